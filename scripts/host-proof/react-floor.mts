/**
 * Whether the React the feature pack installed (the tested floor of our peer range) has every API our shipped
 * code imports from it. A hook added in a later React (useEffectEvent is 19.2's) is undefined on an older one,
 * and fails only when a page renders the block that calls it: this finds it whatever pages the proof renders.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const REACT_MODULES = ["react", "react-dom", "react-dom/client", "react-dom/server"];
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](react(?:-dom(?:\/client|\/server)?)?)["']/g;

function shippedModules(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedModules(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/** "<package>: react.useEffectEvent" for each name our installed packages import that the installed React lacks. */
export function missingReactApis(packDir: string): string[] {
  const load = createRequire(join(packDir, "package.json"));
  const modules = new Map(REACT_MODULES.map((name) => [name, load(name) as Record<string, unknown>]));
  const scope = join(packDir, "node_modules/@broadsheet");
  const missing = new Set<string>();
  for (const pkg of readdirSync(scope)) {
    for (const file of shippedModules(join(scope, pkg, "dist"))) {
      for (const [, names, from] of readFileSync(file, "utf8").matchAll(NAMED_IMPORT)) {
        const module = modules.get(from as string);
        for (const name of (names as string).split(",").map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim(),
        )) {
          if (name && module && !(name in module)) missing.add(`@broadsheet/${pkg}: ${from}.${name}`);
        }
      }
    }
  }
  return [...missing].sort();
}
