import { createRequire } from "node:module";
import { join } from "node:path";
import { FONT_FILES } from "@broadsheet/themes";
import { repoRoot } from "../node/repo";

/** Where the default output type asks for the themes' fonts (`{contextPath}/resources/fonts/`), as under Fusion. */
export const FONTS_BASE = "/pf/resources/fonts/";

/**
 * A year, immutable, as a site's CDN would send them: a file's name says its family, subset, weight and style,
 * and its bytes change only with a font package's (exact) version; under Fusion each deploy's parameter is also
 * in the URL.
 */
export const FONT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The file on disk of a font the themes list, or null for any other name: read straight from the fontsource
 * packages (the themes' devDependencies; a site gets the files from the themes' dist/fonts), so the preview needs
 * no build. Only listed names are answered, so a request can never name a path of its own.
 */
export function fontFile(name: string): string | null {
  const font = FONT_FILES.find((candidate) => candidate.file === name);
  if (!font) return null;
  // Resolved from the themes package, which lists the font packages.
  const require = createRequire(join(repoRoot(), "themes/package.json"));
  return require.resolve(`${font.package}/files/${font.file}`);
}
