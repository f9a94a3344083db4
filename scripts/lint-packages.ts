/**
 * Package rules enforced in CI (after React Spectrum's lint-packages): package.json shape and
 * dependency rules for every workspace package, then publint and the npm tarball for built ones, and
 * for built block packages, that every Fusion entry loads and carries what PageBuilder reads (and, bundled for
 * browsers, leaves prop-types out); for built packages, that every import in a shipped file resolves at a site.
 * Usage: npx tsx --tsconfig tsconfig.node.json scripts/lint-packages.ts [--suggestions]
 */
import { dependencyProblems, undeclaredImportProblems } from "./package-lint/dependency-rules";
import { browserFieldPackProblems, flavourProblems, fusionEntryFlavourProblems } from "./package-lint/flavour-rules";
import { fusionEntryProblems } from "./package-lint/fusion-entry-check";
import { isBlockPackage } from "./package-lint/fusion-folders";
import { identityProblems, publishShapeProblems } from "./package-lint/manifest-rules";
import { metadataProblems, workspaceNodeRange } from "./package-lint/metadata-rules";
import { isBuilt, readWorkspace, type WorkspacePackage } from "./package-lint/package-json";
import { reactFloorProblems, typesReactPeerProblems } from "./package-lint/peer-rules";
import { packedFiles, publintReport, tarballProblems } from "./package-lint/publish-checks";
import { compareVersions } from "./package-lint/semver-range";
import { shippedImportProblems } from "./package-lint/shipped-imports";
import { shippedFolderExportProblems, subpathFolderProblems } from "./package-lint/subpath-rules";
import { TESTED_REACT_FLOOR } from "./package-lint/tested-react";
import {
  dependencyCycles,
  undeclaredTestImportProblems,
  untestedPeerProblems,
} from "./package-lint/test-dependency-rules";
import { installedVersions } from "./package-lint/installed-versions";

interface PackageResult {
  pkg: WorkspacePackage;
  problems: string[];
  suggestions: string[];
  published: boolean;
}

/** What CI installs, and so tests against, of the packages blocks take as peers. */
const TESTED_PEERS = installedVersions(["react", "react-dom"]);
/** Every package needs the Node the repo needs. */
const ROOT_NODE = workspaceNodeRange();

async function lintPackage(pkg: WorkspacePackage, workspace: Map<string, WorkspacePackage>): Promise<PackageResult> {
  const problems = [
    ...identityProblems(pkg),
    ...metadataProblems(pkg, ROOT_NODE),
    ...dependencyProblems(pkg, workspace),
    ...undeclaredTestImportProblems(pkg),
    ...untestedPeerProblems(pkg, TESTED_PEERS),
    ...reactFloorProblems(pkg),
  ];
  if (pkg.private) return { pkg, problems, suggestions: [], published: false };

  problems.push(
    ...publishShapeProblems(pkg),
    ...flavourProblems(pkg),
    ...undeclaredImportProblems(pkg),
    ...typesReactPeerProblems(pkg),
    ...subpathFolderProblems(pkg),
    ...shippedFolderExportProblems(pkg),
  );
  // publint and the tarball check read dist, so they wait for `npm run build`.
  if (!isBuilt(pkg)) return { pkg, problems, suggestions: [], published: false };
  const packed = packedFiles(pkg);
  const publint = await publintReport(pkg, packed);
  problems.push(
    ...publint.problems,
    ...tarballProblems(pkg, packed),
    ...shippedImportProblems(pkg, packed),
    ...browserFieldPackProblems(pkg, packed),
  );
  if (isBlockPackage(pkg.dir)) problems.push(...fusionEntryFlavourProblems(pkg), ...(await fusionEntryProblems(pkg)));
  return { pkg, problems, suggestions: publint.suggestions, published: true };
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`;

async function main(): Promise<number> {
  const showSuggestions = process.argv.includes("--suggestions");
  const packages = readWorkspace();
  const workspace = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const results: PackageResult[] = [];
  for (const pkg of packages) results.push(await lintPackage(pkg, workspace));
  const cycles = dependencyCycles(packages);
  for (const cycle of cycles) console.log(`dependency cycle (devDependencies count): ${cycle.join(" -> ")}`);
  // Peer ranges start at the floor the host proof installs; CI's own install must not be older, or no test runs
  // the newest code against it.
  const floor = Object.entries(TESTED_PEERS)
    .filter(([, version]) => compareVersions(version, TESTED_REACT_FLOOR) < 0)
    .map(([name, version]) => `${name} ${version} is installed, below TESTED_REACT_FLOOR ${TESTED_REACT_FLOOR}`);
  for (const problem of floor) console.log(problem);

  for (const { pkg, problems, suggestions } of results) {
    for (const problem of problems) console.log(`${pkg.name} (${pkg.dir}): ${problem}`);
    if (showSuggestions) for (const note of suggestions) console.log(`${pkg.name} (${pkg.dir}): suggestion: ${note}`);
  }

  const problemCount = results.reduce((sum, result) => sum + result.problems.length, 0) + cycles.length + floor.length;
  const suggestionCount = results.reduce((sum, result) => sum + result.suggestions.length, 0);
  const packed = results.filter((result) => result.published).length;
  const unbuilt = results.filter((result) => !result.pkg.private && !result.published).map((result) => result.pkg.name);
  const failing = results.filter((result) => result.problems.length > 0).length;
  const summary = [
    `${plural(packages.length, "package")} checked`,
    `${packed} built and checked with publint and npm pack`,
    unbuilt.length > 0 ? `not built, publint and pack skipped: ${unbuilt.join(", ")}` : "",
    suggestionCount > 0 && !showSuggestions
      ? `${plural(suggestionCount, "publint suggestion")} (--suggestions to list)`
      : "",
  ].filter(Boolean);
  if (problemCount > 0) {
    const counted = `${plural(problemCount, "problem")} in ${plural(failing, "package")}`;
    console.error(`lint-packages: ${counted}; ${summary.join("; ")}`);
    return 1;
  }
  console.log(`lint-packages: no problems; ${summary.join("; ")}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
