import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PhraseFile } from "../host/phrase-registry";
import type { DiscoveredBlock } from "../node/discover";
import { repoRoot } from "../node/repo";
import type { HydratedBlocks } from "../page/page-plan";

function readPhrases(dir: string): PhraseFile {
  const file = join(dir, "intl.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PhraseFile) : {};
}

/** Keeps the translations a reader of `locale` can be shown: the locale, its language, and English. */
function forLocale(file: PhraseFile, locale: string): PhraseFile {
  const wanted = new Set([locale, locale.split(/[-_]/)[0] ?? locale, "en"]);
  const kept: PhraseFile = {};
  for (const [key, translations] of Object.entries(file)) {
    kept[key] = Object.fromEntries(Object.entries(translations).filter(([language]) => wanted.has(language)));
  }
  return kept;
}

/**
 * The workspace packages a block package depends on (`@broadsheet/*` in its dependencies), as folders: their
 * phrases render in the block too (arc-client's error and validation messages in the identity forms).
 */
export function workspaceDependencyDirs(packageDir: string, root: string = repoRoot()): string[] {
  const file = join(packageDir, "package.json");
  if (!existsSync(file)) return [];
  const { dependencies = {} } = JSON.parse(readFileSync(file, "utf8")) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => name.startsWith("@broadsheet/"))
    .map((name) => join(root, "node_modules", name))
    .filter((dir) => existsSync(dir));
}

/**
 * The phrases the browser needs to hydrate a page: those of the hydrated blocks' packages and of the workspace
 * packages they depend on, and the design system's global ones, in the page's locale only. Static features
 * need none: the browser never renders them.
 */
export function pagePhrases(blocks: readonly DiscoveredBlock[]) {
  const designSystem = readPhrases(join(repoRoot(), "components"));
  const packageOf = new Map(blocks.map(({ block, packageDir }) => [block.definition.name, packageDir]));
  return (hydrated: HydratedBlocks, locale: string): PhraseFile => {
    const names = [hydrated.layout, ...hydrated.chains, ...hydrated.islands.keys()];
    const own = names.map((name) => packageOf.get(name)).filter((dir) => dir !== undefined);
    const dirs = new Set([...own.flatMap((dir) => workspaceDependencyDirs(dir)), ...own]);
    const merged: PhraseFile = { ...designSystem };
    for (const dir of dirs) Object.assign(merged, readPhrases(dir));
    return forLocale(merged, locale);
  };
}
