/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { inlinePartImports, partImports, serverPartsPlugin } from "./server-parts";

const GLYPHS = `import { serverPart } from "@broadsheet/kit";

// serverPart(() => import("./not-a-part")) in a comment is no part.
export const Menu = serverPart(() => import("./glyphs").then((module) => module.MenuGlyph));
export const Close = serverPart(() => import("./glyphs").then((module) => module.CloseGlyph));
const View = lazyPart(() =>
  import("../player/player").then(({ Player }) => Player),
);
export const loadSdk = () => import("./sdk");
export const Remote = lazyPart(() => import("@broadsheet/fake-arc").then((module) => module.Player));
`;

describe("partImports", () => {
  it("finds the relative import() calls inside lazyPart and serverPart calls, and nothing else", () => {
    expect(partImports(GLYPHS).map(({ specifier }) => specifier)).toEqual(["./glyphs", "./glyphs", "../player/player"]);
    expect(partImports(GLYPHS).some(({ awaited }) => awaited)).toBe(false);
  });

  it("gives each call's place in the source", () => {
    const [first] = partImports(GLYPHS);
    expect(first && GLYPHS.slice(first.start, first.end)).toBe('import("./glyphs")');
  });

  it("is quick to say no to a module without parts", () => {
    expect(partImports('export const load = () => import("./sdk");')).toEqual([]);
  });
});

describe("inlinePartImports", () => {
  it("replaces each part's import() with its module, imported once and settled, and keeps every line where it was", () => {
    const out = inlinePartImports(GLYPHS);
    expect(out.split("\n").slice(0, GLYPHS.split("\n").length - 1)).toEqual([
      'import { serverPart } from "@broadsheet/kit";',
      "",
      '// serverPart(() => import("./not-a-part")) in a comment is no part.',
      "export const Menu = serverPart(() => __loadedPart(__part0__glyphs).then((module) => module.MenuGlyph));",
      "export const Close = serverPart(() => __loadedPart(__part0__glyphs).then((module) => module.CloseGlyph));",
      "const View = lazyPart(() =>",
      "  __loadedPart(__part1__player_player).then(({ Player }) => Player),",
      ");",
      'export const loadSdk = () => import("./sdk");',
      'export const Remote = lazyPart(() => import("@broadsheet/fake-arc").then((module) => module.Player));',
    ]);
    expect(
      out.endsWith(
        [
          'import { loadedPart as __loadedPart } from "@broadsheet/kit";',
          'import * as __part0__glyphs from "./glyphs";',
          'import * as __part1__player_player from "../player/player";',
          "",
        ].join("\n"),
      ),
    ).toBe(true);
  });

  it("refuses a part loaded in an async function, whose loader a server would wait for whatever it imports", () => {
    const source = 'const View = lazyPart(async () => (await import("./view")).View);\n';
    expect(partImports(source)).toMatchObject([{ specifier: "./view", awaited: true }]);
    expect(() => inlinePartImports(source, true, "src/block.tsx")).toThrow(
      'src/block.tsx: the part importing "./view" loads it in an async function',
    );
  });

  it("leaves a module without parts as it is", () => {
    const source = 'import { lazyPart } from "@broadsheet/kit";\nexport { lazyPart };\n';
    expect(inlinePartImports(source)).toBe(source);
  });
});

describe("serverPartsPlugin", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "server-parts-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("builds a module whose parts carry their code, with the CSS templates minified as in the browser's build", async () => {
    writeFileSync(
      join(dir, "block.tsx"),
      'import { lazyPart } from "@broadsheet/kit";\nexport const View = lazyPart(() => import("./view").then((m) => m.View));\n',
    );
    writeFileSync(
      join(dir, "view.tsx"),
      'import { styled } from "@broadsheet/style";\nexport const View = styled.div`\n  /* why */\n  color: red;\n`;\n',
    );
    const result = await build({
      entryPoints: [join(dir, "block.tsx")],
      bundle: true,
      write: false,
      format: "esm",
      external: ["@broadsheet/*"],
      plugins: [serverPartsPlugin()],
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    expect(code).not.toContain("import(");
    expect(code).toContain("loadedPart(view_exports)");
    expect(code).toContain("styled.div`color: red;`");
  });
});
