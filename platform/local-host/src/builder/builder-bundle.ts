import { join } from "node:path";
import { build } from "esbuild";
import { repoRoot } from "../node/repo";
import { temporaryBuildDir, type BundleMode } from "../server/client-bundles";
import { BUILDER_BASE } from "./builder-api";

/** Where the builder's own scripts are served: under /builder/ only, apart from every reader page's scripts. */
export const BUILDER_ASSETS = `${BUILDER_BASE}assets/`;
export const BUILDER_SCRIPT = `${BUILDER_ASSETS}builder.js`;

/** The folder of this file's siblings: the builder's browser app is the only entry of its own build. */
export const BUILDER_ENTRY = join(repoRoot(), "platform/local-host/src/builder/client/builder-main.tsx");

export interface BuilderBundle {
  outDir: string;
}

/**
 * Builds the builder's browser app on its own (never an entry of the reader pages' build, so none of its code
 * can end up in their chunks). Built on the first visit to /builder/, so previews that never open it pay nothing.
 */
export function builderBundle(mode: BundleMode): () => Promise<BuilderBundle> {
  let built: Promise<BuilderBundle> | undefined;
  return () => {
    built ??= (async () => {
      const outDir = join(temporaryBuildDir(), "builder");
      await build({
        entryPoints: { builder: BUILDER_ENTRY },
        outdir: outDir,
        bundle: true,
        format: "esm",
        platform: "browser",
        target: "es2020",
        minify: mode === "production",
        legalComments: "linked",
        tsconfig: join(repoRoot(), "tsconfig.node.json"),
        jsx: "automatic",
        define: { "process.env.NODE_ENV": JSON.stringify(mode) },
        logLevel: "warning",
        absWorkingDir: repoRoot(),
      });
      return { outDir };
    })();
    // A failed build is tried again on the next visit, not kept.
    built.catch(() => (built = undefined));
    return built;
  };
}
