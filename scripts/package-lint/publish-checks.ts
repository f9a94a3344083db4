import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { isRecord } from "@broadsheet/kit";
import { exposedFiles } from "./exports-rules";
import { FUSION_FOLDERS, isBlockPackage } from "./fusion-folders";
import type { WorkspacePackage } from "./package-json";
import { moduleSubpaths } from "./subpath-rules";

export interface PublishReport {
  problems: string[];
  /** publint's suggestions: worth reading, not worth failing CI over. */
  suggestions: string[];
}

/**
 * publint over the files `npm pack` ships (`packed`, from packedFiles), so each package is packed once: asked to
 * pack itself, publint ran npm a second time per package, the slowest part of the check.
 */
export async function publintReport(pkg: WorkspacePackage, packed: readonly string[]): Promise<PublishReport> {
  const files = packed.map((path) => ({
    name: join(pkg.path, path),
    data: new Uint8Array(readFileSync(join(pkg.path, path))),
  }));
  const { messages, pkg: manifest } = await publint({ pkgDir: pkg.path, pack: { files }, level: "suggestion" });
  const line = (message: (typeof messages)[number]): string =>
    `publint ${message.code}: ${formatMessage(message, manifest, { color: false }) ?? message.path.join(".")}`;
  return {
    problems: messages.filter((message) => message.type !== "suggestion").map(line),
    suggestions: messages.filter((message) => message.type === "suggestion").map(line),
  };
}

/** The paths `npm pack` would put in the tarball, as npm itself decides them. */
export function packedFiles(pkg: WorkspacePackage): string[] {
  const output = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: pkg.path,
    encoding: "utf8",
    // npm's config warnings go to stderr and would only add noise.
    stdio: ["ignore", "pipe", "pipe"],
  });
  const parsed: unknown = JSON.parse(output);
  const entry: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  if (!isRecord(entry) || !Array.isArray(entry.files)) throw new Error(`npm pack gave no file list for ${pkg.dir}`);
  return entry.files.flatMap((file: unknown) => (isRecord(file) && typeof file.path === "string" ? [file.path] : []));
}

/** Everything npm always adds plus what the package is meant to ship. */
function allowedInTarball(pkg: WorkspacePackage): (path: string) => boolean {
  const exact = new Set([
    "package.json",
    "README.md",
    "LICENSE",
    "intl.json",
    ...exposedFiles(pkg.manifest.exports),
    // The folders that stand in for exports subpaths where a resolver ignores exports (subpath-rules.ts).
    ...moduleSubpaths(pkg.manifest.exports).map((subpath) => `${subpath}/package.json`),
  ]);
  const folders = ["dist", ...(isBlockPackage(pkg.dir) ? FUSION_FOLDERS : [])];
  return (path) => exact.has(path) || folders.some((folder) => path.startsWith(`${folder}/`));
}

export function tarballProblems(pkg: WorkspacePackage, packed: readonly string[]): string[] {
  const allowed = allowedInTarball(pkg);
  const shipping = isBlockPackage(pkg.dir) ? "dist, the Fusion folders, intl.json" : "dist";
  return packed
    .filter((path) => !allowed(path))
    .map((path) => `npm pack would ship "${path}": only ${shipping}, exported files, package.json, README.md, LICENSE`);
}
