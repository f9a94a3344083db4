import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, normalize, posix } from "node:path";
import { isRecord } from "@broadsheet/kit";
import { hasServerFlavour, SERVER_FLAVOUR_DIR } from "../build/server-flavour";
import { FUSION_FOLDERS } from "./fusion-folders";
import { stringField, type WorkspacePackage } from "./package-json";
import { resolveTarget } from "./subpath-rules";

/*
 * A package with parts ships two flavours (scripts/build/server-flavour.ts): dist/server, whose parts never suspend
 * on a server, and dist, whose parts a browser loads on demand. Every resolver must get its own: a server given dist
 * writes client-rendered boundaries on its first render, a browser given dist/server carries every part's code in
 * the block's own chunk. These rules follow each resolver through package.json, as it would.
 */

/** The conditions each kind of resolver matches in `exports`, besides "default". */
const RESOLVERS = [
  { who: "Node's import", conditions: ["node", "import"], server: true },
  { who: "Node's require", conditions: ["node", "require"], server: true },
  { who: "a browser bundle's import", conditions: ["browser", "import", "module"], server: false },
  { who: "a browser bundle's require", conditions: ["browser", "require"], server: false },
] as const;

const SERVER_PREFIX = `${SERVER_FLAVOUR_DIR}/`;
const clean = (path: string): string => posix.normalize(path.replace(/^\.\//, ""));
const inServerFlavour = (path: string): boolean => clean(path).startsWith(SERVER_PREFIX);
/** The browser's file for a server flavour's file: dist/server/index.js → dist/index.js. */
const browserFile = (path: string): string => `./dist/${clean(path).slice(SERVER_PREFIX.length)}`;

/** The package's `browser` field as a map of its own files, "./dist/x.js" → "./dist/y.js" (a string maps main). */
function browserMap(manifest: Readonly<Record<string, unknown>>): Map<string, string> {
  const field = manifest.browser;
  const map = new Map<string, string>();
  if (typeof field === "string") {
    const main = stringField(manifest, "main");
    if (main) map.set(clean(main), clean(field));
  } else if (isRecord(field)) {
    for (const [from, to] of Object.entries(field)) if (typeof to === "string") map.set(clean(from), clean(to));
  }
  return map;
}

/** Which flavour each resolver gets from `exports["."]`, `main` and `module`, and the `browser` field that maps them. */
export function flavourProblems(pkg: WorkspacePackage): string[] {
  const { manifest } = pkg;
  const server = hasServerFlavour(pkg.path);
  const problems: string[] = [];
  const root = isRecord(manifest.exports) ? manifest.exports["."] : undefined;
  for (const { who, conditions, server: onServer } of RESOLVERS) {
    const target = resolveTarget(root, conditions);
    if (target === undefined) continue;
    if (!server && inServerFlavour(target)) {
      problems.push(`exports["."] gives ${who} "${target}", but the package has no parts, so no server flavour`);
    } else if (server && onServer !== inServerFlavour(target)) {
      const wanted = onServer ? `the server flavour (${SERVER_PREFIX}…)` : `the browser's dist (not ${SERVER_PREFIX}…)`;
      const order = onServer ? "" : ': put a "browser" condition first';
      problems.push(`exports["."] gives ${who} "${target}", not ${wanted}${order}`);
    }
  }

  const browser = browserMap(manifest);
  for (const field of ["main", "module"] as const) {
    const value = stringField(manifest, field);
    if (value === undefined) continue;
    if (!server) {
      if (inServerFlavour(value)) problems.push(`"${field}" is "${value}", but the package has no server flavour`);
      continue;
    }
    // Resolvers that ignore exports (webpack 4, TypeScript's node10) read these; Node ignores the browser field.
    if (!inServerFlavour(value)) {
      problems.push(`"${field}" is "${value}": a server that ignores exports would get the browser's flavour`);
    } else if (browser.get(clean(value)) !== clean(browserFile(value))) {
      problems.push(`"browser" does not map "${value}" to "${browserFile(value)}", so a browser bundle would get it`);
    }
  }
  for (const [from, to] of browser) {
    if (!server && inServerFlavour(from))
      problems.push(`"browser" maps "./${from}", a server flavour the package lacks`);
    if (inServerFlavour(to)) problems.push(`"browser" maps "./${from}" to the server flavour "./${to}"`);
  }
  return problems;
}

/** Every file the `browser` field maps, and what it maps it to, is in the tarball: a bundler resolves both. */
export function browserFieldPackProblems(pkg: WorkspacePackage, packed: readonly string[]): string[] {
  const shipped = new Set(packed.map(clean));
  return [...browserMap(pkg.manifest)].flatMap(([from, to]) =>
    [from, to]
      .filter((file) => !shipped.has(file))
      .map((file) => `"browser" maps "./${from}" to "./${to}", but npm pack would not ship ${file}`),
  );
}

/** The built Fusion entries (features/<name>/default.js, output-types/<name>.js, sources/<name>.js …) of a package. */
function fusionEntries(pkg: WorkspacePackage): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return entry.name.endsWith(".js") ? [path] : [];
    });
  return FUSION_FOLDERS.map((folder) => join(pkg.path, folder)).flatMap((dir) => (existsSync(dir) ? files(dir) : []));
}

/** Each Fusion entry imports the flavour that makes Fusion's server render complete (and its browser build lazy). */
export function fusionEntryFlavourProblems(pkg: WorkspacePackage): string[] {
  const wanted = normalize(join(pkg.path, hasServerFlavour(pkg.path) ? SERVER_FLAVOUR_DIR : "dist", "index.js"));
  return fusionEntries(pkg).flatMap((entry) => {
    const imported = [...readFileSync(entry, "utf8").matchAll(/from "(\.\.?\/[^"]*dist\/[^"]*)"/g)].map(
      ([, path = ""]) => normalize(join(entry, "..", path)),
    );
    const where = entry.slice(pkg.path.length + 1);
    return imported
      .filter((path) => path !== wanted)
      .map((path) => `${where} imports ${path.slice(pkg.path.length + 1)}, not ${wanted.slice(pkg.path.length + 1)}`);
  });
}
