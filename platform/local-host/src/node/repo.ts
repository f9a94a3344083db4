import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PhraseFile } from "../host/phrase-registry";

/**
 * The monorepo root: the nearest package.json at or above `from` that declares workspaces. Starts
 * from the working directory (npm scripts and jest run inside the repo), since this code runs both
 * as ES modules (tsx) and as CommonJS (jest), where no one file-location idiom works.
 */
export function repoRoot(from: string = process.cwd()): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).workspaces) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
}

/** Package folders of the workspace, e.g. "blocks/hello-world-block". */
export function workspacePackages(root: string = repoRoot()): string[] {
  const globs: string[] = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;
  return globs.flatMap((glob) => {
    if (!glob.endsWith("/*")) return existsSync(join(root, glob, "package.json")) ? [glob] : [];
    const parent = glob.slice(0, -2);
    if (!existsSync(join(root, parent))) return [];
    return readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(join(root, dir, "package.json")));
  });
}

/** Every package's intl.json (the file Fusion merges into the bundle's phrases). */
export function readPhraseFiles(root: string = repoRoot()): PhraseFile[] {
  return workspacePackages(root)
    .map((dir) => join(root, dir, "intl.json"))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")) as PhraseFile);
}
