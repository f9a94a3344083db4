import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { repoRoot } from "@broadsheet/local-host/node/repo";

/** The versions installed at the repo root: what every test run uses. */
export function installedVersions(names: readonly string[]): Record<string, string> {
  const require = createRequire(join(repoRoot(), "package.json"));
  return Object.fromEntries(
    names.map((name) => {
      const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string };
      return [name, manifest.version];
    }),
  );
}
