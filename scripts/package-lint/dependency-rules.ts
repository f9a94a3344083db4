import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { caretAllows, isExactCaret, isRealRange } from "./semver-range";
import { dependencyField, stringField, type WorkspacePackage } from "./package-json";

/** One copy per page: a second React breaks hooks and context. */
export const PEER_ONLY = ["react", "react-dom"] as const;

const DEPENDENCY_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies", "devDependencies"] as const;
/** Fields whose entries a consumer installs; devDependencies stay in the repo. */
const SHIPPED_FIELDS = new Set<string>(["dependencies", "peerDependencies", "optionalDependencies"]);

const isPeerOnly = (name: string): boolean => (PEER_ONLY as readonly string[]).includes(name);

function rangeProblems(field: string, name: string, range: string, workspace: Map<string, WorkspacePackage>): string[] {
  if (name.startsWith("@broadsheet/")) {
    if (!isExactCaret(range)) return [`${field} "${name}": "${range}" must be ^x.y.z so lerna can bump it`];
    const sibling = workspace.get(name);
    if (!sibling) return [`${field} "${name}" is not a workspace package`];
    const version = stringField(sibling.manifest, "version") ?? "";
    if (!caretAllows(range, version)) return [`${field} "${name}": "${range}" does not include its version ${version}`];
    return [];
  }
  return isRealRange(range) ? [] : [`${field} "${name}": "${range}" is not a real semver range`];
}

/** Where dependencies are declared and with which ranges. Applies to private packages too. */
export function dependencyProblems(pkg: WorkspacePackage, workspace: Map<string, WorkspacePackage>): string[] {
  const problems: string[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(dependencyField(pkg.manifest, field))) {
      if (isPeerOnly(name) && (field === "dependencies" || field === "optionalDependencies")) {
        problems.push(`${name} is in ${field}: declare it in peerDependencies only`);
        continue;
      }
      problems.push(...rangeProblems(field, name, range, workspace));
      const sibling = workspace.get(name);
      if (!pkg.private && sibling?.private && SHIPPED_FIELDS.has(field)) {
        problems.push(`${field} "${name}" is private and never published: consumers could not install it`);
      }
    }
  }
  return problems;
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
/** Tests, stories and fixtures import local-host and test tools; they are not shipped. */
// Tests, stories and test helpers (test-*), which tsup-preset's EVERY_MODULE leaves out of the build too.
const NOT_SHIPPED = /\.(test|stories|spec)\.(ts|tsx)$|^test-/;
/**
 * Import and export statements (at the start of a line), side-effect imports, and import() or require() calls.
 * A statement's clause holds no "=" (nor ";"): without that bound `export const x = …` reads on, across lines, to
 * the first text that says `from "` (a story in a fixture: `… from " + …`).
 */
const SPECIFIERS = [
  /^\s*(?:import|export)\s[^;=]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g,
];

/** Every specifier a source or built file imports, relative paths included. */
export function moduleSpecifiers(source: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? "")).filter(
    (specifier) => specifier !== "",
  );
}

/** The package specifiers a source file imports (relative paths left out). */
export function importedSpecifiers(source: string): string[] {
  return moduleSpecifiers(source).filter((specifier) => !specifier.startsWith("."));
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name) && !NOT_SHIPPED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](test|__tests__|fixtures)[\\/]/.test(file));
}

export const packageOf = (specifier: string): string =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Packages a published package's shipped source imports that tsup leaves external. */
export function externalImports(pkg: WorkspacePackage): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(join(pkg.path, "src"))) {
    // The automatic JSX runtime imports react/jsx-runtime without a line saying so.
    if (file.endsWith(".tsx")) found.add("react");
    for (const specifier of importedSpecifiers(readFileSync(file, "utf8"))) {
      const name = packageOf(specifier);
      if (isPeerOnly(name) || name.startsWith("@broadsheet/")) found.add(name);
    }
  }
  return found;
}

/** tsup keeps React and @broadsheet/* external, so each import must be declared. */
export function undeclaredImportProblems(pkg: WorkspacePackage): string[] {
  const peers = dependencyField(pkg.manifest, "peerDependencies");
  const dependencies = dependencyField(pkg.manifest, "dependencies");
  return [...externalImports(pkg)]
    .filter((name) => name !== pkg.name)
    .flatMap((name) => {
      if (isPeerOnly(name)) return name in peers ? [] : [`src imports ${name} but peerDependencies does not list it`];
      return name in peers || name in dependencies ? [] : [`src imports ${name} but dependencies does not list it`];
    });
}
