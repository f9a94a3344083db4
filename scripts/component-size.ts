/**
 * What one import from @broadsheet/components costs a reader: each case is bundled from the built
 * package (as a site's bundler would, honouring `sideEffects: false`), minified, and gzipped.
 * React, the styling runtime (@broadsheet/style) and the fusion:* host modules are external (the page has them
 * anyway).
 * Each case has a gzip budget; CI fails when one is exceeded, so a change that breaks tree-shaking
 * (a barrel, a side effect, a heavy dependency) cannot land unnoticed.
 * Usage: npm run build && npm run size:components
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { repoRoot } from "../platform/local-host/src/node/repo";

interface Case {
  source: string;
  /** Gzip bytes allowed. */
  budget: number;
}

const only = (name: string): Case["source"] =>
  `import { ${name} } from "@broadsheet/components"; export default ${name};`;

const CASES: Record<string, Case> = {
  "Button alone": { source: only("Button"), budget: 3_000 },
  "one icon (VisaIcon)": { source: only("VisaIcon"), budget: 1_500 },
  "Link alone": { source: only("Link"), budget: 1_800 },
  "Image alone": { source: only("Image"), budget: 3_000 },
  "Carousel alone": { source: only("Carousel"), budget: 6_000 },
  "the whole package": { source: 'import * as all from "@broadsheet/components"; export default all;', budget: 45_000 },
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
    external: ["react", "react-dom", "react/jsx-runtime", "@broadsheet/style", "fusion:*"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const text = result.outputFiles[0]?.text ?? "";
  return { gzip: gzipSync(text, { level: 9 }).length, text };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bs-size-"));
  try {
    console.log("import | minified | gzip | budget");
    const over: string[] = [];
    for (const [name, { source, budget }] of Object.entries(CASES)) {
      const { gzip, text } = await gzipBytes(source, dir);
      console.log(`${name} | ${text.length} B | ${gzip} B | ${budget} B${gzip > budget ? "  OVER BUDGET" : ""}`);
      if (gzip > budget) over.push(name);
    }
    if (over.length) {
      console.error(`Over the size budget: ${over.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
