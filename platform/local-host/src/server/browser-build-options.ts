import type { BuildOptions } from "esbuild";
import type { BundleMode } from "./client-bundles";

/**
 * What both of the preview's esbuild passes share (client-bundles.ts splits the sources, always-loaded-chunks.ts
 * builds its output again): ES modules for browsers, split into hashed chunks, minified in production, with a
 * metafile for the size report.
 */
export function splitBrowserBuild(root: string, mode: BundleMode): BuildOptions {
  return {
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: mode === "production",
    metafile: true,
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    absWorkingDir: root,
  };
}
