/**
 * Reads package-lock.json (lockfileVersion 3) the way npm places packages: a location's dependency is
 * found by walking up its node_modules folders, as Node's resolver does.
 */
import { readFileSync } from "node:fs";

export interface LockEntry {
  version?: string;
  integrity?: string;
  resolved?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

export function readLockfile(path: string): Lockfile {
  const lock = JSON.parse(readFileSync(path, "utf8")) as Lockfile;
  // Version 1 has no "packages" map; npm 7+ writes 2 or 3 and this repo's npm writes 3.
  if (!(lock.lockfileVersion >= 2) || typeof lock.packages !== "object") {
    throw new Error(`${path} is not a lockfileVersion 2 or 3 package-lock.json`);
  }
  return lock;
}

/** The folders a package at `location` looks in for `name`, nearest first. */
export function lookupLocations(location: string, name: string): string[] {
  const parts = location === "" ? [] : location.split("/");
  const candidates: string[] = [];
  for (let depth = parts.length; depth >= 0; depth--) {
    // Node never looks in node_modules/node_modules, and npm never puts packages in a scope's folder.
    if (depth > 0 && parts[depth - 1] === "node_modules") continue;
    if (depth > 1 && parts[depth - 1]?.startsWith("@") && parts[depth - 2] === "node_modules") continue;
    const prefix = parts.slice(0, depth).join("/");
    candidates.push(`${prefix ? `${prefix}/` : ""}node_modules/${name}`);
  }
  return candidates;
}

/** Where `name` required from `location` lives in the lockfile, or undefined when npm did not lock it. */
export function resolveIn(packages: Lockfile["packages"], location: string, name: string): string | undefined {
  return lookupLocations(location, name).find((candidate) => candidate in packages);
}

export function packageName(location: string): string {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(location);
  return match?.[1] ?? location;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
export const isExactVersion = (spec: string): boolean => EXACT_VERSION.test(spec);

export interface MissingOptional {
  /** The lockfile location that declares the optional dependency. */
  from: string;
  name: string;
  spec: string;
  /** What npm locked instead, when it locked a version the (exact) spec does not accept. */
  found?: { location: string; version: string | undefined };
}

/**
 * Optional dependencies that are declared by a locked package but not locked themselves. npm 11's
 * `npm ci` builds the whole tree, every platform's optional packages included, and refuses to install
 * when one of them is missing from the lockfile ("Missing: @swc/core-darwin-arm64@ from lock file").
 */
export function missingOptionalDependencies(lock: Lockfile): MissingOptional[] {
  const missing: MissingOptional[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const location = resolveIn(lock.packages, from, name);
      if (location === undefined) {
        missing.push({ from, name, spec });
        continue;
      }
      const version = lock.packages[location]?.version;
      // Ranges are left to npm; native packages pin their binaries to one exact version.
      if (isExactVersion(spec) && version !== spec) missing.push({ from, name, spec, found: { location, version } });
    }
  }
  return missing;
}

export interface Platform {
  label: string;
  os: string;
  cpu: string;
  libc?: "glibc" | "musl";
}

/** The machines Broadsheet is developed and built on; every native package must have a binary for each. */
export const TARGET_PLATFORMS: readonly Platform[] = [
  { label: "Linux x64 (glibc)", os: "linux", cpu: "x64", libc: "glibc" },
  { label: "Linux x64 (musl)", os: "linux", cpu: "x64", libc: "musl" },
  { label: "Linux arm64 (glibc)", os: "linux", cpu: "arm64", libc: "glibc" },
  { label: "Linux arm64 (musl)", os: "linux", cpu: "arm64", libc: "musl" },
  { label: "macOS x64", os: "darwin", cpu: "x64" },
  { label: "macOS arm64", os: "darwin", cpu: "arm64" },
  { label: "Windows x64", os: "win32", cpu: "x64" },
];

/** npm's os/cpu/libc list rule: no negated entry may match, and a plain entry must, if there is one. */
function listAllows(list: string[] | undefined, value: string | undefined): boolean {
  if (list === undefined) return true;
  if (value === undefined) return false;
  if (list.length === 1 && list[0] === "any") return true;
  if (list.includes(`!${value}`)) return false;
  const plain = list.filter((item) => !item.startsWith("!"));
  return plain.length === 0 || plain.includes(value);
}

export function installsOn(entry: LockEntry, platform: Platform): boolean {
  return (
    listAllows(entry.os, platform.os) &&
    listAllows(entry.cpu, platform.cpu) &&
    // npm fails a libc requirement outright on systems without a libc notion (macOS, Windows).
    (entry.libc === undefined || listAllows(entry.libc, platform.libc))
  );
}

/** A native binary is built for a CPU; fsevents, say, names only an OS and is one binary for every Mac. */
const isNativeBinary = (entry: LockEntry): boolean => entry.cpu !== undefined;

export interface PlatformGap {
  /** The package whose native binaries these are, as "location (name@version)". */
  owner: string;
  platform: string;
}

/**
 * Native packages (a locked package with two or more native binaries as optional dependencies, such as
 * @swc/core or rollup) that have no locked binary for one of the target platforms. An optional
 * dependency missing from the lockfile counts as a binary: that is how npm loses them.
 */
export function platformGaps(lock: Lockfile, platforms: readonly Platform[] = TARGET_PLATFORMS): PlatformGap[] {
  const gaps: PlatformGap[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    if (entry.link || !entry.optionalDependencies) continue;
    const members = Object.keys(entry.optionalDependencies).map((name) => {
      const location = resolveIn(lock.packages, from, name);
      return location === undefined ? undefined : lock.packages[location];
    });
    const binaries = members.filter((member): member is LockEntry => member !== undefined && isNativeBinary(member));
    const unlocked = members.filter((member) => member === undefined).length;
    if (binaries.length + unlocked < 2) continue;
    for (const platform of platforms) {
      if (!binaries.some((binary) => installsOn(binary, platform))) {
        gaps.push({ owner: `${from} (${packageName(from)}@${entry.version ?? "?"})`, platform: platform.label });
      }
    }
  }
  return gaps;
}
