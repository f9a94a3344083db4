/**
 * Adds to a lockfile the optional dependencies npm left out: the native binaries of other platforms
 * that npm could not fetch a manifest for. npm 11 treats such a failure like an incompatible optional
 * package and writes nothing, and then its own `npm ci` refuses the lockfile. Each binary is locked at
 * exactly the version its package pins, with the os/cpu/libc npm needs to skip it elsewhere.
 */
import {
  isExactVersion,
  lookupLocations,
  missingOptionalDependencies,
  packageName,
  resolveIn,
  type LockEntry,
  type Lockfile,
} from "./lock-tree";
import type { Manifest } from "./registry";

export interface ManifestSource {
  /** The manifest of exactly `name@version`, when the registry has it. */
  exact(name: string, version: string): Promise<Manifest | undefined>;
  /** A manifest of any version of `name`, to read its platform from when the registry lacks the one wanted. */
  other(name: string): Promise<Manifest | undefined>;
  /** The version a range resolves to on the registry. */
  resolveRange(name: string, range: string): Promise<string | undefined>;
}

export interface LockedBinary {
  location: string;
  version: string;
  /** The version whose manifest supplied os/cpu/libc: `version` itself, or another when the registry lacks it. */
  platformFrom: string;
  /** False when the registry lacks this version: npm then checks the download against the registry's record. */
  integrity: boolean;
}

const nonEmpty = (record: Record<string, string> | undefined): boolean =>
  record !== undefined && Object.keys(record).length > 0;

/** Only a leaf package can be written by hand; anything with dependencies or scripts is npm's to lock. */
function handWritable(manifest: Manifest): string | undefined {
  if (
    nonEmpty(manifest.dependencies) ||
    nonEmpty(manifest.optionalDependencies) ||
    nonEmpty(manifest.peerDependencies)
  ) {
    return "it has dependencies";
  }
  if (manifest.bin !== undefined) return "it installs commands";
  const scripts = manifest.scripts ?? {};
  if (scripts.preinstall || scripts.install || scripts.postinstall) return "it has install scripts";
  return undefined;
}

export function binaryEntry(version: string, manifest: Manifest, exact: boolean, owner: LockEntry): LockEntry {
  const refusal = handWritable(manifest);
  if (refusal) {
    throw new Error(
      `${manifest.name}@${version} cannot be added by hand (${refusal}); run this against a registry that has it, so npm locks it itself`,
    );
  }
  // Field order as npm writes it, so a later npm run leaves the entry alone.
  const entry: LockEntry = { version };
  if (exact && manifest.dist?.integrity) entry.integrity = manifest.dist.integrity;
  if (manifest.cpu) entry.cpu = manifest.cpu;
  // Reached only through `owner`'s optional dependency: optional always, dev and peer when the owner is.
  if (owner.dev) entry.dev = true;
  if (manifest.libc) entry.libc = manifest.libc;
  if (manifest.license) entry.license = manifest.license;
  entry.optional = true;
  if (manifest.os) entry.os = manifest.os;
  if (owner.peer) entry.peer = true;
  if (manifest.engines) entry.engines = manifest.engines;
  return entry;
}

const DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"] as const;

/**
 * Where to put `name@version` for the package at `from`: as high up as npm would hoist it, but never
 * where it would change which version another package already gets for `name`.
 */
export function placementFor(lock: Lockfile, from: string, name: string, version: string): string | undefined {
  const candidates = lookupLocations(from, name);
  const current = resolveIn(lock.packages, from, name);
  // A wrong version already in the way: the new one must sit nearer to `from` than it.
  const allowed = current === undefined ? candidates : candidates.slice(0, candidates.indexOf(current));
  const dependents = Object.entries(lock.packages).filter(
    ([, entry]) => !entry.link && DEPENDENCY_FIELDS.some((field) => entry[field]?.[name] !== undefined),
  );
  for (const location of [...allowed].reverse()) {
    if (location in lock.packages) continue;
    const trial = { ...lock.packages, [location]: { version } };
    const shadows = dependents.some(([dependent, entry]) => {
      if (dependent === from || DEPENDENCY_FIELDS.some((field) => entry[field]?.[name] === version)) return false;
      const before = resolveIn(lock.packages, dependent, name);
      const after = resolveIn(trial, dependent, name);
      return before !== undefined && after === location && lock.packages[before]?.version !== version;
    });
    if (!shadows) return location;
  }
  return undefined;
}

/** npm's key order (its localeCompare sort), so npm has nothing to reorder afterwards. */
function sortPackages(packages: Lockfile["packages"]): Lockfile["packages"] {
  return Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
}

/**
 * Locks every missing optional dependency, and fills in the integrity of binaries locked earlier
 * without one once the registry has them. Returns what it locked; `lock` is updated in place.
 */
export async function fillOptionalDependencies(lock: Lockfile, source: ManifestSource): Promise<LockedBinary[]> {
  const locked: LockedBinary[] = [];
  const exactCache = new Map<string, Promise<Manifest | undefined>>();
  const exact = (name: string, version: string): Promise<Manifest | undefined> => {
    const key = `${name}@${version}`;
    if (!exactCache.has(key)) exactCache.set(key, source.exact(name, version));
    return exactCache.get(key) as Promise<Manifest | undefined>;
  };

  // Each pass can reveal more: a binary placed high up can leave another copy of its owner needing one nested.
  for (let pass = 0; ; pass++) {
    const missing = missingOptionalDependencies(lock);
    if (missing.length === 0) break;
    if (pass === 5) throw new Error(`still missing after ${pass} passes: ${missing.map((m) => m.name).join(", ")}`);

    const wanted = await Promise.all(
      missing.map(async ({ name, spec }) => (isExactVersion(spec) ? spec : await source.resolveRange(name, spec))),
    );
    const manifests = await Promise.all(
      missing.map(async ({ name }, index) => {
        const version = wanted[index];
        if (version === undefined) return undefined;
        const manifest = await exact(name, version);
        return manifest ? { manifest, exact: true } : { manifest: await source.other(name), exact: false };
      }),
    );

    for (const [index, { from, name, spec }] of missing.entries()) {
      const version = wanted[index];
      const found = manifests[index];
      if (version === undefined) throw new Error(`the registry has no ${name} matching ${spec} (wanted by ${from})`);
      if (found?.manifest === undefined)
        throw new Error(`the registry has no version of ${name} at all (wanted by ${from})`);
      // An earlier item of this pass may already have placed the same binary where `from` finds it.
      const already = resolveIn(lock.packages, from, name);
      if (already !== undefined && lock.packages[already]?.version === version) continue;
      const location = placementFor(lock, from, name, version);
      if (location === undefined) throw new Error(`no place in the tree for ${name}@${version} (wanted by ${from})`);
      lock.packages[location] = binaryEntry(version, found.manifest, found.exact, lock.packages[from] ?? {});
      locked.push({ location, version, platformFrom: found.manifest.version, integrity: found.exact });
    }
    lock.packages = sortPackages(lock.packages);
  }

  const withoutIntegrity = Object.entries(lock.packages).filter(
    ([location, entry]) =>
      !entry.link &&
      entry.optional &&
      entry.cpu &&
      entry.version &&
      !entry.integrity &&
      location.includes("node_modules/"),
  );
  // Locked without one here or in an earlier run: the registry may have the version by now.
  await Promise.all(
    withoutIntegrity.map(async ([location, entry]) => {
      const manifest = await exact(packageName(location), entry.version as string);
      if (manifest?.dist?.integrity) entry.integrity = manifest.dist.integrity;
    }),
  );
  return locked;
}
