/** @jest-config-loader esbuild-register */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "jest";
import { jestModuleNameMapper, PACKAGE_SOURCES, RUNTIME_MODULES } from "./scripts/module-map";

const root = __dirname;
const workspaceGlobs: string[] = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces;

/** Every workspace package with sources is its own jest project. */
function packageDirs(): string[] {
  return workspaceGlobs
    .flatMap((glob) => {
      if (!glob.endsWith("/*")) return [glob];
      const parent = glob.slice(0, -2);
      return existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((name) => `${parent}/${name}`) : [];
    })
    .filter((dir) => existsSync(join(root, dir, "src")));
}

const swc: [string, Record<string, unknown>] = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

/**
 * kit declares the fusion:* modules but is no host: its own tests render nothing and so do not depend on
 * local-host (which depends on kit). The modules resolve to a guard that says where render tests belong.
 */
const KIT_FUSION_MODULES = { "fusion:*": ["platform/kit/test/no-host.ts"] };

function project(dir: string, displayName?: string): Config {
  const name = displayName ?? (JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name as string);
  const modules = dir === "platform/kit" ? { ...KIT_FUSION_MODULES, ...PACKAGE_SOURCES } : RUNTIME_MODULES;
  return {
    displayName: name,
    rootDir: join(root, dir),
    testEnvironment: "jest-fixed-jsdom",
    testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/test/**/*.test.{ts,tsx}"],
    transform: { "^.+\\.(m|c)?(t|j)sx?$": swc },
    // msw's ESM-only dependencies must be compiled for jest on Node 20.
    transformIgnorePatterns: ["/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|msw)/)"],
    setupFilesAfterEnv: [join(root, "jest.setup.ts")],
    moduleNameMapper: {
      ...jestModuleNameMapper(root, modules),
      // The preview's Vite-only import.meta.glob of the phrase files; jest reads them from disk instead.
      "^\\./phrase-files\\.vite$": join(root, ".storybook/phrase-files.node.ts"),
    },
  };
}

/** Every story of every package, rendered as a test and checked with axe (portable stories). */
function storiesProject(): Config {
  const base = project(".storybook", "storybook");
  return {
    ...base,
    testMatch: ["<rootDir>/*.test.{ts,tsx}"],
    // Storybook 10 ships ESM only.
    transformIgnorePatterns: ["/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|msw|storybook|@storybook)/)"],
  };
}

/** The repo's tooling (new-block, lint-packages): plain Node tests, no DOM and no test host. */
function scriptsProject(): Config {
  return {
    ...project("scripts", "scripts"),
    testEnvironment: "node",
    testMatch: ["<rootDir>/**/*.test.ts"],
    setupFilesAfterEnv: [],
  };
}

const config: Config = {
  projects: [...packageDirs().map((dir) => project(dir)), storiesProject(), scriptsProject()],
  testTimeout: 20000,
};

export default config;
