/** @jest-config-loader esbuild-register */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "jest";

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

const BROWSER_TEST = "\\.e2e\\.test\\.tsx?$";

/** Whether a package has browser tests (*.e2e.test.ts) in src or test. */
function hasBrowserTests(dir: string): boolean {
  return ["src", "test"].some((folder) => {
    const path = join(root, dir, folder);
    return (
      existsSync(path) &&
      readdirSync(path, { recursive: true, encoding: "utf8" }).some((file) => new RegExp(BROWSER_TEST).test(file))
    );
  });
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

function project(dir: string, displayName?: string): Config {
  const name = displayName ?? (JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name as string);
  return {
    displayName: name,
    rootDir: join(root, dir),
    testEnvironment: "jest-fixed-jsdom",
    testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/test/**/*.test.{ts,tsx}"],
    transform: { "^.+\\.(m|c)?(t|j)sx?$": swc },
    // msw's ESM-only dependencies must be compiled for jest on Node 20.
    transformIgnorePatterns: ["/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|msw)/)"],
    setupFilesAfterEnv: [join(root, "jest.setup.ts")],
    // Browser tests run in their own project (browserProject), so selecting them is what sets up Chromium.
    testPathIgnorePatterns: ["/node_modules/", BROWSER_TEST],
    moduleNameMapper: {
      "^fusion:(content|context|properties|intl|environment|static)$": join(root, "platform/local-host/src/fusion/$1"),
      "^@broadsheet/kit$": join(root, "platform/kit/src/index.ts"),
      "^@broadsheet/kit/(.*)$": [join(root, "platform/kit/src/$1"), join(root, "platform/kit/src/$1/index.ts")],
      "^@broadsheet/(components|themes)$": join(root, "$1/src/index.ts"),
      "^@broadsheet/(components|themes)/(.*)$": join(root, "$1/src/$2"),
      "^@broadsheet/local-host/(.*)$": join(root, "platform/local-host/src/$1"),
      "^@broadsheet/([^/]+)$": [join(root, "blocks/$1/src/index.ts"), join(root, "platform/$1/src/index.ts")],
      "^@storybook-preview$": join(root, ".storybook/preview.tsx"),
      // The preview's Vite-only import.meta.glob of the phrase files; jest reads them from disk instead.
      "^\\./phrase-files\\.vite$": join(root, ".storybook/phrase-files.node.ts"),
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
  projects: [
    ...packageDirs().map((dir) => project(dir)),
    ...packageDirs()
      .filter(hasBrowserTests)
      .map((dir) => browserProject(dir)),
    storiesProject(),
    scriptsProject(),
  ],
  testTimeout: 20000,
  // In CI only failures and the totals matter; the default reporter's PASS line per test file buries them.
  reporters: ["true", "1"].includes(process.env.CI ?? "") ? [["summary", { summaryThreshold: 0 }]] : ["default"],
};

export default config;
