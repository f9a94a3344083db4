import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dependencyProblems, undeclaredImportProblems } from "./dependency-rules";
import { exportsProblems, exposedFiles } from "./exports-rules";
import { identityProblems, publishShapeProblems } from "./manifest-rules";
import type { PackageJson, WorkspacePackage } from "./package-json";
import { caretAllows, isRealRange } from "./semver-range";
import { dependencyCycles, undeclaredTestImportProblems, untestedPeerProblems } from "./test-dependency-rules";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "lint-packages-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const GOOD: PackageJson = {
  name: "@broadsheet/top-stories-block",
  version: "0.1.0",
  type: "module",
  sideEffects: false,
  main: "./dist/index.cjs",
  module: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: {
    ".": {
      import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
      require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
    },
    "./package.json": "./package.json",
  },
  files: ["dist", "features"],
  dependencies: { "@broadsheet/kit": "^0.1.0" },
  peerDependencies: { react: "^19.0.0" },
  publishConfig: { access: "public" },
};

/** A package folder on disk, so the rules that look for README, dist and Fusion folders see real files. */
function workspacePackage(manifest: PackageJson, dir = "blocks/top-stories-block", disk: string[] = ["README.md"]) {
  const path = join(root, dir);
  for (const file of disk) {
    mkdirSync(join(path, file, ".."), { recursive: true });
    writeFileSync(join(path, file), "");
  }
  return { ...sibling(dir, manifest), path };
}

/** Siblings the dependency rules look versions and privacy up in; they are never read from disk. */
const sibling = (dir: string, manifest: PackageJson): WorkspacePackage => ({
  dir,
  path: `/nowhere/${dir}`,
  manifest,
  name: String(manifest.name),
  private: manifest.private === true,
});
const workspace = new Map(
  [
    sibling("platform/kit", { name: "@broadsheet/kit", version: "0.1.3" }),
    sibling("platform/local-host", { name: "@broadsheet/local-host", version: "0.1.0", private: true }),
  ].map((pkg) => [pkg.name, pkg]),
);

describe("semver ranges", () => {
  it.each(["^18.3.0 || ^19.0.0", ">=18", ">= 18 <20", "~6.1.0", "1.2.3", "1.0.0 - 2.0.0"])("%s is real", (range) => {
    expect(isRealRange(range)).toBe(true);
  });
  it.each(["*", "", "latest", "x", "^18.x", "workspace:*", "file:../kit", "^18 ||"])("%j is not", (range) => {
    expect(isRealRange(range)).toBe(false);
  });
  it("reads carets as npm does", () => {
    expect(caretAllows("^0.1.0", "0.1.3")).toBe(true);
    expect(caretAllows("^0.1.0", "0.2.0")).toBe(false);
    expect(caretAllows("^1.2.0", "1.9.0")).toBe(true);
    expect(caretAllows("^1.2.0", "1.1.9")).toBe(false);
    expect(caretAllows("^0.0.3", "0.0.4")).toBe(false);
  });
});

describe("exports", () => {
  it("accepts types first in every condition", () => {
    expect(exportsProblems(GOOD.exports)).toEqual([]);
  });
  it("flags types after another condition, missing types and a missing map", () => {
    expect(exportsProblems({ ".": { import: { default: "./dist/index.js", types: "./dist/index.d.ts" } } })).toEqual([
      'exports["."].import: "types" must be the first condition (order is default, types)',
    ]);
    expect(exportsProblems({ ".": "./dist/index.js" })).toEqual([
      'exports["."] is "./dist/index.js" with no "types" condition: wrap it as { "types": …, "default": … }',
    ]);
    expect(exportsProblems({ ".": { require: "./lib/index.cjs" } })).toEqual([
      'exports["."] has no "types" condition',
      'exports["."].require points outside dist: "./lib/index.cjs"',
    ]);
    expect(exportsProblems(undefined)).toEqual(['no "exports" map']);
  });
  it("treats exported non-code files as deliberately shipped", () => {
    expect(exposedFiles({ "./fusion.d.ts": "./fusion.d.ts", "./package.json": "./package.json" })).toEqual([
      "fusion.d.ts",
    ]);
  });
});

describe("package.json shape", () => {
  it("passes the exemplar", () => {
    const pkg = workspacePackage(GOOD);
    expect([...identityProblems(pkg), ...publishShapeProblems(pkg), ...dependencyProblems(pkg, workspace)]).toEqual([]);
  });

  it("names every broken rule once", () => {
    const pkg = workspacePackage(
      {
        ...GOOD,
        name: "@broadsheet/other-block",
        type: "commonjs",
        sideEffects: true,
        main: "./src/index.ts",
        files: ["dist", "src"],
        publishConfig: undefined,
      },
      "blocks/top-stories-block",
      ["intl.json", "chains/top/default.js"],
    );
    expect(identityProblems(pkg)).toEqual([
      'name "@broadsheet/other-block" does not match its folder: expected @broadsheet/top-stories-block',
    ]);
    expect(publishShapeProblems(pkg)).toEqual([
      '"type" is not "module"',
      '"sideEffects" is not false',
      '"main" is "./src/index.ts", outside dist',
      '"files" lists "src": only dist, the Fusion folders, intl.json and exported files ship',
      '"files" does not list "intl.json"',
      '"files" does not list "chains", which the build wrote',
      '"publishConfig.access" is not "public" (scoped packages publish private by default)',
      "no README.md",
    ]);
  });
});

describe("dependencies", () => {
  it("keeps React and React DOM peer-only with real ranges", () => {
    const pkg = workspacePackage({
      ...GOOD,
      dependencies: { react: "^19.0.0", "@broadsheet/kit": "0.1.0", "@broadsheet/local-host": "^0.1.0" },
      peerDependencies: { "react-dom": "*" },
    });
    expect(dependencyProblems(pkg, workspace)).toEqual([
      "react is in dependencies: declare it in peerDependencies only",
      'dependencies "@broadsheet/kit": "0.1.0" must be ^x.y.z so lerna can bump it',
      'dependencies "@broadsheet/local-host" is private and never published: consumers could not install it',
      'peerDependencies "react-dom": "*" is not a real semver range',
    ]);
  });

  it("flags a workspace range that no longer includes the sibling's version", () => {
    const pkg = workspacePackage({ ...GOOD, dependencies: { "@broadsheet/kit": "^0.2.0" } });
    expect(dependencyProblems(pkg, workspace)).toEqual([
      'dependencies "@broadsheet/kit": "^0.2.0" does not include its version 0.1.3',
    ]);
  });

  it("wants every external import declared", () => {
    const pkg = workspacePackage({ ...GOOD, dependencies: {} }, "blocks/top-stories-block", [
      "src/top.tsx",
      "src/top.test.tsx",
    ]);
    writeFileSync(
      join(pkg.path, "src/top.tsx"),
      'import { createRoot } from "react-dom/client";\nimport { x } from "@broadsheet/kit";\n',
    );
    writeFileSync(join(pkg.path, "src/top.test.tsx"), 'import { renderBlock } from "@broadsheet/local-host";\n');
    expect(undeclaredImportProblems(pkg)).toEqual([
      "src imports react-dom but peerDependencies does not list it",
      "src imports @broadsheet/kit but dependencies does not list it",
    ]);
  });
});

describe("what tests use and what CI tests", () => {
  it("wants every package a test, story or fixture imports declared, and nothing of Node's or the host's", () => {
    const pkg = workspacePackage({ ...GOOD, devDependencies: { "jest-axe": "11.0.0" } }, "blocks/top-stories-block", [
      "src/top-stories.test.tsx",
      "src/top-stories.stories.tsx",
      "test/fixtures/data.ts",
      "src/top-stories.tsx",
    ]);
    writeFileSync(
      join(pkg.path, "src/top-stories.test.tsx"),
      'import { axe } from "jest-axe";\nimport { render } from "@testing-library/react";\nimport { x } from "node:fs";\n' +
        'import { useContent } from "fusion:content";\nimport { TopStories } from "./top-stories";\n',
    );
    writeFileSync(
      join(pkg.path, "src/top-stories.stories.tsx"),
      'import type { Meta } from "@storybook/react-vite";\n',
    );
    writeFileSync(join(pkg.path, "test/fixtures/data.ts"), 'import { renderBlock } from "@broadsheet/local-host";\n');
    // The block's own source is checked by the shipped-import rule, not this one.
    writeFileSync(join(pkg.path, "src/top-stories.tsx"), 'import { thing } from "left-pad";\n');
    expect(undeclaredTestImportProblems(pkg)).toEqual([
      "tests or stories import @broadsheet/local-host but no dependency field lists it (add it to devDependencies)",
      "tests or stories import @storybook/react-vite but no dependency field lists it (add it to devDependencies)",
      "tests or stories import @testing-library/react but no dependency field lists it (add it to devDependencies)",
    ]);
  });

  it("finds workspace packages that need each other, devDependencies included", () => {
    const kit = sibling("platform/kit", {
      name: "@broadsheet/kit",
      devDependencies: { "@broadsheet/local-host": "^0.1.0" },
    });
    const host = sibling("platform/local-host", {
      name: "@broadsheet/local-host",
      dependencies: { "@broadsheet/kit": "^0.1.0" },
    });
    const block = sibling("blocks/a-block", {
      name: "@broadsheet/a-block",
      dependencies: { "@broadsheet/kit": "^0.1.0" },
    });
    expect(dependencyCycles([kit, host, block])).toEqual([
      ["@broadsheet/kit", "@broadsheet/local-host", "@broadsheet/kit"],
    ]);
    expect(dependencyCycles([sibling("platform/kit", { name: "@broadsheet/kit" }), host, block])).toEqual([]);
  });

  it("lets a peer range promise only the React major CI tests", () => {
    const tested = { react: "19.3.1", "react-dom": "19.3.1" };
    const at = (peerDependencies: Record<string, string>) =>
      untestedPeerProblems(sibling("blocks/x", { name: "x", peerDependencies }), tested);
    expect(at({ react: "^19.0.0", "react-dom": "^19.0.0" })).toEqual([]);
    expect(at({ react: "^18.3.0 || ^19.0.0" })).toEqual([
      'peerDependencies "react": "^18.3.0 || ^19.0.0" admits react 18, but CI tests 19.3.1 only',
    ]);
    expect(at({ react: ">=18" })).toEqual(['peerDependencies "react": ">=18" should be ^19.x.y, the major CI tests']);
    expect(at({ "prop-types": "^15.8.0" })).toEqual([]);
  });
});
