import { existsSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { isRecord } from "@broadsheet/kit";
import { FUSION_FOLDERS, isBlockPackage } from "./fusion-folders";
import type { WorkspacePackage } from "./package-json";

/**
 * Subpaths a resolver must reach in a package, with or without `exports` support: webpack 4 and TypeScript's
 * node10 ignore `exports` and look for a folder named like the subpath; webpack 5, Node and TypeScript's bundler
 * and node16 look in `exports` only.
 */

/** Module subpaths of an exports map ("./fusion" → "fusion"): not ".", not a pattern, not a file such as ./intl.json. */
export function moduleSubpaths(exportsField: unknown): string[] {
  if (!isRecord(exportsField)) return [];
  return Object.keys(exportsField)
    .filter((key) => key.startsWith("./") && !key.includes("*") && !/\.[a-z]+$/.test(key))
    .map((key) => key.slice(2));
}

/** The path a conditional target gives under `conditions`, matched in the map's own order as Node does. */
export function resolveTarget(target: unknown, conditions: readonly string[]): string | undefined {
  if (typeof target === "string") return target;
  if (Array.isArray(target)) return target.map((entry) => resolveTarget(entry, conditions)).find(Boolean);
  if (!isRecord(target)) return undefined;
  for (const [condition, value] of Object.entries(target)) {
    if (condition !== "default" && !conditions.includes(condition)) continue;
    const resolved = resolveTarget(value, conditions);
    if (resolved !== undefined) return resolved;
  }
  return undefined;
}

/** What a classic folder's package.json must say for each field, as exports says it for the same subpath. */
const FOLDER_FIELDS = {
  main: ["require"],
  module: ["import"],
  types: ["types", "import"],
} as const;

const samePath = (a: string, b: string): boolean => normalize(a) === normalize(b);

/** Every module subpath has a folder `<subpath>/package.json`, shipped, pointing at what exports does. */
export function subpathFolderProblems(pkg: WorkspacePackage): string[] {
  const exportsField = pkg.manifest.exports;
  const files = Array.isArray(pkg.manifest.files) ? pkg.manifest.files : [];
  return moduleSubpaths(exportsField).flatMap((subpath) => {
    const manifestPath = `${subpath}/package.json`;
    const problems: string[] = [];
    if (!files.includes(manifestPath)) problems.push(`"files" does not list "${manifestPath}"`);
    const file = join(pkg.path, manifestPath);
    if (!existsSync(file)) {
      return [...problems, `no ${manifestPath} for "./${subpath}": resolvers without exports support miss it`];
    }
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    const folder = isRecord(parsed) ? parsed : {};
    const target = isRecord(exportsField) ? exportsField[`./${subpath}`] : undefined;
    for (const [field, conditions] of Object.entries(FOLDER_FIELDS)) {
      const expected = resolveTarget(target, conditions);
      const actual = folder[field];
      if (expected === undefined) continue;
      if (typeof actual !== "string" || !samePath(join(subpath, actual), expected)) {
        problems.push(`${manifestPath} "${field}" is ${JSON.stringify(actual)}, not the path to ${expected}`);
      }
    }
    return problems;
  });
}

/**
 * The Fusion folders a block package ships (and intl.json, which any package may) are reachable by package path,
 * "@broadsheet/x-block/features/x/default.js", also where `exports` is honoured: each needs its own entry.
 */
export function shippedFolderExportProblems(pkg: WorkspacePackage): string[] {
  const exportsField = isRecord(pkg.manifest.exports) ? pkg.manifest.exports : {};
  const files = Array.isArray(pkg.manifest.files) ? pkg.manifest.files : [];
  const wanted: [string, string][] = [];
  // The build writes the Fusion folders, so "files" says which ship before they exist.
  if (isBlockPackage(pkg.dir)) {
    for (const folder of FUSION_FOLDERS) if (files.includes(folder)) wanted.push([`./${folder}/*`, `./${folder}/*`]);
  }
  if (files.includes("intl.json") && existsSync(join(pkg.path, "intl.json"))) {
    wanted.push(["./intl.json", "./intl.json"]);
  }
  return wanted
    .filter(([key, target]) => exportsField[key] !== target)
    .map(([key, target]) => `exports has no "${key}": "${target}", so the shipped ${target.slice(2)} is unreachable`);
}
