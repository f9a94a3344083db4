/**
 * `npm run module-map`: writes the `paths` of tsconfig.base.json and tsconfig.node.json from
 * scripts/module-map.ts, the one table of where the repo's specifiers live. A test fails while they differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { TSCONFIG_PATHS } from "./module-map";

async function main(): Promise<void> {
  const root = repoRoot();
  for (const [file, paths] of Object.entries(TSCONFIG_PATHS)) {
    const path = join(root, file);
    const config = JSON.parse(readFileSync(path, "utf8")) as { compilerOptions?: Record<string, unknown> };
    config.compilerOptions = { ...config.compilerOptions, paths };
    // In the repo's own format, so the file only changes where the table does.
    const options = { ...(await resolveConfig(path)), filepath: path };
    writeFileSync(path, await format(JSON.stringify(config), options));
    console.log(`${file}: ${Object.keys(paths).length} paths`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
