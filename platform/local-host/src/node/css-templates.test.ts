/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";
import { compile } from "@broadsheet/style";
import { cssTemplates, minifyCssTemplates, minifyCssText } from "./css-templates";
import { repoRoot } from "./repo";

describe("minifyCssText", () => {
  it("takes out comments and indentation, and leaves what compiles to the same rules", () => {
    const css = `
      /* Out of the way until the reader scrolls. */
      position: fixed;
      &:not(.shown) :focus-within {
        opacity: 0; /* hidden */
        transition:
          opacity 150ms ease-out,
          transform 150ms ease-out;
      }
      @media (min-width: 48rem) {
        .label { content: "a  /* kept */  b"; }
      }
    `;
    const minified = minifyCssText(css).trim();
    expect(minified).toBe(
      'position: fixed;&:not(.shown) :focus-within{opacity: 0;transition: opacity 150ms ease-out, transform 150ms ease-out;}@media (min-width: 48rem){.label{content: "a  /* kept */  b";}}',
    );
    expect(compile(".x", minified)).toBe(compile(".x", css));
  });

  it("keeps one space at either end, where the part meets an interpolation", () => {
    expect(minifyCssText("  ")).toBe(" ");
    expect(minifyCssText(" solid\n  ")).toBe(" solid ");
    expect(minifyCssText(" {\n  color: red;\n")).toBe("{color: red;");
  });
});

describe("minifyCssTemplates", () => {
  it("minifies the text parts of css and styled templates, and leaves their expressions and other templates alone", () => {
    const source = [
      "const a = `  keep   this  `;",
      'const B = styled.div.withConfig({ componentId: "bs-b" })<{ $on: boolean }>`',
      "  margin: ${({ $on }) => ($on ? `1px   2px` : css`  padding: 0;  `)} ${gap};",
      "  /* why */",
      "  ${media.desktop} {",
      "    color: red;",
      "  }",
      "`;",
      "const C = styled(Link)`\n  color: blue;\n`;",
    ].join("\n");
    expect(minifyCssTemplates(source)).toBe(
      [
        "const a = `  keep   this  `;",
        'const B = styled.div.withConfig({ componentId: "bs-b" })<{ $on: boolean }>`margin: ${({ $on }) => ($on ? `1px   2px` : css`padding: 0;`)} ${gap};${media.desktop}{color: red;}`;',
        "const C = styled(Link)`color: blue;`;",
      ].join("\n"),
    );
  });

  it("compiles every template of the repository's sources to the same rules, and leaves valid modules", () => {
    const root = repoRoot();
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (["node_modules", "dist", "storybook-static"].includes(entry.name) || entry.name.startsWith(".")) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
      }
    };
    for (const dir of ["blocks", "components", "platform", "themes"]) walk(join(root, dir));
    let templates = 0;
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const tsx = file.endsWith("x");
      const minified = minifyCssTemplates(source, tsx);
      if (minified === source) continue;
      expect(() => transformSync(minified, { loader: file.endsWith("x") ? "tsx" : "ts" })).not.toThrow();
      // Each template, its interpolations stood in for by the same text, compiles to the same rules.
      const rules = (text: string) =>
        cssTemplates(text, tsx).map((parts) =>
          compile(".x", parts.map(([start, end]) => text.slice(start, end)).join("--i")),
        );
      expect(rules(minified)).toEqual(rules(source));
      templates += cssTemplates(source, tsx).length;
    }
    expect(templates).toBeGreaterThan(20);
  });
});
