/**
 * `npm run build`: every package with lerna (tsup: ESM, CJS, declarations), then the Fusion folders and
 * manifests of every block package in one process (fusion-entries.ts). Arguments go to lerna, so
 * `npm run build -- --loglevel=warn -- --silent` quiets lerna and tsup as before.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot, workspacePackages } from "@broadsheet/local-host/node/repo";
import { writeFusionEntriesOf } from "./fusion-entries";
import { FUSION_ENTRIES_LATER } from "./tsup-preset";

async function main(): Promise<number> {
  const root = repoRoot();
  const lerna = spawnSync(
    "npx",
    ["lerna", "run", "build", "--stream", "--concurrency", "2", ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, [FUSION_ENTRIES_LATER]: "1" },
    },
  );
  if (lerna.status !== 0) return lerna.status ?? 1;
  const blockDirs = workspacePackages(root)
    .filter((dir) => dir.startsWith("blocks/"))
    .map((dir) => join(root, dir));
  return (await writeFusionEntriesOf(blockDirs)) ? 0 : 1;
}

void main().then((code) => {
  process.exitCode = code;
});
