import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

/** Where an export is defined: the module, and the name it has there. */
export interface ExportOrigin {
  file: string;
  name: string;
}

const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.{1,2}\/[^"']+)["']/g;
const STAR_EXPORT = /export\s*\*\s*from\s*["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier.replace(/\.js$/, ""));
  return EXTENSIONS.map((extension) => base + extension).find((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

function definesLocally(text: string, name: string): boolean {
  const declaration = new RegExp(
    `export\\s+(?:declare\\s+)?(?:const|let|var|async\\s+function\\*?|function\\*?|class|enum)\\s+${name}\\b`,
  );
  return declaration.test(text);
}

function find(file: string, name: string, depth: number): ExportOrigin | undefined {
  if (depth > 8) return undefined;
  const text = readFileSync(file, "utf8");
  if (definesLocally(text, name)) return { file, name };
  for (const [, list = "", specifier = ""] of text.matchAll(RE_EXPORT)) {
    for (const raw of list.split(",")) {
      const clause = raw.trim();
      if (!clause || clause.startsWith("type ")) continue;
      const [local = "", exported = local] = clause.split(/\s+as\s+/).map((part) => part.trim());
      if (exported !== name) continue;
      const target = resolveRelative(file, specifier);
      return target ? (find(target, local, depth + 1) ?? { file: target, name: local }) : undefined;
    }
  }
  for (const [, specifier = ""] of text.matchAll(STAR_EXPORT)) {
    const target = resolveRelative(file, specifier);
    const found = target ? find(target, name, depth + 1) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Follows a barrel's `export { Name } from "./file"` and `export * from "./dir"` lines to the module that
 * defines `name`. A browser bundle must import from there: through a side-effect-free barrel, esbuild's code
 * splitting still puts whatever the barrel reaches for any entry into chunks every such entry loads (measured:
 * the ads island loaded ad-taboola's code, the nav chain every share icon), where webpack would skip the barrel.
 * What it cannot follow stays at `file`.
 */
export function exportOrigin(file: string, name: string): ExportOrigin {
  return find(file, name, 0) ?? { file, name };
}
