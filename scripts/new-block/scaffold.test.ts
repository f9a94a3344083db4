import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { blockNames, parseKind, parseScaffoldRequest, validateBlockName, type ScaffoldRequest } from "./block-name";
import { COMMON_TEST_TOOLS, LOCALES } from "./kind-template";
import { scaffoldBlock } from "./scaffold";
import { readWorkspaceVersions, type WorkspaceVersions } from "./workspace-versions";

const versions: WorkspaceVersions = {
  kit: "^0.3.1",
  components: "^0.2.0",
  themes: "^0.4.0",
  localHost: "^0.5.0",
  react: "^19.2.0",
  typesReact: "^19.0.0",
  node: ">=20.19",
  repositoryUrl: "https://github.com/broadsheet/broadsheet.git",
  style: "^0.1.0",
  testTools: {
    "@storybook/react-vite": "10.6.7",
    "@testing-library/react": "16.3.3",
    "@testing-library/user-event": "14.6.13",
    "fast-check": "4.10.2",
    "jest-axe": "11.0.0",
    "react-dom": "19.3.1",
    storybook: "10.6.7",
  },
  workspaceTools: { "@broadsheet/local-host": "^0.5.0", "@broadsheet/content-sources-block": "^0.1.2" },
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
const scaffold = (name: string, request: ScaffoldRequest = {}) => scaffoldBlock({ root, name, versions, ...request });

/** Syntax errors only: types are checked by `tsc` over a real scaffold, which needs the repo around it. */
function syntaxErrors(path: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(read(path), {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

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
    expect(blockNames("button").component).toBe("ButtonBlock");
    expect(blockNames("editor-note").component).toBe("EditorNoteBlock");
  });

  it("knows the kinds it can scaffold", () => {
    expect(parseKind("chain")).toBe("chain");
    expect(() => parseKind("widget")).toThrow('Unknown kind "widget": choose one of feature, chain, layout');
    expect(() => parseKind("output-type")).toThrow("Unknown kind");
  });
});

describe("what to scaffold", () => {
  it.each<[ScaffoldRequest, string, string]>([
    [{}, "static", "idle"],
    [{ kind: "feature" }, "static", "idle"],
    [{ island: true }, "island", "idle"],
    [{ island: true, trigger: "visible" }, "island", "visible"],
    [{ island: true, trigger: "interaction" }, "island", "interaction"],
    [{ island: true, trigger: "eager" }, "island", "eager"],
    [{ content: true }, "content", "idle"],
    [{ kind: "chain" }, "chain", "idle"],
    [{ kind: "layout" }, "layout", "idle"],
  ])("reads %j as a %s block", (request, variant, trigger) => {
    expect(parseScaffoldRequest(request)).toMatchObject({ variant, trigger });
  });

  it.each<[ScaffoldRequest, string]>([
    [{ trigger: "idle" }, "--trigger says when an island hydrates: add --island"],
    [{ island: true, trigger: "soon" }, 'Unknown trigger "soon": choose one of eager, idle, visible, interaction'],
    [{ kind: "chain", island: true }, "--island makes a feature; a chain has no hydration of its own"],
    [{ kind: "layout", content: true }, "--content makes a feature; a layout has no hydration"],
    [{ island: true, content: true }, "Choose one of --island and --content"],
    [{ kind: "sidebar" }, 'Unknown kind "sidebar"'],
  ])("refuses %j", (request, message) => {
    expect(() => parseScaffoldRequest(request)).toThrow(message);
  });
});

describe("scaffoldBlock", () => {
  it("writes a package in the shape of hello-world-block", async () => {
    const result = await scaffold("top-stories");
    const dir = "blocks/top-stories-block";
    expect(result).toMatchObject({ dir, variant: "static", kind: "feature" });
    expect(result.files).toEqual(
      [
        "package.json",
        "tsconfig.json",
        "tsup.config.ts",
        "README.md",
        "intl.json",
        "src/index.ts",
        "src/top-stories.tsx",
        "src/top-stories.test.tsx",
        "src/top-stories.stories.tsx",
        "src/manifest.test.ts",
      ].map((file) => `${dir}/${file}`),
    );
    expect(readdirSync(join(root, dir)).sort()).toEqual([
      "README.md",
      "intl.json",
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
      files: ["dist", "features", "intl.json"],
      scripts: { build: "tsup" },
      dependencies: { "@broadsheet/kit": "^0.3.1" },
      peerDependencies: { react: "^19.2.0", "@types/react": "^19.0.0" },
      peerDependenciesMeta: { "@types/react": { optional: true } },
      publishConfig: { access: "public" },
      devDependencies: {
        "@broadsheet/local-host": "^0.5.0",
        "@storybook/react-vite": "10.6.7",
        "@testing-library/react": "16.3.3",
        "jest-axe": "11.0.0",
      },
    });
    expect(manifest.exports).toEqual({
      ".": {
        import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
        require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
      },
      "./features/*": "./features/*",
      "./intl.json": "./intl.json",
      "./package.json": "./package.json",
    });
    expect(read(`${dir}/tsup.config.ts`)).toContain("packageConfig({ blocks: true })");
    expect(read(`${dir}/src/index.ts`)).toContain('export { TopStories } from "./top-stories";');
  });

  it.each<[string, ScaffoldRequest, string, string[], string[], string[]]>([
    ["static feature", {}, "features", [], ["@types/react", "react"], []],
    [
      "island",
      { island: true },
      "features",
      ["@broadsheet/components", "@broadsheet/style"],
      ["@types/react", "react"],
      ["@testing-library/user-event", "react-dom", "storybook"],
    ],
    [
      "content feature",
      { content: true },
      "features",
      [],
      ["@types/react", "react"],
      ["@broadsheet/content-sources-block", "fast-check"],
    ],
    [
      "chain",
      { kind: "chain" },
      "chains",
      ["@broadsheet/components", "@broadsheet/style"],
      ["@types/react", "react"],
      [],
    ],
    [
      "layout",
      { kind: "layout" },
      "layouts",
      ["@broadsheet/style", "@broadsheet/themes"],
      ["@types/react", "react"],
      [],
    ],
  ])(
    "writes a %s: its Fusion folder, what it imports and what its tests use",
    async (_, request, folder, extraDependencies, peers, extraTestTools) => {
      const { dir, kind } = await scaffold("top-stories", request);
      const manifest = readJson(`${dir}/package.json`);
      expect(manifest.files).toEqual(["dist", folder, "intl.json"]);
      expect(Object.keys(manifest.dependencies as object).sort()).toEqual(
        ["@broadsheet/kit", ...extraDependencies].sort(),
      );
      expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual(peers);
      expect(Object.keys(manifest.devDependencies as object)).toEqual([...COMMON_TEST_TOOLS, ...extraTestTools].sort());

      const component = read(`${dir}/src/top-stories.tsx`);
      expect(component).toContain(`kind: "${kind}"`);
      expect(component).toContain('label: "Top Stories"');
      expect(component).toContain("const phrases = usePhrases();");
      expect(component).toContain("export type TopStoriesFields = CustomFieldsOf<typeof TopStories>;");
      const stories = read(`${dir}/src/top-stories.stories.tsx`);
      expect(stories).toContain('title: "Blocks/Top Stories"');
      expect(stories).toContain("...blockStoryMeta(TopStories");
      const test = read(`${dir}/src/top-stories.test.tsx`);
      expect(test).toContain("toHaveNoViolations()");
      expect(read(`${dir}/README.md`)).toContain(`${folder}/top-stories/default.js`);

      for (const file of [
        "src/index.ts",
        "src/top-stories.tsx",
        "src/top-stories.test.tsx",
        "src/top-stories.stories.tsx",
      ]) {
        expect(syntaxErrors(`${dir}/${file}`)).toEqual([]);
      }
    },
  );

  it.each<ScaffoldRequest>([{}, { island: true }, { content: true }, { kind: "chain" }, { kind: "layout" }])(
    "gives %j phrases that pass the phrase-file check: namespaced, in all nine locales, placeholders kept",
    async (request) => {
      const { dir } = await scaffold("top-stories", request);
      const phrases = readJson(`${dir}/intl.json`) as Record<string, Record<string, string>>;
      const component = read(`${dir}/src/top-stories.tsx`);
      expect(Object.keys(phrases).length).toBeGreaterThan(0);
      for (const [key, texts] of Object.entries(phrases)) {
        expect(key.startsWith("top-stories-block.")).toBe(true);
        expect(component).toContain(`"${key}"`);
        expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
        for (const locale of LOCALES) {
          expect(texts[locale]?.trim()).toBeTruthy();
          expect(placeholders(texts[locale] ?? "")).toEqual(placeholders(texts.en ?? ""));
        }
        // Translated, not English copied into every locale.
        expect(new Set(Object.values(texts)).size).toBeGreaterThan(1);
      }
    },
  );

  it("makes an island that hydrates on the trigger asked for, with a keyboard-operable control", async () => {
    const { dir } = await scaffold("top-stories", { island: true, trigger: "visible" });
    const component = read(`${dir}/src/top-stories.tsx`);
    expect(component).toContain('hydration: "visible"');
    expect(component).toContain("<Button");
    expect(component).toContain('role="status"');
    const test = read(`${dir}/src/top-stories.test.tsx`);
    expect(test).toContain('toBe("visible")');
    expect(test).toContain("hydrateRoot(");
    expect(test).toContain('it.each(["{Enter}", " "])');
    expect(read(`${dir}/README.md`)).toContain('`hydration: "visible"`');

    const { dir: idle } = await scaffold("quick-poll", { island: true });
    expect(read(`${idle}/src/quick-poll.tsx`)).toContain('hydration: "idle"');
  });

  it("makes a content block with a contentConfig field, a filter and the four states", async () => {
    const { dir } = await scaffold("top-stories", { content: true });
    const component = read(`${dir}/src/top-stories.tsx`);
    expect(component).toContain(
      'contentConfig({ label: "Story", description: "The story the block shows", schemas: ["ans-item"] })',
    );
    expect(component).toContain("useContentState(customFields.content, FILTER)");
    expect(component).toContain('export const FILTER = "{ headlines { basic } }";');
    for (const state of ['"unset"', '"loading"', '"ready"']) expect(component).toContain(state);
    expect(component).toContain('aria-busy="true"');
    expect(component).not.toContain("hydration:");
    const test = read(`${dir}/src/top-stories.test.tsx`);
    expect(test).toContain("CONTENT_WAIT_MS");
    expect(test).toContain("fc.asyncProperty");
    expect(test).toContain('screen.getByRole("note")');
  });

  it("gives a chain its children in a Stack and a note for editors when empty", async () => {
    const { dir } = await scaffold("front", { kind: "chain" });
    const component = read(`${dir}/src/front.tsx`);
    expect(component).toContain("render: function FrontView({ customFields, children })");
    expect(component).toContain('<Stack as="section"');
    expect(component).toContain('phrases.t("front-block.empty")');
  });

  it("gives a layout its sections through the sections prop, a main landmark and a styled part with its own id", async () => {
    const { dir } = await scaffold("rail-page", { kind: "layout" });
    const component = read(`${dir}/src/rail-page.tsx`);
    expect(component).toContain('sections: ["main", "rail"]');
    expect(component).toContain("render: function RailPageView({ customFields, sections })");
    expect(component).toContain("{sections.main.content}");
    expect(component).toContain("sections.rail.size > 0");
    expect(component).not.toMatch(/\bchildren\b/);
    expect(component).toContain('<main id="main"');
    expect(component).toContain('styled.div.withConfig({ componentId: "bs-rail-page-columns" })');
  });

  it("refuses a folder that exists and leaves it alone", async () => {
    mkdirSync(join(root, "blocks/top-stories-block"), { recursive: true });
    await expect(scaffold("top-stories")).rejects.toThrow("blocks/top-stories-block already exists");
    expect(readdirSync(join(root, "blocks/top-stories-block"))).toEqual([]);
  });

  it("writes nothing for a bad name or a request it refuses", async () => {
    await expect(scaffold("Top")).rejects.toThrow("kebab-case");
    await expect(scaffold("top", { kind: "sidebar" })).rejects.toThrow('Unknown kind "sidebar"');
    await expect(scaffold("top", { kind: "layout", island: true })).rejects.toThrow("--island makes a feature");
    await expect(scaffold("top", { trigger: "idle" })).rejects.toThrow("--trigger");
    expect(existsSync(join(root, "blocks"))).toBe(false);
  });

  it("refuses a template whose test tools the repo does not install", async () => {
    const { testTools: _, ...rest } = versions;
    await expect(scaffoldBlock({ root, name: "top", versions: { ...rest, testTools: {} } })).rejects.toThrow(
      "The repo does not install @storybook/react-vite",
    );
    expect(existsSync(join(root, "blocks"))).toBe(false);
  });
});

describe("readWorkspaceVersions", () => {
  it("finds in this repo every version a scaffold declares", () => {
    const found = readWorkspaceVersions(repoRoot());
    expect(found.kit).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(found.localHost).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(found.themes).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(found.typesReact).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(found.node).toMatch(/^>=\d+/);
    expect(found.repositoryUrl).toMatch(/^https:\/\/.+\.git$/);
    for (const tool of [
      "@storybook/react-vite",
      "@testing-library/react",
      "@testing-library/user-event",
      "fast-check",
      "jest-axe",
      "react-dom",
      "storybook",
    ]) {
      expect([tool, found.testTools[tool]]).toEqual([tool, expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
    }
  });
});

describe("npm run new-block", () => {
  const repo = repoRoot();
  const bin = (name: string) => join(repo, "node_modules/.bin", name);
  /** The command as a developer runs it (tsx, ES modules, prettier), writing under the test's folder. */
  const newBlock = (args: string[]) =>
    spawnSync(bin("tsx"), ["--tsconfig", "tsconfig.node.json", "scripts/new-block.ts", ...args, "--root", root], {
      cwd: repo,
      encoding: "utf8",
    });

  it("writes every kind formatted as the repo's prettier wants it, and says what it made", () => {
    const made = [
      [["a-static"], "a static feature"],
      [["an-island", "--island", "--trigger", "interaction"], "an island feature (hydrated: interaction)"],
      [["a-content", "--content"], "a content-driven static feature"],
      [["a-chain", "--kind", "chain"], "a chain"],
      [["a-layout", "--kind", "layout"], "a layout"],
    ] as const;
    for (const [args, what] of made) {
      const { status, stdout, stderr } = newBlock([...args]);
      expect([args[0], status, stderr]).toEqual([args[0], 0, ""]);
      expect(stdout).toContain(`Created @broadsheet/${args[0]}-block, ${what}, in blocks/${args[0]}-block:`);
    }
    // Throws (with prettier's list of files) if any file is not formatted.
    execFileSync(bin("prettier"), ["--check", "--config", join(repo, ".prettierrc.json"), join(root, "blocks")], {
      cwd: repo,
      stdio: "pipe",
    });
  }, 60000);

  it("refuses options that do not go together, with the usage", () => {
    const { status, stderr } = newBlock(["a-chain", "--kind", "chain", "--island"]);
    expect(status).toBe(1);
    expect(stderr).toContain("new-block: --island makes a feature");
    const unknown = newBlock(["a-block", "--islands"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      "--trigger  when an island hydrates: eager, idle, visible, interaction (default: idle)",
    );
    expect(existsSync(join(root, "blocks"))).toBe(false);
  }, 30000);
});
