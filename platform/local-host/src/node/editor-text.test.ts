/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { hasServerFlavour } from "../../../../scripts/build/server-flavour";
import { inPackageWithServerFlavour, stripEditorText } from "./editor-text";
import { repoRoot } from "./repo";

describe("stripEditorText", () => {
  // The spaces around a property taken out stay: the bundler's minifier drops them.
  it("takes a field's description and a select's labels out of kit's builders, and keeps what renders", () => {
    const source = [
      'import { defineFields, select, text as textField } from "@broadsheet/kit";',
      "const words = (w: string) => `Leave empty for ${w}`;",
      "export const fields = defineFields({",
      '  a: textField({ label: "A", description: words("x"), group: "G" }),',
      '  b: select({ description: "last", options: ["x", "y"], labels: { x: "X", y: "Y" }, defaultValue: "x" }),',
      '  c: textField({ label: "C", description: "last one" }),',
      "});",
    ].join("\n");
    expect(stripEditorText(source, false)).toBe(
      [
        'import { defineFields, select, text as textField } from "@broadsheet/kit";',
        "const words = (w: string) => `Leave empty for ${w}`;",
        "export const fields = defineFields({",
        '  a: textField({ label: "A",  group: "G" }),',
        '  b: select({  options: ["x", "y"],  defaultValue: "x" }),',
        '  c: textField({ label: "C",  }),',
        "});",
      ].join("\n"),
    );
  });

  it("takes a block's description out of defineBlock, and leaves the fields' labels and groups", () => {
    const source = [
      'import { defineBlock } from "@broadsheet/kit";',
      'export const B = defineBlock({ name: "b", label: "B", description: "Shown to editors", kind: "feature" });',
    ].join("\n");
    expect(stripEditorText(source, false)).toBe(
      [
        'import { defineBlock } from "@broadsheet/kit";',
        'export const B = defineBlock({ name: "b", label: "B",  kind: "feature" });',
      ].join("\n"),
    );
  });

  it("leaves functions of the same name that are not kit's, and modules that import nothing from kit", () => {
    const own = [
      'import { usePhrases } from "@broadsheet/kit";',
      "function text(value: { description: string }) { return value.description; }",
      'export const t = text({ description: "kept" });',
    ].join("\n");
    expect(stripEditorText(own, false)).toBe(own);
    const elsewhere = 'import { text } from "./fields";\nexport const f = text({ description: "kept" });';
    expect(stripEditorText(elsewhere, false)).toBe(elsewhere);
  });

  it("leaves every module of the repository valid TypeScript", () => {
    const root = repoRoot();
    const files = ["blocks", "components/src", "platform/kit/src"].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((name) => /\.tsx?$/.test(name) && !name.includes("node_modules") && !name.includes("dist/"))
        .map((name) => join(root, dir, name)),
    );
    let changed = 0;
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const tsx = file.endsWith("x");
      const stripped = stripEditorText(source, tsx);
      if (stripped === source) continue;
      changed += 1;
      expect(() => transformSync(stripped, { loader: tsx ? "tsx" : "ts" })).not.toThrow();
    }
    // The blocks declare their fields with kit's builders: a pass that changed nothing would be a broken one.
    expect(changed).toBeGreaterThan(20);
  });
});

describe("inPackageWithServerFlavour", () => {
  it("says of each package what the build decides: whether it builds a server flavour", () => {
    const root = repoRoot();
    const packages = ["blocks", "platform"]
      .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name)))
      .concat([join(root, "components"), join(root, "themes")]);
    const flavoured = packages.filter((dir) => {
      const decided = hasServerFlavour(dir);
      expect(inPackageWithServerFlavour(join(dir, "src", "index.ts"))).toBe(decided);
      return decided;
    });
    // Most block packages have parts; a test that found none would test nothing.
    expect(flavoured.length).toBeGreaterThan(5);
  });
});
