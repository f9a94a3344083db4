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

/** Stories, found the same way by Storybook and by the jest project of each package. */
export const STORY_FILE = /\.stories\.tsx?$/;
/** Tests that drive a real browser: they run in a jest project of their own, which sets Chromium up. */
export const BROWSER_TEST_FILE = /\.e2e\.test\.tsx?$/;

const NOT_SOURCES = new Set(["node_modules", "dist", "storybook-static", "coverage"]);

/** Files below `dir` whose names match, in a stable order; installed and built folders are skipped. */
export function filesIn(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return NOT_SOURCES.has(entry.name) ? [] : filesIn(path, pattern);
      return entry.isFile() && pattern.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** Every package's intl.json (the file Fusion merges into the bundle's phrases). */
export function readPhraseFiles(root: string = repoRoot()): PhraseFile[] {
  return workspacePackages(root)
    .map((dir) => join(root, dir, "intl.json"))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")) as PhraseFile);
}
