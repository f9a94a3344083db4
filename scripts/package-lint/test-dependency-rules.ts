import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importedSpecifiers, packageOf } from "./dependency-rules";
import { dependencyField, type WorkspacePackage } from "./package-json";

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const TEST_ONLY_FILE = /\.(test|stories|spec|e2e\.test)\.(ts|tsx)$/;
const TEST_ONLY_DIR = /[\\/](test|__tests__|fixtures)[\\/]/;

/** Files that only tests and stories run: they may use test tools, but each must be declared. */
function testOnlyFiles(pkg: WorkspacePackage): string[] {
  return ["src", "test"].flatMap((folder) => {
    const dir = join(pkg.path, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => folder === "test" || TEST_ONLY_FILE.test(file) || TEST_ONLY_DIR.test(file));
  });
}

/** Packages the tests and stories of a package import, other than Node's and the host's own modules. */
export function testImports(pkg: WorkspacePackage): Set<string> {
  const found = new Set<string>();
  for (const file of testOnlyFiles(pkg)) {
    for (const specifier of importedSpecifiers(readFileSync(file, "utf8"))) {
      if (specifier.startsWith("node:") || specifier.startsWith("fusion:")) continue;
      found.add(packageOf(specifier));
    }
  }
  return found;
}

/**
 * A package's own tests run with what the package declares. Hoisting makes an undeclared test tool work in
 * this repo, and fail the day the package is tested alone or the root drops it.
 */
export function undeclaredTestImportProblems(pkg: WorkspacePackage): string[] {
  const declared = new Set(
    ["dependencies", "devDependencies", "peerDependencies"].flatMap((field) =>
      Object.keys(dependencyField(pkg.manifest, field)),
    ),
  );
  return [...testImports(pkg)]
    .filter((name) => name !== pkg.name && !declared.has(name))
    .sort()
    .map((name) => `tests or stories import ${name} but no dependency field lists it (add it to devDependencies)`);
}

const ALL_FIELDS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"] as const;

/**
 * Workspace packages that depend on each other in a circle, counting devDependencies: a test-time cycle means
 * neither package can be built, tested or released without the other.
 */
export function dependencyCycles(packages: readonly WorkspacePackage[]): string[][] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const edges = new Map(
    packages.map((pkg) => [
      pkg.name,
      [...new Set(ALL_FIELDS.flatMap((field) => Object.keys(dependencyField(pkg.manifest, field))))].filter(
        (name) => byName.has(name) && name !== pkg.name,
      ),
    ]),
  );
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();

  function visit(name: string): void {
    seen.add(name);
    stack.push(name);
    onStack.add(name);
    for (const next of edges.get(name) ?? []) {
      if (onStack.has(next)) cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!seen.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(name);
  }
  for (const pkg of packages) if (!seen.has(pkg.name)) visit(pkg.name);
  return cycles;
}

/** The majors a range like "^19.0.0" or "^18.3.0 || ^19.0.0" admits, or null where it cannot tell. */
function caretMajors(range: string): number[] | null {
  const majors = range.split("||").map((part) => /^\s*\^(\d+)\.\d+\.\d+\s*$/.exec(part)?.[1]);
  return majors.every((major) => major !== undefined) ? majors.map(Number) : null;
}

/** A peer range may only promise the React major CI installs and tests. */
export function untestedPeerProblems(pkg: WorkspacePackage, tested: Record<string, string>): string[] {
  const peers = dependencyField(pkg.manifest, "peerDependencies");
  return Object.entries(tested).flatMap(([name, version]) => {
    const range = peers[name];
    if (range === undefined) return [];
    const testedMajor = Number(version.split(".")[0]);
    const majors = caretMajors(range);
    if (!majors) return [`peerDependencies "${name}": "${range}" should be ^${testedMajor}.x.y, the major CI tests`];
    const untested = majors.filter((major) => major !== testedMajor);
    return untested.length
      ? [`peerDependencies "${name}": "${range}" admits ${name} ${untested.join(", ")}, but CI tests ${version} only`]
      : [];
  });
}
