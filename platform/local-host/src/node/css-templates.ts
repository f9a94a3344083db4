import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";
import ts from "typescript";
import { inPackageWithServerFlavour, stripEditorText } from "./editor-text";

const { TSX, TS } = ts.ScriptKind;

/*
 * The CSS in styled templates (`styled.div…`…``, `css`…``) is text to a bundler, so it ships as written:
 * indentation and the comments that say why a rule is there. This takes both out of the templates' text parts
 * before esbuild sees a module. @broadsheet/style names a class by the CSS it compiles to, which ignores comments
 * and runs of whitespace, so the class names stay those of the unminified source a server may run.
 */

/** Tags whose template is CSS: `css`, `scopedStyles({…})`, `styled.tag`, `styled(Component)`, maybe with `.withConfig({…})`. */
const CSS_TAG = /^(?:css|scopedStyles\([\s\S]*\)|styled(?:\.\w+|\([\w.]+\))(?:\.withConfig\([\s\S]*\))?)$/;

/** One text part of a CSS template, without comments, with each run of whitespace one space or none. */
export function minifyCssText(text: string): string {
  let out = "";
  let quote = "";
  // Whitespace or a comment was passed: a space is due unless what is either side makes it mean nothing.
  let space = false;
  const BARE = /[{};]$/;
  const emit = (c: string): void => {
    if (space && !(out && BARE.test(out)) && !BARE.test(c)) out += " ";
    space = false;
    out += c;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === quote) quote = "";
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
      space = true;
    } else if (c <= " ") space = true;
    else {
      if (c === '"' || c === "'") quote = c;
      emit(c);
    }
  }
  // Kept at the ends (as at the start): the part may sit between two interpolations (`margin: ${a} ${b}`).
  if (space && !BARE.test(out)) out += " ";
  return out;
}

/** A CSS template's text parts, as [start, end) offsets in the source, in order. */
type Parts = Array<[start: number, end: number]>;

/** Every CSS template of a module, in source order: the text parts of each (n interpolations, n + 1 parts). */
export function cssTemplates(source: string, tsx = true): Parts[] {
  // The parser, not a pattern: a tag's name in a comment or a string (`styled(StoryList)`) is not a template.
  const file = ts.createSourceFile("module.tsx", source, ts.ScriptTarget.Latest, false, tsx ? TSX : TS);
  const templates: Parts[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && CSS_TAG.test(node.tag.getText(file).replace(/\s+/g, " "))) {
      const { template } = node;
      if (ts.isNoSubstitutionTemplateLiteral(template)) {
        templates.push([[template.getStart(file) + 1, template.end - 1]]);
      } else {
        // A head ends with "${", a middle starts with "}" and ends with "${", the tail ends with "`".
        const parts: Parts = [[template.head.getStart(file) + 1, template.head.end - 2]];
        for (const { literal } of template.templateSpans) {
          parts.push([literal.getStart(file) + 1, literal.end - (ts.isTemplateTail(literal) ? 1 : 2)]);
        }
        templates.push(parts);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return templates.sort((a, b) => (a[0]?.[0] ?? 0) - (b[0]?.[0] ?? 0));
}

/** The module's source with the text parts of its CSS templates minified; the expressions are left as they are. */
export function minifyCssTemplates(source: string, tsx = true): string {
  if (!/\b(?:css|styled|scopedStyles)\b/.test(source)) return source;
  const edits = cssTemplates(source, tsx).flatMap((parts) =>
    parts.map(([start, end], index) => {
      let text = minifyCssText(source.slice(start, end));
      if (index === 0) text = text.trimStart();
      if (index === parts.length - 1) text = text.trimEnd();
      return { start, end, text };
    }),
  );
  // Nested templates (a css`…` in an interpolation) lie between their outer template's parts.
  edits.sort((a, b) => a.start - b.start);
  let out = "";
  let copied = 0;
  for (const { start, end, text } of edits) {
    out += source.slice(copied, start) + text;
    copied = end;
  }
  return out + source.slice(copied);
}

/**
 * The esbuild plugin of the browser's builds (the preview's client bundle, each package's browser flavour): every
 * TypeScript module of the repository goes through minifyCssTemplates, and those of packages with a server flavour
 * through stripEditorText too (editor-text.ts), in one plugin because esbuild gives a module to the first plugin
 * that loads it.
 */
export function cssTemplatesPlugin(): Plugin {
  return {
    name: "broadsheet-css-templates",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (path.includes("node_modules")) return undefined;
        const source = await readFile(path, "utf8");
        const tsx = path.endsWith("x");
        const browserSource = inPackageWithServerFlavour(path) ? stripEditorText(source, tsx) : source;
        return { contents: minifyCssTemplates(browserSource, tsx), loader: tsx ? "tsx" : "ts" };
      });
    },
  };
}
