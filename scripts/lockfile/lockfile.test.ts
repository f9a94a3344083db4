import { join } from "node:path";
import { binaryEntry, fillOptionalDependencies, placementFor, type ManifestSource } from "./fill";
import {
  installsOn,
  lookupLocations,
  missingOptionalDependencies,
  platformGaps,
  readLockfile,
  TARGET_PLATFORMS,
  type LockEntry,
  type Lockfile,
} from "./lock-tree";
import type { Manifest } from "./registry";

const FIX = "run `npm run lockfile` and commit package-lock.json (see the README)";

describe("the committed package-lock.json", () => {
  const lock = readLockfile(join(__dirname, "../../package-lock.json"));

  it("locks every optional dependency of every locked package, which npm ci needs on any platform", () => {
    const missing = missingOptionalDependencies(lock).map(
      ({ from, name, spec, found }) =>
        `${name}@${spec} (for ${from})${found ? `: locked at ${found.version} instead` : ""}; ${FIX}`,
    );
    expect(missing).toEqual([]);
  });

  it.each(TARGET_PLATFORMS.map((platform) => [platform.label, platform] as const))(
    "locks a binary of every native package for %s",
    (_label, platform) => {
      const gaps = platformGaps(lock, [platform]).map((gap) => `${gap.owner}; ${FIX}`);
      expect(gaps).toEqual([]);
    },
  );
});

/** @swc/core as npm 11 locks it when the registry has only the Linux binaries of this version. */
function swcLock(binaries: string[]): Lockfile {
  const platforms: Record<string, Pick<LockEntry, "os" | "cpu" | "libc">> = {
    "darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
    "darwin-x64": { os: ["darwin"], cpu: ["x64"] },
    "linux-x64-gnu": { os: ["linux"], cpu: ["x64"], libc: ["glibc"] },
    "linux-x64-musl": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
    "linux-arm64-gnu": { os: ["linux"], cpu: ["arm64"], libc: ["glibc"] },
    "linux-arm64-musl": { os: ["linux"], cpu: ["arm64"], libc: ["musl"] },
    "win32-x64-msvc": { os: ["win32"], cpu: ["x64"] },
  };
  const packages: Lockfile["packages"] = {
    "": { devDependencies: { "@swc/core": "1.16.22" } },
    "node_modules/@swc/core": {
      version: "1.16.22",
      dev: true,
      optionalDependencies: Object.fromEntries(Object.keys(platforms).map((key) => [`@swc/core-${key}`, "1.16.22"])),
    },
  };
  for (const key of binaries) {
    packages[`node_modules/@swc/core-${key}`] = { version: "1.16.22", dev: true, optional: true, ...platforms[key] };
  }
  return { lockfileVersion: 3, packages };
}

const LINUX = ["linux-x64-gnu", "linux-x64-musl", "linux-arm64-gnu", "linux-arm64-musl"];
const ALL = [...LINUX, "darwin-arm64", "darwin-x64", "win32-x64-msvc"];

describe("finding packages in the lockfile", () => {
  it("walks up node_modules folders, nearest first, as Node does", () => {
    expect(lookupLocations("node_modules/tsx/node_modules/esbuild", "@esbuild/linux-x64")).toEqual([
      "node_modules/tsx/node_modules/esbuild/node_modules/@esbuild/linux-x64",
      "node_modules/tsx/node_modules/@esbuild/linux-x64",
      "node_modules/@esbuild/linux-x64",
    ]);
    expect(lookupLocations("platform/kit", "react")).toEqual([
      "platform/kit/node_modules/react",
      "platform/node_modules/react",
      "node_modules/react",
    ]);
  });

  it("reports the optional dependencies npm left out, and a wrong version of a pinned one", () => {
    expect(missingOptionalDependencies(swcLock(ALL))).toEqual([]);
    expect(missingOptionalDependencies(swcLock(LINUX)).map((item) => item.name)).toEqual([
      "@swc/core-darwin-arm64",
      "@swc/core-darwin-x64",
      "@swc/core-win32-x64-msvc",
    ]);
    const stale = swcLock(ALL);
    (stale.packages["node_modules/@swc/core-darwin-x64"] as LockEntry).version = "1.16.18";
    expect(missingOptionalDependencies(stale)).toEqual([
      {
        from: "node_modules/@swc/core",
        name: "@swc/core-darwin-x64",
        spec: "1.16.22",
        found: { location: "node_modules/@swc/core-darwin-x64", version: "1.16.18" },
      },
    ]);
  });

  it("names the target platforms a native package has no binary for", () => {
    expect(platformGaps(swcLock(ALL))).toEqual([]);
    expect(platformGaps(swcLock([...LINUX, "darwin-arm64"]))).toEqual([
      { owner: "node_modules/@swc/core (@swc/core@1.16.22)", platform: "macOS x64" },
      { owner: "node_modules/@swc/core (@swc/core@1.16.22)", platform: "Windows x64" },
    ]);
    // No musl binary: Alpine machines would have no compiler.
    expect(platformGaps(swcLock(ALL.filter((key) => !key.endsWith("musl")))).map((gap) => gap.platform)).toEqual([
      "Linux x64 (musl)",
      "Linux arm64 (musl)",
    ]);
  });

  it("does not count a single OS-only optional dependency (fsevents) as a native package", () => {
    const lock: Lockfile = {
      lockfileVersion: 3,
      packages: {
        "node_modules/chokidar": { version: "3.6.0", optionalDependencies: { fsevents: "~2.3.2" } },
        "node_modules/fsevents": { version: "2.3.3", optional: true, os: ["darwin"] },
      },
    };
    expect(platformGaps(lock)).toEqual([]);
  });

  it("matches os, cpu and libc as npm does, negations included", () => {
    const platform = (label: string) => {
      const found = TARGET_PLATFORMS.find((candidate) => candidate.label === label);
      if (!found) throw new Error(`no target platform ${label}`);
      return found;
    };
    const linuxGlibc = platform("Linux x64 (glibc)");
    const macArm = platform("macOS arm64");
    expect(installsOn({ os: ["linux"], cpu: ["x64"], libc: ["glibc"] }, linuxGlibc)).toBe(true);
    expect(installsOn({ os: ["linux"], cpu: ["x64"], libc: ["musl"] }, linuxGlibc)).toBe(false);
    expect(installsOn({ os: ["!win32"], cpu: ["arm64"] }, macArm)).toBe(true);
    expect(installsOn({ os: ["!darwin"] }, macArm)).toBe(false);
    expect(installsOn({ os: ["darwin"], libc: ["glibc"] }, macArm)).toBe(false);
  });
});

function manifest(name: string, version: string, extra: Partial<Manifest> = {}): Manifest {
  const platform = /core-(\w+)-(\w+)/.exec(name);
  return {
    name,
    version,
    os: [platform?.[1] ?? "linux"],
    cpu: [platform?.[2] ?? "x64"],
    license: "Apache-2.0 AND MIT",
    engines: { node: ">=10" },
    dist: { integrity: `sha512-${name}@${version}` },
    ...extra,
  };
}

/** A registry that has `available` at every version, and only older versions of everything else. */
function registry(available: string[]): ManifestSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async exact(name, version) {
      asked.push(`${name}@${version}`);
      return available.includes(name) ? manifest(name, version) : undefined;
    },
    async other(name) {
      return manifest(name, "1.16.18");
    },
    async resolveRange() {
      return undefined;
    },
  };
}

describe("filling in the binaries npm left out", () => {
  it("locks each at its pinned version, beside the ones npm locked, as optional and dev like its owner", async () => {
    const lock = swcLock(LINUX);
    const locked = await fillOptionalDependencies(lock, registry(["@swc/core-darwin-arm64"]));

    expect(missingOptionalDependencies(lock)).toEqual([]);
    expect(platformGaps(lock)).toEqual([]);
    expect(locked).toEqual([
      { location: "node_modules/@swc/core-darwin-arm64", version: "1.16.22", platformFrom: "1.16.22", integrity: true },
      { location: "node_modules/@swc/core-darwin-x64", version: "1.16.22", platformFrom: "1.16.18", integrity: false },
      {
        location: "node_modules/@swc/core-win32-x64-msvc",
        version: "1.16.22",
        platformFrom: "1.16.18",
        integrity: false,
      },
    ]);
    expect(lock.packages["node_modules/@swc/core-darwin-arm64"]).toEqual({
      version: "1.16.22",
      integrity: "sha512-@swc/core-darwin-arm64@1.16.22",
      cpu: ["arm64"],
      dev: true,
      license: "Apache-2.0 AND MIT",
      optional: true,
      os: ["darwin"],
      engines: { node: ">=10" },
    });
    // What the registry lacks gets no integrity rather than another version's.
    expect(lock.packages["node_modules/@swc/core-darwin-x64"]).not.toHaveProperty("integrity");
    expect(Object.keys(lock.packages)).toEqual(
      [...Object.keys(lock.packages)].sort((a, b) => a.localeCompare(b, "en")),
    );
  });

  it("adds the integrity of a binary locked without one once the registry has its version", async () => {
    const lock = swcLock(LINUX);
    await fillOptionalDependencies(lock, registry([]));
    expect(lock.packages["node_modules/@swc/core-darwin-x64"]).not.toHaveProperty("integrity");

    const locked = await fillOptionalDependencies(lock, registry(["@swc/core-darwin-x64"]));
    expect(locked).toEqual([]);
    expect(lock.packages["node_modules/@swc/core-darwin-x64"]?.integrity).toBe("sha512-@swc/core-darwin-x64@1.16.22");
  });

  it("changes nothing in a complete lockfile and asks the registry nothing", async () => {
    const lock = swcLock(ALL);
    for (const entry of Object.values(lock.packages)) if (entry.optional) entry.integrity = "sha512-known";
    const before = JSON.stringify(lock);
    const source = registry([]);
    expect(await fillOptionalDependencies(lock, source)).toEqual([]);
    expect(JSON.stringify(lock)).toBe(before);
    expect(source.asked).toEqual([]);
  });

  it("nests a binary under its owner when another version of it sits higher up", () => {
    const lock = swcLock(LINUX);
    lock.packages["node_modules/tool/node_modules/@swc/core"] = {
      version: "1.15.0",
      optionalDependencies: { "@swc/core-darwin-x64": "1.15.0" },
    };
    lock.packages["node_modules/@swc/core-darwin-x64"] = { version: "1.16.22", optional: true, os: ["darwin"] };
    expect(placementFor(lock, "node_modules/tool/node_modules/@swc/core", "@swc/core-darwin-x64", "1.15.0")).toBe(
      "node_modules/tool/node_modules/@swc/core-darwin-x64",
    );
  });

  it("refuses to hand-write a package that has dependencies, leaving it to npm", () => {
    const withDependencies = manifest("@swc/core-darwin-x64", "1.16.22", { dependencies: { tslib: "^2.0.0" } });
    expect(() => binaryEntry("1.16.22", withDependencies, true, {})).toThrow(/has dependencies/);
  });
});
