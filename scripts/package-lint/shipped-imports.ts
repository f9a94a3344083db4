import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, posix } from "node:path";
import { isRecord } from "@broadsheet/kit";
import { moduleSpecifiers, packageOf } from "./dependency-rules";
import type { PackageJson, WorkspacePackage } from "./package-json";

/*
 * What a site's bundler and Node meet in a package's shipped code, at their defaults: webpack 5 and Node's ESM
 * loader take an ES module's specifiers as fully specified (no extension added, no directory index), and Node
 * refuses a directory import outright (ERR_UNSUPPORTED_DIR_IMPORT). So a deep import names either a subpath the
 * other package exports or, where it has no exports map, a file with its extension; a relative one in an ES module
 * names a file with its extension.
 */

const CODE_FILE = /\.(c|m)?js$/;
const HAS_EXTENSION = /\/[^/]*\.[A-Za-z0-9]+$/;
/** Schemes a bundler or host resolves itself: node:, fusion:, data:, https:. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BUILTINS = new Set(builtinModules);

const isEsm = (path: string, manifest: PackageJson): boolean =>
  path.endsWith(".mjs") || (path.endsWith(".js") && manifest.type === "module");

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The folder of package `name` as Node finds it from `from`: the nearest node_modules/<name> above. */
export function installedPackageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether an exports map lets `subpath` ("./pure/index.js") through: an exact key or a "*" pattern, not null. */
export function exportsExposes(exportsField: unknown, subpath: string): boolean {
  // A path, a list or a map of conditions alone exports "." only.
  if (!isRecord(exportsField) || !Object.keys(exportsField).some((key) => key.startsWith("."))) return false;
  if (subpath in exportsField) return exportsField[subpath] !== null;
  return Object.entries(exportsField).some(([key, target]) => {
    const star = key.indexOf("*");
    if (star < 0 || target === null) return false;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    return subpath.length > key.length - 1 && subpath.startsWith(prefix) && subpath.endsWith(suffix);
  });
}

/** Why a bare specifier would fail where it ships from, or undefined when it resolves. */
function bareProblem(specifier: string, from: string): string | undefined {
  const name = packageOf(specifier);
  if (BUILTINS.has(name) || BUILTINS.has(specifier)) return undefined;
  const dir = installedPackageDir(name, from);
  if (!dir) return `${name} is not installed`;
  const rest = specifier.slice(name.length);
  if (rest === "") return undefined;
  const parsed: unknown = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const manifest = isRecord(parsed) ? parsed : {};
  if ("exports" in manifest) {
    return exportsExposes(manifest.exports, `.${rest}`) ? undefined : `${name}'s exports have no ".${rest}"`;
  }
  if (HAS_EXTENSION.test(rest) && isFile(join(dir, rest))) return undefined;
  return `${name} has no exports map, and ".${rest}" is not a file named with its extension (webpack 5 and Node's ESM loader refuse directory and extension-less imports)`;
}

/** Why a relative specifier would fail in the tarball, or undefined when it names a shipped file. */
function relativeProblem(
  specifier: string,
  file: string,
  esm: boolean,
  shipped: ReadonlySet<string>,
): string | undefined {
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  if (esm) {
    if (!HAS_EXTENSION.test(`/${target}`)) return "an ES module's relative import names no file extension";
    return shipped.has(target) ? undefined : `${target} is not in the tarball`;
  }
  // require() also tries the extensions and a folder's index.js.
  const candidates = [target, `${target}.js`, `${target}.json`, `${target}/index.js`];
  return candidates.some((candidate) => shipped.has(candidate)) ? undefined : `${target} is not in the tarball`;
}

/**
 * Checks every import, export, import() and require() of the package's shipped .js/.cjs/.mjs files (`packed`,
 * the paths `npm pack` ships). One line per distinct problem, naming the first file and how many others share it.
 */
export function shippedImportProblems(pkg: WorkspacePackage, packed: readonly string[]): string[] {
  const shipped = new Set(packed);
  const found = new Map<string, string[]>();
  for (const file of packed.filter((path) => CODE_FILE.test(path))) {
    const esm = isEsm(file, pkg.manifest);
    for (const specifier of new Set(moduleSpecifiers(readFileSync(join(pkg.path, file), "utf8")))) {
      let problem: string | undefined;
      if (specifier.startsWith(".")) problem = relativeProblem(specifier, file, esm, shipped);
      else if (!SCHEME.test(specifier)) problem = bareProblem(specifier, pkg.path);
      if (problem === undefined) continue;
      const key = `imports "${specifier}": ${problem}`;
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return [...found].map(([key, files]) => {
    const others = files.length > 1 ? ` (and ${files.length - 1} more)` : "";
    return `${files[0]}${others} ${key}`;
  });
}
