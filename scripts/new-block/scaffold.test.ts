import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { blockNames, parseKind, validateBlockName } from "./block-name";
import { scaffoldBlock } from "./scaffold";
import type { WorkspaceVersions } from "./workspace-versions";

const versions: WorkspaceVersions = {
  kit: "^0.3.1",
  components: "^0.2.0",
  react: "^18.3.0 || ^19.0.0",
  styledComponents: "^6.1.0",
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "new-block-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const read = (path: string): string => readFileSync(join(root, path), "utf8");
const readJson = (path: string): Record<string, unknown> => JSON.parse(read(path)) as Record<string, unknown>;

/** Syntax errors only: types are checked by `tsc` over a real scaffold, which needs the repo around it. */
function syntaxErrors(path: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(read(path), {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("block names", () => {
  it.each(["top-stories", "a", "section-front-2", "x1-y2"])("accepts %s", (name) => {
    expect(validateBlockName(name)).toBe(name);
  });

  it.each([
    ["", "Give the block a name"],
    ["TopStories", "not a kebab-case name"],
    ["top_stories", "not a kebab-case name"],
    ["top--stories", "not a kebab-case name"],
    ["-top", "not a kebab-case name"],
    ["top-", "not a kebab-case name"],
    ["2-column", "not a kebab-case name"],
    ["top stories", "not a kebab-case name"],
    ["top-stories-block", 'Leave "-block" off the name: "top-stories" makes top-stories-block'],
  ])("refuses %j", (name, message) => {
    expect(() => validateBlockName(name)).toThrow(message);
  });

  it("derives the label, component and package from the name", () => {
    expect(blockNames("top-stories")).toEqual({
      name: "top-stories",
      label: "Top Stories",
      component: "TopStories",
      folder: "top-stories-block",
      packageName: "@broadsheet/top-stories-block",
    });
  });

  it("keeps the component clear of what the templates import", () => {
    expect(blockNames("stack").component).toBe("StackBlock");
    expect(blockNames("heading").component).toBe("HeadingBlock");
  });

  it("knows the kinds it can scaffold", () => {
    expect(parseKind("chain")).toBe("chain");
    expect(() => parseKind("widget")).toThrow('Unknown kind "widget": choose one of feature, chain, layout');
    expect(() => parseKind("output-type")).toThrow("Unknown kind");
  });
});

describe("scaffoldBlock", () => {
  it("writes a package in the shape of hello-world-block", () => {
    const result = scaffoldBlock({ root, name: "top-stories", kind: "feature", versions });
    const dir = "blocks/top-stories-block";
    expect(result.dir).toBe(dir);
    expect(result.files).toEqual(
      [
        "package.json",
        "tsconfig.json",
        "tsup.config.ts",
        "README.md",
        "src/index.ts",
        "src/top-stories.tsx",
        "src/top-stories.test.tsx",
        "src/top-stories.stories.tsx",
      ].map((file) => `${dir}/${file}`),
    );
    expect(readdirSync(join(root, dir)).sort()).toEqual([
      "README.md",
      "package.json",
      "src",
      "tsconfig.json",
      "tsup.config.ts",
    ]);

    const manifest = readJson(`${dir}/package.json`);
    expect(manifest).toMatchObject({
      name: "@broadsheet/top-stories-block",
      version: "0.1.0",
      license: "MIT",
      type: "module",
      sideEffects: false,
      main: "./dist/index.cjs",
      module: "./dist/index.js",
      types: "./dist/index.d.ts",
      files: ["dist", "features"],
      scripts: { build: "tsup" },
      dependencies: { "@broadsheet/kit": "^0.3.1" },
      peerDependencies: { react: "^18.3.0 || ^19.0.0" },
      publishConfig: { access: "public" },
    });
    expect(manifest.exports).toEqual({
      ".": {
        import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
        require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
      },
      "./package.json": "./package.json",
    });
    expect(read(`${dir}/tsup.config.ts`)).toContain("packageConfig({ blocks: true })");
    expect(read(`${dir}/src/index.ts`)).toContain('export { TopStories } from "./top-stories";');
  });

  it.each([
    ["feature", "features", [], ["react"]],
    ["chain", "chains", ["@broadsheet/components"], ["react", "styled-components"]],
    ["layout", "layouts", [], ["react", "styled-components"]],
  ])("declares a %s, its Fusion folder and what it imports", (kind, folder, extraDependencies, peers) => {
    const { dir } = scaffoldBlock({ root, name: "top-stories", kind, versions });
    const manifest = readJson(`${dir}/package.json`);
    expect(manifest.files).toEqual(["dist", folder]);
    expect(Object.keys(manifest.dependencies as object).sort()).toEqual(
      ["@broadsheet/kit", ...extraDependencies].sort(),
    );
    expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual(peers);

    const component = read(`${dir}/src/top-stories.tsx`);
    expect(component).toContain(`kind: "${kind}"`);
    expect(component).toContain('label: "Top Stories"');
    expect(component).toMatch(/: text\(\{ label: /);
    const stories = read(`${dir}/src/top-stories.stories.tsx`);
    expect(stories).toContain('title: "Blocks/Top Stories"');
    expect(stories).toContain("component: TopStories");
    expect(stories).toMatch(/args: \{\s+customFields: /);
    expect(read(`${dir}/src/top-stories.test.tsx`)).toContain("expect(await axe(container)).toHaveNoViolations()");
    expect(read(`${dir}/README.md`)).toContain(`${folder}/top-stories/default.js`);

    for (const file of [
      "src/index.ts",
      "src/top-stories.tsx",
      "src/top-stories.test.tsx",
      "src/top-stories.stories.tsx",
    ]) {
      expect(syntaxErrors(`${dir}/${file}`)).toEqual([]);
    }
  });

  it("gives a chain a Stack and a layout its two sections", () => {
    scaffoldBlock({ root, name: "front", kind: "chain", versions });
    expect(read("blocks/front-block/src/front.tsx")).toContain('<Stack as="section"');
    scaffoldBlock({ root, name: "rail-page", kind: "layout", versions });
    expect(read("blocks/rail-page-block/src/rail-page.tsx")).toContain('sections: ["main", "rail"]');
  });

  it("refuses a folder that exists and leaves it alone", () => {
    mkdirSync(join(root, "blocks/top-stories-block"), { recursive: true });
    expect(() => scaffoldBlock({ root, name: "top-stories", kind: "feature", versions })).toThrow(
      "blocks/top-stories-block already exists",
    );
    expect(readdirSync(join(root, "blocks/top-stories-block"))).toEqual([]);
  });

  it("writes nothing for a bad name or kind", () => {
    expect(() => scaffoldBlock({ root, name: "Top", kind: "feature", versions })).toThrow("kebab-case");
    expect(() => scaffoldBlock({ root, name: "top", kind: "sidebar", versions })).toThrow('Unknown kind "sidebar"');
    expect(existsSync(join(root, "blocks"))).toBe(false);
  });
});
