/**
 * Writes components/src/icons/<name>.tsx for every icon of icon-specs.ts, plus the folder's index.ts and catalog.ts,
 * from the SVGs of simple-icons and lucide-static in node_modules. The output is checked in; run this after changing
 * the list or upgrading either package.
 * Usage: npx tsx scripts/icons/generate-icons.ts           (write)
 *        npx tsx scripts/icons/generate-icons.ts --check   (exit 1 if the checked-in files differ)
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { GENERATED_MARK, ICONS_DIR, renderIconFiles } from "./icon-modules";

/** Files in the folder that an earlier run generated; one whose icon left the list is deleted, not left behind. */
function previouslyGenerated(root: string): string[] {
  return readdirSync(join(root, ICONS_DIR))
    .map((name) => join(ICONS_DIR, name))
    .filter(
      (path) => /\.tsx?$/.test(path) && readFileSync(join(root, path), "utf8").startsWith(`/*\n * ${GENERATED_MARK}`),
    );
}

async function main(): Promise<void> {
  const root = repoRoot();
  const check = process.argv.includes("--check");
  const files = await renderIconFiles(root);
  const stale = previouslyGenerated(root).filter((path) => !files.has(path));
  const changed = [...files].filter(([path, text]) => {
    const file = join(root, path);
    return !existsSync(file) || readFileSync(file, "utf8") !== text;
  });

  if (check) {
    const problems = [...changed.map(([path]) => `out of date: ${path}`), ...stale.map((path) => `stale: ${path}`)];
    if (problems.length) {
      console.error([...problems, "Run: npx tsx scripts/icons/generate-icons.ts"].join("\n"));
      process.exitCode = 1;
    } else {
      console.log(`${files.size} icon files are up to date.`);
    }
    return;
  }

  for (const [path, text] of changed) writeFileSync(join(root, path), text);
  for (const path of stale) rmSync(join(root, path));
  console.log(`${files.size} icon files in ${ICONS_DIR}: ${changed.length} written, ${stale.length} deleted.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
