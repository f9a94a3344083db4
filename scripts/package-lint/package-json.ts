import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "@broadsheet/kit";
import { repoRoot, workspacePackages } from "@broadsheet/local-host/node/repo";

/** A package.json as read from disk: nothing is trusted until a rule has looked at it. */
export type PackageJson = Readonly<Record<string, unknown>>;

export interface WorkspacePackage {
  /** Relative to the repo root, e.g. "blocks/hello-world-block". */
  dir: string;
  /** Absolute path of the package folder. */
  path: string;
  manifest: PackageJson;
  name: string;
  private: boolean;
}

export function stringField(manifest: PackageJson, key: string): string | undefined {
  const value = manifest[key];
  return typeof value === "string" ? value : undefined;
}

/** A dependency block as name → range; entries whose range is not a string are kept visible as "". */
export function dependencyField(manifest: PackageJson, key: string): Record<string, string> {
  const value = manifest[key];
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([name, range]) => [name, typeof range === "string" ? range : ""]),
  );
}

export function readWorkspacePackage(root: string, dir: string): WorkspacePackage {
  const path = join(root, dir);
  const parsed: unknown = JSON.parse(readFileSync(join(path, "package.json"), "utf8"));
  const manifest: PackageJson = isRecord(parsed) ? parsed : {};
  return {
    dir,
    path,
    manifest,
    name: stringField(manifest, "name") ?? dir,
    private: manifest.private === true,
  };
}

export function readWorkspace(root: string = repoRoot()): WorkspacePackage[] {
  return workspacePackages(root).map((dir) => readWorkspacePackage(root, dir));
}

export const isBuilt = (pkg: WorkspacePackage): boolean => existsSync(join(pkg.path, "dist"));
