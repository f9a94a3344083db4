import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dependencyProblems, moduleSpecifiers, undeclaredImportProblems } from "./dependency-rules";
import { exportsProblems, exposedFiles } from "./exports-rules";
import { identityProblems, publishShapeProblems } from "./manifest-rules";
import { metadataProblems } from "./metadata-rules";
import type { PackageJson, WorkspacePackage } from "./package-json";
import { reactFloorProblems, typesReactPeerProblems } from "./peer-rules";
import { caretAllows, compareVersions, isRealRange, lowerBound } from "./semver-range";
import { exportsExposes, shippedImportProblems } from "./shipped-imports";
import { moduleSubpaths, resolveTarget, shippedFolderExportProblems, subpathFolderProblems } from "./subpath-rules";
import { REACT_PEER_RANGE, TESTED_REACT_FLOOR, TYPES_REACT_PEER_RANGE } from "./tested-react";
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
  license: "MIT",
  repository: {
    type: "git",
    url: "https://github.com/broadsheet/broadsheet.git",
    directory: "blocks/top-stories-block",
  },
  engines: { node: ">=20.19" },
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
    "./features/*": "./features/*",
    "./package.json": "./package.json",
  },
  files: ["dist", "features"],
  dependencies: { "@broadsheet/kit": "^0.1.0" },
  peerDependencies: { react: REACT_PEER_RANGE, "@types/react": TYPES_REACT_PEER_RANGE },
  peerDependenciesMeta: { "@types/react": { optional: true } },
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
    expect([
      ...metadataProblems(pkg, ">=20.19"),
      ...reactFloorProblems(pkg),
      ...typesReactPeerProblems(pkg),
      ...shippedFolderExportProblems(pkg),
    ]).toEqual([]);
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

describe("reading imports", () => {
  it("reads import and export statements across lines, and not a declaration whose text says from", () => {
    const source = [
      'import {\n  a,\n  b,\n} from "pkg-a";',
      'export { c } from "pkg-b";',
      'export * as d from "pkg-c";',
      "export const story = build({",
      '  body: "Letters came from " + place + " and from afar",',
      "});",
      'const lazy = () => import("pkg-d");',
    ].join("\n");
    expect(moduleSpecifiers(source)).toEqual(["pkg-a", "pkg-b", "pkg-c", "pkg-d"]);
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

describe("the tested React floor", () => {
  it("reads a range's lower bound", () => {
    expect(lowerBound("^19.2.0")).toBe("19.2.0");
    expect(lowerBound("^18.3.0 || ^19.2.0")).toBe("18.3.0");
    expect(lowerBound(">= 18 <20")).toBe("18.0.0");
    expect(lowerBound("19.2.1 - 19.4")).toBe("19.2.1");
    expect(lowerBound("<20")).toBeNull();
    expect(lowerBound("*")).toBeNull();
    expect(compareVersions("19.10.0", "19.2.0")).toBeGreaterThan(0);
  });

  it("refuses a react or react-dom peer range that starts below the floor", () => {
    const at = (peerDependencies: Record<string, string>) =>
      reactFloorProblems(sibling("blocks/x", { name: "x", peerDependencies }), "19.2.0");
    expect(at({ react: "^19.2.0", "react-dom": ">=19.3.0" })).toEqual([]);
    expect(at({ react: "^19.0.0", "react-dom": "<20" })).toEqual([
      'peerDependencies "react": "^19.0.0" admits react 19.0.0, below 19.2.0, the oldest CI tests',
      'peerDependencies "react-dom": "<20" has no lower bound; start it at ^19.2.0',
    ]);
    expect(REACT_PEER_RANGE).toBe(`^${TESTED_REACT_FLOOR}`);
  });

  it("wants @types/react as an optional peer beside react", () => {
    const at = (manifest: Record<string, unknown>) =>
      typesReactPeerProblems(sibling("blocks/x", { name: "x", ...manifest }));
    expect(at({ peerDependencies: { react: "^19.2.0" } })).toEqual([
      'peerDependencies has react but not "@types/react" (optional)',
    ]);
    expect(at({ peerDependencies: { react: "^19.2.0", "@types/react": "^18.0.0" } })).toEqual([
      'peerDependencies "@types/react": "^18.0.0" is not for React 19',
      'peerDependenciesMeta does not mark "@types/react" optional',
    ]);
    expect(at({ peerDependencies: { "@types/react": "^19.0.0" } })).toEqual([]);
    expect(at({ private: true, peerDependencies: { react: "^19.2.0" } })).toEqual([]);
  });
});

describe("licence, repository and engines", () => {
  it("names each missing or wrong field", () => {
    const pkg = sibling("blocks/top-stories-block", {
      name: "@broadsheet/top-stories-block",
      repository: { type: "git", url: "file:///home/me/broadsheet", directory: "blocks/other-block" },
      engines: { node: ">=18" },
    });
    expect(metadataProblems(pkg, ">=20.19")).toEqual([
      '"license" "" is not an SPDX expression',
      '"repository.url" "file:///home/me/broadsheet" is not a public https git URL',
      '"repository.directory" is "blocks/other-block", not "blocks/top-stories-block"',
      '"engines.node" is ">=18", not the root\'s ">=20.19"',
    ]);
    expect(metadataProblems(sibling("blocks/x", { name: "x", license: "MIT" }), ">=20.19")).toEqual([
      '"repository" is not { "type": "git", "url": …, "directory": … }',
      '"engines.node" is undefined, not the root\'s ">=20.19"',
    ]);
  });
});

describe("subpaths without exports support", () => {
  const kitExports = {
    ".": { import: { types: "./dist/index.d.ts", default: "./dist/index.js" } },
    "./fusion": {
      import: { types: "./dist/fusion/index.d.ts", default: "./dist/fusion/index.js" },
      require: { types: "./dist/fusion/index.d.cts", default: "./dist/fusion/index.cjs" },
    },
    "./ans": { import: { types: "./dist/ans/index.d.ts", default: "./dist/ans/index.js" } },
    "./host-types": { import: { types: "./dist/host-types.d.ts", default: "./dist/host-types.js" } },
    "./fusion-modules.d.ts": "./fusion-modules.d.ts",
    "./package.json": "./package.json",
  };

  it("finds module subpaths and the file each condition gives", () => {
    expect(moduleSubpaths(kitExports)).toEqual(["fusion", "ans", "host-types"]);
    expect(resolveTarget(kitExports["./fusion"], ["require"])).toBe("./dist/fusion/index.cjs");
    expect(resolveTarget(kitExports["./fusion"], ["types", "import"])).toBe("./dist/fusion/index.d.ts");
  });

  it("wants a shipped folder package.json per subpath, pointing where exports does", () => {
    const manifest = {
      ...GOOD,
      name: "@broadsheet/kit",
      exports: kitExports,
      files: ["dist", "fusion-modules.d.ts", "fusion/package.json", "host-types/package.json"],
    };
    const pkg = workspacePackage(manifest, "platform/kit", [
      "README.md",
      "fusion/package.json",
      "host-types/package.json",
    ]);
    writeFileSync(
      join(pkg.path, "fusion/package.json"),
      JSON.stringify({
        main: "../dist/fusion/index.cjs",
        module: "../dist/fusion/index.js",
        types: "../dist/fusion/index.d.ts",
      }),
    );
    writeFileSync(join(pkg.path, "host-types/package.json"), JSON.stringify({ module: "./dist/host-types.js" }));
    expect(subpathFolderProblems(pkg)).toEqual([
      '"files" does not list "ans/package.json"',
      'no ans/package.json for "./ans": resolvers without exports support miss it',
      'host-types/package.json "module" is "./dist/host-types.js", not the path to ./dist/host-types.js',
      'host-types/package.json "types" is undefined, not the path to ./dist/host-types.d.ts',
    ]);
    // The folders ship: "files" and the tarball may list them.
    expect(publishShapeProblems(pkg).filter((problem) => problem.includes('"files"'))).toEqual([]);
  });

  it("wants the Fusion folders and intl.json a package ships in its exports", () => {
    const pkg = workspacePackage(
      { ...GOOD, exports: { ".": "./dist/index.js" }, files: ["dist", "features", "layouts", "intl.json"] },
      "blocks/top-stories-block",
      ["README.md", "intl.json"],
    );
    expect(shippedFolderExportProblems(pkg)).toEqual([
      'exports has no "./features/*": "./features/*", so the shipped features/* is unreachable',
      'exports has no "./layouts/*": "./layouts/*", so the shipped layouts/* is unreachable',
      'exports has no "./intl.json": "./intl.json", so the shipped intl.json is unreachable',
    ]);
  });
});

describe("imports in shipped files", () => {
  /** A file in the temporary root (the package's own files, or an installed package under node_modules). */
  const write = (path: string, text: string): void => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it("reads exports patterns as Node does", () => {
    const exportsField = { ".": "./i.js", "./pure": "./p.js", "./features/*": "./features/*", "./hidden": null };
    expect(exportsExposes(exportsField, "./pure")).toBe(true);
    expect(exportsExposes(exportsField, "./features/a/default.js")).toBe(true);
    expect(exportsExposes(exportsField, "./features/")).toBe(false);
    expect(exportsExposes(exportsField, "./hidden")).toBe(false);
    expect(exportsExposes(exportsField, "./pure/index.js")).toBe(false);
    expect(exportsExposes({ import: "./i.js" }, "./pure")).toBe(false);
  });

  it("refuses directory, extension-less and unexported deep imports, and relative ones an ES module cannot load", () => {
    write("node_modules/loose/package.json", JSON.stringify({ name: "loose", main: "index.js" }));
    write("node_modules/loose/pure/index.js", "");
    write(
      "node_modules/strict/package.json",
      JSON.stringify({ name: "strict", exports: { ".": "./i.js", "./pure": "./p.js" } }),
    );
    const pkg = workspacePackage(GOOD, "blocks/top-stories-block", []);
    const shipped = {
      "dist/index.js": [
        'import { a } from "loose/pure";',
        'import { b } from "loose/pure/index.js";',
        'export { c } from "strict/pure";',
        'import "strict/deep/file.js";',
        'import { d } from "./chunk";',
        'import { e } from "./chunk.js";',
        'import { f } from "./gone.js";',
        'import { readFile } from "node:fs";',
        'import { readFile as g } from "fs/promises";',
        'import { useContent } from "fusion:content";',
        'const lazy = () => import("loose/pure");',
      ].join("\n"),
      "dist/chunk.js": 'import "left-pad";\n',
      "dist/index.cjs": 'const chunk = require("./chunk");\nconst deep = require("loose/pure");\n',
      "features/top/default.js": 'import { Top } from "../../dist/index.js";\n',
    };
    for (const [path, text] of Object.entries(shipped)) write(`blocks/top-stories-block/${path}`, text);
    expect(shippedImportProblems(pkg, Object.keys(shipped))).toEqual([
      'dist/index.js (and 1 more) imports "loose/pure": loose has no exports map, and "./pure" is not a file named with its extension (webpack 5 and Node\'s ESM loader refuse directory and extension-less imports)',
      'dist/index.js imports "./chunk": an ES module\'s relative import names no file extension',
      'dist/index.js imports "./gone.js": dist/gone.js is not in the tarball',
      'dist/index.js imports "strict/deep/file.js": strict\'s exports have no "./deep/file.js"',
      'dist/chunk.js imports "left-pad": left-pad is not installed',
    ]);
  });
});
