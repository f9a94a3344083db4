import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "@broadsheet/kit";

/** Ranges a new block declares, taken from the packages it builds on so they never drift. */
export interface WorkspaceVersions {
  kit: string;
  components: string;
  react: string;
  styledComponents: string;
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

export function readWorkspaceVersions(root: string): WorkspaceVersions {
  const kit = readManifest(root, "platform/kit");
  const components = readManifest(root, "components");
  return {
    kit: `^${field(kit, "version")}`,
    components: `^${field(components, "version")}`,
    react: field(kit, "peerDependencies", "react"),
    styledComponents: field(components, "peerDependencies", "styled-components"),
  };
}
