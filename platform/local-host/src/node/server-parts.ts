import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";
import ts from "typescript";
import { minifyCssTemplates } from "./css-templates";

const { TSX, TS } = ts.ScriptKind;

/*
 * A part (kit's lazyPart and serverPart) loads its code with `import("./x")`, so that a browser fetches it only
 * when it is needed. A server cannot wait for it: a host that renders with renderToString right after loading the
 * bundle meets the part still loading, and React writes a client-rendered boundary instead of its HTML. A package's
 * server flavour (dist/server, what Node resolves) is built from modules where each such import is the module
 * itself, imported statically and handed to the part settled (kit's loadedPart), so a part never suspends there.
 */

/** kit's functions that define a part from a loader. */
const PART_DEFINERS = new Set(["lazyPart", "serverPart"]);

/** Where the server flavour takes `loadedPart` from: every package with parts defines them with kit's functions. */
const KIT = "@broadsheet/kit";

/** One `import("./x")` inside a part's definition: [start, end) of the call in the source, and what it imports. */
export interface PartImport {
  start: number;
  end: number;
  specifier: string;
  /** Inside an async function: whatever it imports, the loader returns a promise, and the part waits for it. */
  awaited: boolean;
}

function calleeName(callee: ts.Expression): string {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

function relativeImport(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || node.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [specifier] = node.arguments;
  return specifier && ts.isStringLiteralLike(specifier) && /^\.\.?\//.test(specifier.text) ? specifier.text : undefined;
}

function isAsync(node: ts.Node): boolean {
  if (!ts.isFunctionLike(node) || !ts.canHaveModifiers(node)) return false;
  return ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
}

/** The relative dynamic imports inside `lazyPart(…)` and `serverPart(…)` calls of a module, in source order. */
export function partImports(source: string, tsx = true): PartImport[] {
  if (!/\b(?:lazyPart|serverPart)\b/.test(source) || !source.includes("import(")) return [];
  // The parser, not a pattern: an import() elsewhere (an SDK loaded on demand) is not a part, nor is a comment.
  const file = ts.createSourceFile("module.tsx", source, ts.ScriptTarget.Latest, false, tsx ? TSX : TS);
  const found: PartImport[] = [];
  const visit = (node: ts.Node, inPart: boolean, awaited: boolean): void => {
    const specifier = inPart ? relativeImport(node) : undefined;
    if (specifier !== undefined) found.push({ start: node.getStart(file), end: node.end, specifier, awaited });
    const entering = inPart || (ts.isCallExpression(node) && PART_DEFINERS.has(calleeName(node.expression)));
    ts.forEachChild(node, (child) => visit(child, entering, entering && (awaited || isAsync(node))));
  };
  visit(file, false, false);
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The module as its server flavour has it: each part's `import("./x")` becomes `__loadedPart(__part0_x)`, with
 * `import * as __part0_x from "./x"` added. The imports go at the end (a module's imports are hoisted wherever
 * they stand), so every other line keeps its number and the source map its lines.
 */
export function inlinePartImports(source: string, tsx = true, path = "module"): string {
  const found = partImports(source, tsx);
  if (found.length === 0) return source;
  const awaited = found.find((part) => part.awaited);
  if (awaited) {
    throw new Error(
      `${path}: the part importing "${awaited.specifier}" loads it in an async function, which returns a promise a ` +
        `server would wait for: write its loader as () => import("${awaited.specifier}").then(…)`,
    );
  }
  const names = new Map<string, string>();
  for (const { specifier } of found) {
    if (!names.has(specifier)) names.set(specifier, `__part${names.size}_${specifier.replace(/\W+/g, "_")}`);
  }
  let out = "";
  let copied = 0;
  for (const { start, end, specifier } of found) {
    out += `${source.slice(copied, start)}__loadedPart(${names.get(specifier) ?? ""})`;
    copied = end;
  }
  const imports = [...names].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(specifier)};`);
  return [
    out + source.slice(copied),
    `import { loadedPart as __loadedPart } from ${JSON.stringify(KIT)};`,
    ...imports,
    "",
  ].join("\n");
}

/**
 * The esbuild plugin of a package's server flavour. esbuild takes a module's contents from the first plugin that
 * answers for it, so this one also does what cssTemplatesPlugin does for the browser's: both flavours carry the
 * same CSS text, and so the same class names.
 */
export function serverPartsPlugin(): Plugin {
  return {
    name: "broadsheet-server-parts",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (path.includes("node_modules")) return undefined;
        const source = await readFile(path, "utf8");
        const tsx = path.endsWith("x");
        const contents = minifyCssTemplates(inlinePartImports(source, tsx, path), tsx);
        return { contents, loader: tsx ? "tsx" : "ts" };
      });
    },
  };
}
