import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Options } from "tsup";
import { EVERY_MODULE, packageConfig } from "../scripts/build/tsup-preset";
import { FONT_FILES } from "./src/fonts";

const require = createRequire(join(process.cwd(), "package.json"));

/**
 * The font files into dist/fonts, with each family's licence (the OFL asks that it travel with the fonts): a
 * site copies that folder into its bundle's resources/fonts/, which Fusion serves (node_modules it does not). The
 * fontsource packages are devDependencies, so a site installs these 244 KB rather than their 7.5 MB of every
 * subset and weight.
 */
function copyFonts(): void {
  const out = join(process.cwd(), "dist/fonts");
  mkdirSync(out, { recursive: true });
  for (const font of FONT_FILES) {
    copyFileSync(require.resolve(`${font.package}/files/${font.file}`), join(out, font.file));
  }
  for (const pkg of new Set(FONT_FILES.map((font) => font.package))) {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    copyFileSync(join(dir, "LICENSE"), join(out, `${pkg.replace("@fontsource/", "")}-LICENSE.txt`));
  }
}

// Themes has no parts, so the preset gives one configuration, not the array of a package with a server flavour.
const config = packageConfig({ entry: EVERY_MODULE }) as Options;

export default {
  ...config,
  async onSuccess() {
    if (typeof config.onSuccess === "function") await config.onSuccess();
    copyFonts();
  },
} satisfies Options;
