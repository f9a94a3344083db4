import { isRecord } from "@broadsheet/kit";
import { dependencyField, type WorkspacePackage } from "./package-json";
import { compareVersions, isRealRange, lowerBound } from "./semver-range";
import { TESTED_REACT_FLOOR } from "./tested-react";

const REACT_PEERS = ["react", "react-dom"] as const;

/**
 * A react or react-dom peer range promises every version from its lower bound up, so the bound may not be older
 * than the React CI tests (tested-react.ts): "^19.0.0" let a site install 19.1, where useEffectEvent is missing.
 */
export function reactFloorProblems(pkg: WorkspacePackage, floor: string = TESTED_REACT_FLOOR): string[] {
  const peers = dependencyField(pkg.manifest, "peerDependencies");
  return REACT_PEERS.flatMap((name) => {
    const range = peers[name];
    if (range === undefined) return [];
    const bound = lowerBound(range);
    if (bound === null) return [`peerDependencies "${name}": "${range}" has no lower bound; start it at ^${floor}`];
    return compareVersions(bound, floor) < 0
      ? [`peerDependencies "${name}": "${range}" admits ${name} ${bound}, below ${floor}, the oldest CI tests`]
      : [];
  });
}

/**
 * A published package that peer-depends on react ships declarations that use React's types, so it names
 * @types/react as an optional peer: a TypeScript site gets a version that fits, a JavaScript site installs nothing.
 */
export function typesReactPeerProblems(pkg: WorkspacePackage): string[] {
  const peers = dependencyField(pkg.manifest, "peerDependencies");
  if (pkg.private || peers.react === undefined) return [];
  const range = peers["@types/react"];
  const problems: string[] = [];
  if (range === undefined) problems.push('peerDependencies has react but not "@types/react" (optional)');
  else if (!isRealRange(range)) problems.push(`peerDependencies "@types/react": "${range}" is not a real semver range`);
  else if (lowerBound(range)?.split(".")[0] !== TESTED_REACT_FLOOR.split(".")[0]) {
    problems.push(`peerDependencies "@types/react": "${range}" is not for React ${TESTED_REACT_FLOOR.split(".")[0]}`);
  }
  const meta = isRecord(pkg.manifest.peerDependenciesMeta) ? pkg.manifest.peerDependenciesMeta["@types/react"] : null;
  if (range !== undefined && !(isRecord(meta) && meta.optional === true)) {
    problems.push('peerDependenciesMeta does not mark "@types/react" optional');
  }
  return problems;
}
