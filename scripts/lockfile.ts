/**
 * Brings package-lock.json in line with the package.json files and makes it install on every platform:
 * `npm install --package-lock-only` (which keeps every locked version it can), then the native binaries
 * of other platforms that npm left out, then npm again so the file is exactly as npm writes it. Fails
 * when a package still lacks a binary for one of the platforms in lockfile/lock-tree.ts.
 * Usage: npm run lockfile (after changing any package.json; commit package-lock.json afterwards)
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fillOptionalDependencies } from "./lockfile/fill";
import { missingOptionalDependencies, platformGaps, readLockfile } from "./lockfile/lock-tree";
import { exactManifest, highestInRange, latestManifest } from "./lockfile/registry";

const root = join(__dirname, "..");
const lockPath = join(root, "package-lock.json");

function npmLockOnly(): void {
  execFileSync(
    "npm",
    [
      "install",
      "--package-lock-only",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      // The lockfile names no registry, so it installs the same through a mirror or a proxy.
      "--omit-lockfile-registry-resolved",
      "--loglevel=error",
    ],
    { cwd: root, stdio: "inherit" },
  );
}

async function main(): Promise<number> {
  npmLockOnly();

  const lock = readLockfile(lockPath);
  const locked = await fillOptionalDependencies(lock, {
    exact: exactManifest,
    resolveRange: highestInRange,
    // A binary's os, cpu and libc follow from its name (…-darwin-arm64), so any version shows them.
    other: latestManifest,
  });
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  npmLockOnly();

  const after = readLockfile(lockPath);
  const missing = missingOptionalDependencies(after);
  const gaps = platformGaps(after);
  for (const item of missing)
    console.error(`still missing: ${item.name}@${item.spec} (optional dependency of ${item.from})`);
  for (const gap of gaps) console.error(`no ${gap.platform} binary locked for ${gap.owner}`);

  const kept = new Set(locked.map((binary) => binary.location).filter((location) => location in after.packages));
  const estimated = locked.filter((binary) => !binary.integrity);
  console.log(`lockfile: ${kept.size} platform packages added that npm had left out`);
  if (estimated.length > 0) {
    // Said out loud because nothing here could check these: the registry npm reaches does not have them.
    console.log(
      `lockfile: ${estimated.length} of them are not on this registry, so they are locked without an integrity ` +
        `(npm takes it from the registry when it downloads them) and with the os/cpu/libc of the version it has:`,
    );
    for (const binary of estimated)
      console.log(`  ${binary.location}@${binary.version} (platform from ${binary.platformFrom})`);
  }
  return missing.length + gaps.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
