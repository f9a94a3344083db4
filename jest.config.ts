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

// msw's and Storybook 10's ESM-only dependencies must be compiled for jest on Node 20.
const COMPILED_MODULES = ["rettime", "until-async", "@open-draft", "@mswjs", "msw", "storybook", "@storybook"];

/** Whether a package has stories, the way .storybook/package-stories.test.tsx finds them. */
function hasStories(dir: string): boolean {
  const walk = (path: string): boolean =>
    readdirSync(path, { withFileTypes: true }).some((entry) =>
      entry.isDirectory()
        ? !["node_modules", "dist"].includes(entry.name) && walk(join(path, entry.name))
        : /\.stories\.tsx?$/.test(entry.name),
    );
  return existsSync(join(root, dir, "src")) && walk(join(root, dir, "src"));
}

function project(dir: string, displayName?: string): Config {
  const name = displayName ?? (JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name as string);
  const modules = dir === "platform/kit" ? { ...KIT_FUSION_MODULES, ...PACKAGE_SOURCES } : RUNTIME_MODULES;
  return {
    displayName: name,
    rootDir: join(root, dir),
    testEnvironment: "jest-fixed-jsdom",
    testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/test/**/*.test.{ts,tsx}"],
    ...(hasStories(dir)
      ? {
          // The package's stories run here, so a failing story is reported under the package's name.
          roots: ["<rootDir>", join(root, ".storybook")],
          testMatch: [
            "<rootDir>/src/**/*.test.{ts,tsx}",
            "<rootDir>/test/**/*.test.{ts,tsx}",
            join(root, ".storybook/package-stories.test.tsx"),
          ],
          globals: { STORY_PACKAGE_DIR: dir },
        }
      : {}),
    transform: { "^.+\\.(m|c)?(t|j)sx?$": swc },
    transformIgnorePatterns: [`/node_modules/(?!(${COMPILED_MODULES.join("|")})/)`],
    setupFilesAfterEnv: [join(root, "jest.setup.ts")],
    moduleNameMapper: {
      ...jestModuleNameMapper(root, modules),
      // The preview's Vite-only import.meta.glob of the phrase files; jest reads them from disk instead.
      "^\\./phrase-files\\.vite$": join(root, ".storybook/phrase-files.node.ts"),
    },
  };
}

/** The story harness's own tests (each package's stories run in the package's project). */
function storiesProject(): Config {
  return { ...project(".storybook", "storybook"), testMatch: ["<rootDir>/story-check.test.tsx"] };
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
