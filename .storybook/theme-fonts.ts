import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FONT_FILES, PRELOAD_FONT_FILES, fontFaceStylesheet } from "../themes/src/fonts.ts";

/**
 * The themes' web fonts in Storybook, as the preview and Fusion serve them, so that a block's story is set in the
 * faces a reader sees (without them every story fell back to Georgia and the system sans). Relative to the story
 * frame, so a built Storybook works under any path.
 */
const FONTS_PATH = "pf/resources/fonts/";

/** A listed font's file, read from the fontsource package the themes depend on; null for any other name. */
function fontBytes(root: string, name: string): Buffer | null {
  const font = FONT_FILES.find((candidate) => candidate.file === name);
  if (!font) return null;
  const require = createRequire(join(root, "themes/package.json"));
  return readFileSync(require.resolve(`${font.package}/files/${font.file}`));
}

/** The head's preloads and @font-face rules (main.ts's previewHead). */
export function themeFontsHead(): string {
  const preloads = PRELOAD_FONT_FILES.map(
    (file) => `<link rel="preload" as="font" type="font/woff2" href="./${FONTS_PATH}${file}" crossorigin>`,
  );
  return `${preloads.join("")}<style data-bs-fonts>${fontFaceStylesheet(`./${FONTS_PATH}`)}</style>`;
}

/** Serves the files while Storybook runs, and writes them beside the built Storybook. */
export function themeFonts(root: string): Plugin {
  return {
    name: "broadsheet-theme-fonts",
    configureServer(server) {
      server.middlewares.use(`/${FONTS_PATH}`, (request, response, next) => {
        const bytes = fontBytes(root, (request.url ?? "").slice(1).split("?")[0] ?? "");
        if (!bytes) return next();
        response.setHeader("content-type", "font/woff2");
        response.end(bytes);
      });
    },
    generateBundle() {
      for (const font of FONT_FILES) {
        const source = fontBytes(root, font.file);
        if (source) this.emitFile({ type: "asset", fileName: `${FONTS_PATH}${font.file}`, source });
      }
    },
  };
}
