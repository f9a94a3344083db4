import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import type { DiscoveredBlock } from "../node/discover";
import { repoRoot } from "../node/repo";

export interface IslandBundles {
  /** Folder served under /assets/. */
  outDir: string;
  /** URL of the loader script. */
  loader: string;
  /** Every module URL an island needs (its entry, shared chunks and the loader), for modulepreload. */
  modulesFor: (islands: Iterable<string>) => string[];
  /** Gzipped bytes per asset URL, for the size report. */
  gzipBytes: (url: string) => number;
}

const ASSET_BASE = "/assets/";

/**
 * Builds browser bundles for the island blocks only (static blocks get none): one entry per
 * island and the loader, split so React and the host runtime are shared, minified for production.
 */
export async function buildIslandBundles(
  blocks: readonly DiscoveredBlock[],
  outDir: string = join(repoRoot(), ".preview-build/assets"),
): Promise<IslandBundles> {
  const root = repoRoot();
  const entriesDir = join(outDir, "../entries");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(entriesDir, { recursive: true });

  const entryPoints: Record<string, string> = {
    loader: join(root, "platform/local-host/src/client/loader.tsx"),
  };
  for (const { block, exportName, entry } of blocks) {
    if (block.static || block.definition.kind !== "feature") continue;
    const file = join(entriesDir, `${block.definition.name}.ts`);
    writeFileSync(file, `export { ${exportName} as default } from ${JSON.stringify(entry)};\n`);
    entryPoints[`islands/${block.definition.name}`] = file;
  }

  const result = await build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    metafile: true,
    chunkNames: "chunks/[name]-[hash]",
    tsconfig: join(root, "tsconfig.node.json"),
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
    absWorkingDir: root,
  });

  const outputs = result.metafile.outputs;
  const urlOf = (file: string) => ASSET_BASE + relative(outDir, join(root, file)).split("\\").join("/");
  const byUrl = new Map<string, Metafile["outputs"][string]>();
  for (const [file, output] of Object.entries(outputs)) if (file.endsWith(".js")) byUrl.set(urlOf(file), output);

  function closure(url: string, seen: Set<string>): void {
    if (seen.has(url)) return;
    seen.add(url);
    for (const imported of byUrl.get(url)?.imports ?? []) {
      if (imported.kind === "import-statement") closure(urlOf(imported.path), seen);
    }
  }

  const loader = `${ASSET_BASE}loader.js`;
  const sizes = new Map<string, number>();
  return {
    outDir,
    loader,
    modulesFor(islands) {
      const seen = new Set<string>();
      closure(loader, seen);
      for (const name of islands) closure(`${ASSET_BASE}islands/${name}.js`, seen);
      return [...seen];
    },
    gzipBytes(url) {
      if (!sizes.has(url)) {
        const file = join(outDir, url.slice(ASSET_BASE.length));
        sizes.set(url, gzipSync(readFileSync(file), { level: 9 }).length);
      }
      return sizes.get(url) ?? 0;
    },
  };
}
