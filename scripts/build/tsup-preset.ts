import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { defineConfig, type Options } from "tsup";
import { cssTemplatesPlugin } from "../../platform/local-host/src/node/css-templates";

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
 */
export function packageConfig({ entry = ["src/index.ts"], blocks = false, dtsBanner }: PresetOptions = {}) {
  return defineConfig({
    entry,
    format: ["esm", "cjs"],
    dts: { ...(dtsBanner ? { banner: dtsBanner } : {}), compilerOptions: { paths: {}, types: [], noCheck: true } },
    sourcemap: true,
    clean: true,
    target: "es2020",
    treeshake: true,
    splitting: true,
    tsconfig: "tsconfig.json",
    external: ["react", "react-dom", "react/jsx-runtime", /^fusion:/, /^@broadsheet\//],
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
  });
}
