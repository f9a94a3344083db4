import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "@broadsheet/kit";

/** Ranges a new block declares, taken from the packages it builds on so they never drift. */
export interface WorkspaceVersions {
  kit: string;
  components: string;
  themes: string;
  /** The preview host, which a block's tests and stories render it in (a devDependency). */
  localHost: string;
  /** The styling runtime (@broadsheet/style). */
  style: string;
  react: string;
  /** The optional @types/react peer kit declares (its range, as kit's). */
  typesReact: string;
  /** The Node every package needs: the root's engines.node. */
  node: string;
  /** The repository every package is built from (each names its own folder in it). */
  repositoryUrl: string;
  /** Test tools by package name, at the versions the repo installs (its root devDependencies). */
  testTools: Record<string, string>;
  /** The repo's own packages a scaffold's tests and stories use, by name. */
  workspaceTools: Record<string, string>;
}

function readManifest(root: string, dir: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  if (!isRecord(parsed)) throw new Error(`${dir}/package.json is not an object`);
  return parsed;
}

function field(manifest: Record<string, unknown>, ...path: string[]): string {
  let value: unknown = manifest;
  for (const key of path) {
    value = isRecord(value) ? value[key] : undefined;
  }
  if (typeof value !== "string") throw new Error(`package.json has no ${path.join(".")}`);
  return value;
}

function stringValues(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

export function readWorkspaceVersions(root: string): WorkspaceVersions {
  const kit = readManifest(root, "platform/kit");
  const components = readManifest(root, "components");
  const themes = readManifest(root, "themes");
  const localHost = readManifest(root, "platform/local-host");
  const style = readManifest(root, "platform/style");
  return {
    kit: `^${field(kit, "version")}`,
    components: `^${field(components, "version")}`,
    themes: `^${field(themes, "version")}`,
    localHost: `^${field(localHost, "version")}`,
    style: `^${field(style, "version")}`,
    react: field(kit, "peerDependencies", "react"),
    typesReact: field(kit, "peerDependencies", "@types/react"),
    node: field(readManifest(root, "."), "engines", "node"),
    repositoryUrl: field(kit, "repository", "url"),
    testTools: stringValues(readManifest(root, ".").devDependencies),
    workspaceTools: {
      "@broadsheet/local-host": `^${field(localHost, "version")}`,
      "@broadsheet/content-sources-block": `^${field(readManifest(root, "blocks/content-sources-block"), "version")}`,
    },
  };
}
