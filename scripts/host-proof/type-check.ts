/**
 * Type-checks a consumer's files against the packages installed in its node_modules, as a site team's
 * TypeScript would: strict, with skipLibCheck off so every shipped .d.ts is checked too, under one of the
 * three module resolutions a site may use. Self-contained so the host proof can call it on its install.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** The resolutions sites use: bundler (Vite, webpack 5), node16 (Node's own ESM/CJS rules), node10 (no `exports`). */
export type TypeResolution = "bundler" | "node16" | "node10";

const MODULE_SETTINGS: Record<TypeResolution, { module: string; moduleResolution: string }> = {
  bundler: { module: "esnext", moduleResolution: "bundler" },
  node16: { module: "node16", moduleResolution: "node16" },
  node10: { module: "commonjs", moduleResolution: "node10" },
};

export interface TypeCheckResult {
  resolution: TypeResolution;
  ok: boolean;
  /** tsc's diagnostics, one per line; empty when ok. */
  output: string;
}

/**
 * Writes tsconfig.<resolution>.json into `consumerDir` (including `files`, relative to it) and runs on it the
 * typescript installed where the command runs (the repo root). `types: []` keeps unrelated @types packages out, so
 * only what the files import is checked. Under node16 a .cts file checks the `require` flavour (.d.cts) and a .ts
 * file in a "type": "module" folder the `import` one.
 */
export function typeCheck(consumerDir: string, resolution: TypeResolution, files: readonly string[]): TypeCheckResult {
  const config = `tsconfig.${resolution}.json`;
  const compilerOptions = {
    ...MODULE_SETTINGS[resolution],
    target: "es2022",
    lib: ["es2023", "dom", "dom.iterable"],
    jsx: "react-jsx",
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    types: [],
  };
  writeFileSync(join(consumerDir, config), `${JSON.stringify({ compilerOptions, files }, null, 2)}\n`);
  const tsc = createRequire(join(process.cwd(), "package.json")).resolve("typescript/bin/tsc");
  const run = spawnSync(process.execPath, [tsc, "-p", config, "--pretty", "false"], {
    cwd: consumerDir,
    encoding: "utf8",
  });
  const output = `${run.stdout}${run.stderr}`.trim();
  return { resolution, ok: run.status === 0, output };
}
