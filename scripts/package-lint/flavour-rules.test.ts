import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportsProblems } from "./exports-rules";
import { browserFieldPackProblems, flavourProblems, fusionEntryFlavourProblems } from "./flavour-rules";
import type { PackageJson, WorkspacePackage } from "./package-json";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "flavour-rules-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const ONE_FLAVOUR: PackageJson = {
  name: "@broadsheet/top-stories-block",
  main: "./dist/index.cjs",
  module: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: {
    ".": {
      import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
      require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
    },
  },
};

const TWO_FLAVOURS: PackageJson = {
  name: "@broadsheet/top-stories-block",
  main: "./dist/server/index.cjs",
  module: "./dist/server/index.js",
  types: "./dist/index.d.ts",
  browser: { "./dist/server/index.js": "./dist/index.js", "./dist/server/index.cjs": "./dist/index.cjs" },
  exports: {
    ".": {
      browser: {
        import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
        require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
      },
      import: { types: "./dist/index.d.ts", default: "./dist/server/index.js" },
      require: { types: "./dist/index.d.cts", default: "./dist/server/index.cjs" },
    },
  },
};

/** A block package on disk; `files` maps a path in it to its text. */
function blockPackage(manifest: PackageJson, files: Record<string, string> = {}): WorkspacePackage {
  const path = join(root, "blocks/top-stories-block");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(path, file, ".."), { recursive: true });
    writeFileSync(join(path, file), text);
  }
  mkdirSync(path, { recursive: true });
  return { dir: "blocks/top-stories-block", path, manifest, name: String(manifest.name), private: false };
}

const WITH_PART = {
  "src/top-stories.tsx":
    'import { lazyPart } from "@broadsheet/kit";\n' +
    'export const List = lazyPart(() => import("./list").then((module) => module.List));\n',
};
const WITHOUT_PART = {
  // An import() that is not a part's (an SDK loaded on demand) makes no server flavour.
  "src/top-stories.tsx": 'export const load = () => import("./sdk");\n// lazyPart(() => import("./list"))\n',
};

describe("which flavour each resolver gets", () => {
  it("accepts a package with parts whose Node resolvers get dist/server and whose browser bundles get dist", () => {
    expect(flavourProblems(blockPackage(TWO_FLAVOURS, WITH_PART))).toEqual([]);
    // The browser condition's map names its types first, as every other does.
    expect(exportsProblems(TWO_FLAVOURS.exports)).toEqual([]);
  });

  it("accepts a package without parts that ships one flavour", () => {
    expect(flavourProblems(blockPackage(ONE_FLAVOUR, WITHOUT_PART))).toEqual([]);
  });

  it("wants the server flavour for Node and for resolvers that read main and module, when a package has parts", () => {
    expect(flavourProblems(blockPackage(ONE_FLAVOUR, WITH_PART))).toEqual([
      'exports["."] gives Node\'s import "./dist/index.js", not the server flavour (dist/server/…)',
      'exports["."] gives Node\'s require "./dist/index.cjs", not the server flavour (dist/server/…)',
      '"main" is "./dist/index.cjs": a server that ignores exports would get the browser\'s flavour',
      '"module" is "./dist/index.js": a server that ignores exports would get the browser\'s flavour',
    ]);
  });

  it("wants browsers kept off the server flavour: a browser condition first, and main and module mapped back", () => {
    const exportsField = TWO_FLAVOURS.exports as Record<string, Record<string, unknown>>;
    const { browser, ...nodeOnly } = exportsField["."] ?? {};
    const manifest = {
      ...TWO_FLAVOURS,
      browser: { "./dist/server/index.js": "./dist/index.js" },
      exports: { ".": { ...nodeOnly, browser } },
    };
    expect(flavourProblems(blockPackage(manifest, WITH_PART))).toEqual([
      'exports["."] gives a browser bundle\'s import "./dist/server/index.js", not the browser\'s dist (not dist/server/…): put a "browser" condition first',
      'exports["."] gives a browser bundle\'s require "./dist/server/index.cjs", not the browser\'s dist (not dist/server/…): put a "browser" condition first',
      '"browser" does not map "./dist/server/index.cjs" to "./dist/index.cjs", so a browser bundle would get it',
    ]);
  });

  it("flags a server flavour that a package without parts does not build", () => {
    expect(flavourProblems(blockPackage(TWO_FLAVOURS, WITHOUT_PART))).toEqual([
      'exports["."] gives Node\'s import "./dist/server/index.js", but the package has no parts, so no server flavour',
      'exports["."] gives Node\'s require "./dist/server/index.cjs", but the package has no parts, so no server flavour',
      '"main" is "./dist/server/index.cjs", but the package has no server flavour',
      '"module" is "./dist/server/index.js", but the package has no server flavour',
      '"browser" maps "./dist/server/index.js", a server flavour the package lacks',
      '"browser" maps "./dist/server/index.cjs", a server flavour the package lacks',
    ]);
  });

  it("leaves other browser stand-ins alone (kit's prop-types)", () => {
    const manifest = { ...ONE_FLAVOUR, browser: { "./dist/fusion/attach.js": "./dist/fusion/attach.browser.js" } };
    expect(flavourProblems(blockPackage(manifest, WITHOUT_PART))).toEqual([]);
  });
});

describe("what ships", () => {
  it("wants every file the browser field maps, from and to, in the tarball", () => {
    const pkg = blockPackage(TWO_FLAVOURS);
    expect(browserFieldPackProblems(pkg, ["package.json", "dist/index.js", "dist/server/index.js"])).toEqual([
      '"browser" maps "./dist/server/index.cjs" to "./dist/index.cjs", but npm pack would not ship dist/server/index.cjs',
      '"browser" maps "./dist/server/index.cjs" to "./dist/index.cjs", but npm pack would not ship dist/index.cjs',
    ]);
  });

  it("wants the Fusion entries of a package with parts to import its server flavour", () => {
    const entry = (dist: string) => `import { TopStories } from "${dist}";\nexport default TopStories;\n`;
    const pkg = blockPackage(TWO_FLAVOURS, {
      ...WITH_PART,
      "features/top-stories/default.js": entry("../../dist/index.js"),
      "features/top-list/default.js": entry("../../dist/server/index.js"),
      "sources/top.js": entry("../dist/server/index.js"),
    });
    expect(fusionEntryFlavourProblems(pkg)).toEqual([
      "features/top-stories/default.js imports dist/index.js, not dist/server/index.js",
    ]);
  });
});
