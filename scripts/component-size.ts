/**
 * What one import from @broadsheet/components costs a reader: each case is bundled from the built
 * package (as a site's bundler would, honouring `sideEffects: false`), minified, and gzipped.
 * React, styled-components and the fusion:* host modules are external (the page has them anyway).
 * Usage: npm run build && npm run size:components
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { repoRoot } from "../platform/local-host/src/node/repo";

const CASES: Record<string, string> = {
  "Button alone": 'import { Button } from "@broadsheet/components"; export default Button;',
  "one icon (VisaIcon)": 'import { VisaIcon } from "@broadsheet/components"; export default VisaIcon;',
  "Link alone": 'import { Link } from "@broadsheet/components"; export default Link;',
  "Image alone": 'import { Image } from "@broadsheet/components"; export default Image;',
  "Carousel alone": 'import { Carousel } from "@broadsheet/components"; export default Carousel;',
  "the whole package": 'import * as all from "@broadsheet/components"; export default all;',
};

async function gzipBytes(source: string, dir: string): Promise<{ gzip: number; text: string }> {
  const entry = join(dir, "entry.js");
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    absWorkingDir: repoRoot(),
    // Resolve packages as a site's bundler would (their dist), not through this repo's source paths.
    tsconfigRaw: {},
    nodePaths: [join(repoRoot(), "node_modules")],
    external: ["react", "react-dom", "react/jsx-runtime", "styled-components", "fusion:*"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const text = result.outputFiles[0]?.text ?? "";
  return { gzip: gzipSync(text, { level: 9 }).length, text };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bs-size-"));
  try {
    console.log("import | minified | gzip");
    for (const [name, source] of Object.entries(CASES)) {
      const { gzip, text } = await gzipBytes(source, dir);
      console.log(`${name} | ${text.length} B | ${gzip} B`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
