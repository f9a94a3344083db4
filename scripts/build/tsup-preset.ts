import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { defineConfig, type Options } from "tsup";
import { cssTemplatesPlugin } from "../../platform/local-host/src/node/css-templates";
import { serverPartsPlugin } from "../../platform/local-host/src/node/server-parts";
import { hasServerFlavour, SERVER_FLAVOUR_DIR } from "./server-flavour";

/**
 * Every source module as its own output module. A library's barrel then re-exports separate files,
 * so a bundler honouring `sideEffects: false` drops what a page does not import; in one bundled file
 * top-level calls (styled(), defineFields()) count as side effects and everything would stay.
 */
export const EVERY_MODULE = [
  "src/**/*.ts",
  "src/**/*.tsx",
  "!src/**/*.d.ts",
  "!src/**/*.test.ts",
  "!src/**/*.test.tsx",
  "!src/**/*.stories.tsx",
  // Test and story helpers.
  "!src/**/test-*",
  "!src/**/fixtures/**",
];

/** Set by scripts/build/build-all.ts: a package build leaves its Fusion entries to the one pass after all builds. */
export const FUSION_ENTRIES_LATER = "BROADSHEET_FUSION_ENTRIES_LATER";

export interface PresetOptions {
  entry?: Options["entry"];
  /** Block packages also get Fusion's discovery folders and a manifest per block after the build. */
  blocks?: boolean;
  /** Prepended to every emitted .d.ts. */
  dtsBanner?: string;
}

/**
 * One build for every package: ESM + CJS + types, host modules and sibling packages left external.
 * Declarations resolve sibling packages through node_modules to their built .d.ts (lerna builds them
 * first), not through the editor's source paths: with those, every package's declaration build type-checked
 * the kit and components again, and took three times as long.
 * The declaration build only emits (noCheck, and no ambient test types): `npm run typecheck` checks every package
 * once, as CI does before it builds; checking each package again here was two thirds of the build's time.
 * A package that defines parts also gets its server flavour in dist/server (server-flavour.ts): the same modules
 * with each part's code imported statically, no declarations (they are dist's), built beside dist's.
 */
export function packageConfig({ entry = ["src/index.ts"], blocks = false, dtsBanner }: PresetOptions = {}) {
  const shared = {
    entry,
    format: ["esm", "cjs"],
    sourcemap: true,
    target: "es2020",
    treeshake: true,
    splitting: true,
    tsconfig: "tsconfig.json",
    external: ["react", "react-dom", "react/jsx-runtime", /^fusion:/, /^@broadsheet\//],
  } satisfies Options;
  const server = hasServerFlavour(process.cwd());
  const browsers: Options = {
    ...shared,
    dts: { ...(dtsBanner ? { banner: dtsBanner } : {}), compilerOptions: { paths: {}, types: [], noCheck: true } },
    // The server flavour is built into dist/server at the same time, and cleans it itself.
    clean: server ? ["!server/**"] : true,
    // Fusion's bundle is built from these files: the CSS templates ship without comments and indentation.
    esbuildPlugins: [cssTemplatesPlugin()],
    async onSuccess() {
      // `npm run build` writes every package's entries in one process once all are built (build-all.ts).
      if (!blocks || process.env[FUSION_ENTRIES_LATER] === "1") return;
      const root = join(process.cwd(), "../..");
      execFileSync(
        "npx",
        [
          "tsx",
          "--tsconfig",
          join(root, "tsconfig.node.json"),
          join(root, "scripts/build/fusion-entries.ts"),
          process.cwd(),
        ],
        { stdio: "inherit" },
      );
    },
  };
  if (!server) return defineConfig(browsers);
  return defineConfig([
    browsers,
    { ...shared, name: "server", outDir: SERVER_FLAVOUR_DIR, clean: true, esbuildPlugins: [serverPartsPlugin()] },
  ]);
}
