/** @jest-config-loader esbuild-register */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "jest";
import { BROWSER_TEST_FILE, filesIn, STORY_FILE, workspacePackages } from "./platform/local-host/src/node/repo";
import { jestModuleNameMapper, PACKAGE_SOURCES, RUNTIME_MODULES } from "./scripts/module-map";

const root = __dirname;
/** Every workspace package with sources is its own jest project. */
const packageDirs = workspacePackages(root).filter((dir) => existsSync(join(root, dir, "src")));

const hasStories = (dir: string): boolean => filesIn(join(root, dir, "src"), STORY_FILE).length > 0;
const hasBrowserTests = (dir: string): boolean =>
  ["src", "test"].some((folder) => filesIn(join(root, dir, folder), BROWSER_TEST_FILE).length > 0);

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
const COMPILED_MODULES = [
  "rettime",
  "until-async",
  "@open-draft",
  "@mswjs",
  "msw",
  "msw-storybook-addon",
  "storybook",
  "@storybook",
];

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
    // Browser tests run in their own project (browserProject), so selecting them is what sets up Chromium.
    testPathIgnorePatterns: ["/node_modules/", BROWSER_TEST_FILE.source],
    moduleNameMapper: {
      ...jestModuleNameMapper(root, modules),
      // The preview's Vite-only import.meta.glob of the phrase files; jest reads them from disk instead.
      "^\\./phrase-files\\.vite$": join(root, ".storybook/phrase-files.node.ts"),
      // The preview's MSW instance: the browser's service worker in Storybook, msw/node under jest.
      "^\\./msw-setup\\.vite$": join(root, ".storybook/msw-setup.node.ts"),
    },
  };
}

/**
 * A package's browser tests. Their globalSetup finds Chromium, or installs it as root on Debian; jest
 * runs a project's globalSetup only when one of its tests is selected, so `npm test -- platform/kit`
 * needs no browser.
 */
function browserProject(dir: string): Config {
  const base = project(dir);
  return {
    ...base,
    displayName: `${String(base.displayName)} (browser)`,
    testMatch: ["<rootDir>/src/**/*.e2e.test.{ts,tsx}", "<rootDir>/test/**/*.e2e.test.{ts,tsx}"],
    testPathIgnorePatterns: ["/node_modules/"],
    globalSetup: join(root, "platform/local-host/test/browser-global-setup.ts"),
  };
}

/** The story harness's own tests (each package's stories run in the package's project). */
function storiesProject(): Config {
  return {
    ...project(".storybook", "storybook"),
    testMatch: [
      "<rootDir>/story-check.test.tsx",
      "<rootDir>/block-story.test.tsx",
      "<rootDir>/fake-arc.test.tsx",
      "<rootDir>/story-isolation.test.tsx",
      "<rootDir>/block-facts.test.tsx",
      "<rootDir>/theme-fonts.test.ts",
    ],
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
  projects: [
    ...packageDirs.map((dir) => project(dir)),
    ...packageDirs.filter(hasBrowserTests).map((dir) => browserProject(dir)),
    storiesProject(),
    scriptsProject(),
  ],
  testTimeout: 20000,
  // Jest's default is one worker fewer than the CPUs: on CI's two cores that is one, and half the machine idles.
  maxWorkers: "100%",
  // A worker that has grown past this after a test file is replaced: in a whole run the two workers grew to 4 GB
  // each and tests that take 9 s alone took 19 s (CI, 2026-11-26); a fresh worker costs about a second.
  workerIdleMemoryLimit: "2GB",
  // In CI only failures and the totals matter; the default reporter's PASS line per test file buries them.
  reporters: ["true", "1"].includes(process.env.CI ?? "") ? [["summary", { summaryThreshold: 0 }]] : ["default"],
};

export default config;
