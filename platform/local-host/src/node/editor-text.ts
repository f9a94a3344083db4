import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import ts from "typescript";
import { filesIn } from "./repo";
import { partImports } from "./server-parts";

const { TSX, TS } = ts.ScriptKind;

/*
 * What a block declares for PageBuilder's editor alone: a field's `description` and a select's option `labels`
 * (kit's builders), and the block's own `description` (defineBlock). PageBuilder reads them from propTypes on the
 * server, the manifest and Storybook are built from sources, and nothing a browser renders reads them (a field's
 * `label` and `group` stay: admin mode's notes name them). The browser's code (the preview's client bundle and
 * each package's browser flavour) is built without them, in the packages that also build a server flavour (dist/
 * server, scripts/build/server-flavour.ts), which keeps them: there Fusion's server bundle, where PageBuilder reads
 * propTypes, never imports the browser's. A package without one gives Fusion's server its browser flavour, so
 * its modules keep their text.
 */

/** kit's field builders: their first argument is the field's declaration. */
const BUILDERS = new Set([
  "text",
  "richText",
  "number",
  "boolean",
  "select",
  "url",
  "image",
  "contentConfig",
  "kvp",
  "json",
]);

/** The properties of a field's declaration that only the editor reads. */
const FIELD_EDITOR_TEXT = new Set(["description", "labels"]);

/** The properties of a block's declaration that only the editor and the manifest read. */
const BLOCK_EDITOR_TEXT = new Set(["description"]);

const KIT = "@broadsheet/kit";

/** Spaces and comments, then a comma: what separates a property from the next one. */
const COMMA_AFTER = /(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*,/y;

/** The local names this module gives kit's exports it imports (`text`, or `text as textField`), by export name. */
function kitImports(file: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== KIT) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      names.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** [start, end) of each property to take out of the module's source, its following comma included. */
function editorTextRanges(source: string, tsx: boolean): Array<[number, number]> {
  const file = ts.createSourceFile("module.tsx", source, ts.ScriptTarget.Latest, false, tsx ? TSX : TS);
  const kit = kitImports(file);
  if (kit.size === 0) return [];
  const ranges: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const exported = kit.get(node.expression.text);
      const removed =
        exported === "defineBlock" ? BLOCK_EDITOR_TEXT : exported && BUILDERS.has(exported) ? FIELD_EDITOR_TEXT : null;
      const [declaration] = node.arguments;
      if (removed && declaration && ts.isObjectLiteralExpression(declaration)) {
        for (const property of declaration.properties) {
          const name = propertyName(property);
          if (name === undefined || !removed.has(name)) continue;
          // With the comma after it, if any: what is left is a valid object (`{ a: 1, }` where it was the last).
          COMMA_AFTER.lastIndex = property.end;
          const comma = COMMA_AFTER.exec(source);
          ranges.push([property.getStart(file), property.end + (comma ? comma[0].length : 0)]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** What a package build leaves out (EVERY_MODULE): declarations, tests, stories, their helpers and fixtures. */
function shipped(path: string): boolean {
  if (/\.d\.ts$|\.test\.tsx?$|\.stories\.tsx$/.test(path)) return false;
  return !basename(path).startsWith("test-") && !path.includes(`${sep}fixtures${sep}`);
}

const serverFlavours = new Map<string, boolean>();

/**
 * Whether the package a module belongs to builds a server flavour: whether a shipped module of it defines a part
 * (scripts/build/server-flavour.ts decides the same way, from the same sources; a test holds the two equal).
 */
export function inPackageWithServerFlavour(path: string): boolean {
  let dir = dirname(path);
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) return false;
    dir = parent;
  }
  let known = serverFlavours.get(dir);
  if (known === undefined) {
    known = filesIn(join(dir, "src"), /\.tsx?$/)
      .filter(shipped)
      .some((file) => partImports(readFileSync(file, "utf8"), file.endsWith("x")).length > 0);
    serverFlavours.set(dir, known);
  }
  return known;
}

/** The module's source without the editor's text in its field and block declarations (see above). */
export function stripEditorText(source: string, tsx = true): string {
  // Most modules declare no block or field: they are not parsed.
  if (!source.includes(KIT) || !/\b(?:description|labels)\b/.test(source)) return source;
  let out = "";
  let copied = 0;
  for (const [start, end] of editorTextRanges(source, tsx)) {
    out += source.slice(copied, start);
    copied = end;
  }
  return out + source.slice(copied);
}
