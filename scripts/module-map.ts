import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Where the repo's own import specifiers live in the sources: the one table that TypeScript (tsconfig.base.json
 * and tsconfig.node.json, written from it by `npm run module-map`), jest, Storybook, the preview's bundler and
 * the package lint all read, so that tests, stories and the preview run the same code and no package has to be
 * built first. Built packages resolve through node_modules and their `exports` instead.
 *
 * Keys are specifiers with at most one `*`; values are candidate files relative to the repo root, tried in
 * order, where `*` stands for what the key's `*` matched. More specific keys come first.
 */
export const PACKAGE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  "@broadsheet/kit": ["platform/kit/src/index.ts"],
  "@broadsheet/kit/*": ["platform/kit/src/*.ts", "platform/kit/src/*/index.ts"],
  "@broadsheet/components": ["components/src/index.ts"],
  "@broadsheet/components/*": ["components/src/*"],
  "@broadsheet/themes": ["themes/src/index.ts"],
  "@broadsheet/themes/*": ["themes/src/*"],
  "@broadsheet/local-host": ["platform/local-host/src/index.ts"],
  "@broadsheet/local-host/*": ["platform/local-host/src/*"],
  "@broadsheet/fake-arc": ["platform/fake-arc/src/index.ts"],
  "@broadsheet/fake-arc/*": ["platform/fake-arc/src/*"],
  "@broadsheet/media-blocks/video": ["blocks/media-blocks/src/video.ts"],
  "@broadsheet/*": ["blocks/*/src/index.ts", "platform/*/src/index.ts"],
};

/**
 * Fusion's virtual modules, as local-host implements them. Kept out of tsconfig.base.json on purpose: blocks
 * type-check against kit's declarations of the modules (fusion-modules.d.ts), not against one host's implementation.
 */
export const FUSION_MODULES: Readonly<Record<string, readonly string[]>> = {
  "fusion:*": ["platform/local-host/src/fusion/*"],
};

/** What runs the code (tsx, esbuild, jest, Storybook) resolves both. */
export const RUNTIME_MODULES: Readonly<Record<string, readonly string[]>> = { ...FUSION_MODULES, ...PACKAGE_SOURCES };

/** Extensions tried after a candidate without one, as TypeScript's bundler resolution does. */
export const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"] as const;

/** The candidates for a specifier, or null when the table does not map it. */
export function candidatesFor(
  specifier: string,
  table: Readonly<Record<string, readonly string[]>> = RUNTIME_MODULES,
): string[] | null {
  for (const [pattern, targets] of Object.entries(table)) {
    const star = pattern.indexOf("*");
    if (star === -1) {
      if (specifier === pattern) return [...targets];
      continue;
    }
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (specifier.length < pattern.length - 1 || !specifier.startsWith(prefix) || !specifier.endsWith(suffix)) {
      continue;
    }
    const matched = specifier.slice(prefix.length, specifier.length - suffix.length);
    if (matched === "") continue;
    return targets.map((target) => target.replace("*", matched));
  }
  return null;
}

/** The source file a specifier resolves to under `root`, or null when the table does not map it or no file exists. */
export function resolveSource(
  specifier: string,
  root: string,
  table: Readonly<Record<string, readonly string[]>> = RUNTIME_MODULES,
): string | null {
  for (const candidate of candidatesFor(specifier, table) ?? []) {
    for (const extension of SOURCE_EXTENSIONS) {
      const file = join(root, candidate + extension);
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** The table as jest's moduleNameMapper (regular expressions to absolute paths, `$1` for the `*`). */
export function jestModuleNameMapper(
  root: string,
  table: Readonly<Record<string, readonly string[]>> = RUNTIME_MODULES,
): Record<string, string[]> {
  const mapper: Record<string, string[]> = {};
  for (const [pattern, targets] of Object.entries(table)) {
    const regex = `^${pattern.split("*").map(escapeRegExp).join("(.+)")}$`;
    mapper[regex] = targets.map((target) => `${root}/${target.replace("*", "$1")}`);
  }
  return mapper;
}

/** `compilerOptions.paths` for a tsconfig at the repo root. */
export function tsconfigPaths(table: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(table).map(([pattern, targets]) => [pattern, [...targets]]));
}

/** The tsconfig files written from the table, and the part of each the table decides. */
export const TSCONFIG_PATHS = {
  "tsconfig.base.json": tsconfigPaths(PACKAGE_SOURCES),
  "tsconfig.node.json": tsconfigPaths(RUNTIME_MODULES),
} as const;
