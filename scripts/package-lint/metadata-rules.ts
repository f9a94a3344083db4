import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord } from "@broadsheet/kit";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { stringField, type WorkspacePackage } from "./package-json";

/** A public https git URL: no machine paths, file: or ssh URLs a registry page cannot link to. */
const REPOSITORY_URL = /^(git\+)?https:\/\/[^\s/]+\/[^\s]+\.git$/;
const LICENSE = /^[A-Za-z0-9.+-]+( (AND|OR) [A-Za-z0-9.+-]+)*$/;

/**
 * What npm shows about a package and what an installer checks: the licence, the repository folder it is built
 * from, and the Node it needs, the root's (`rootNode`), so a site on an older Node is told at install time.
 */
export function metadataProblems(pkg: WorkspacePackage, rootNode: string | undefined): string[] {
  const { manifest } = pkg;
  const problems: string[] = [];
  const license = stringField(manifest, "license");
  if (!license || !LICENSE.test(license)) problems.push(`"license" "${license ?? ""}" is not an SPDX expression`);

  const repository = manifest.repository;
  if (!isRecord(repository)) problems.push('"repository" is not { "type": "git", "url": …, "directory": … }');
  else {
    if (repository.type !== "git") problems.push('"repository.type" is not "git"');
    const url = typeof repository.url === "string" ? repository.url : "";
    if (!REPOSITORY_URL.test(url)) problems.push(`"repository.url" "${url}" is not a public https git URL`);
    if (repository.directory !== pkg.dir) {
      problems.push(`"repository.directory" is ${JSON.stringify(repository.directory)}, not "${pkg.dir}"`);
    }
  }

  const node = isRecord(manifest.engines) ? manifest.engines.node : undefined;
  if (node !== rootNode) {
    problems.push(`"engines.node" is ${JSON.stringify(node)}, not the root's ${JSON.stringify(rootNode)}`);
  }
  return problems;
}

/** The root package.json's engines.node: the Node the repo, and so every package, needs. */
export function workspaceNodeRange(root: string = repoRoot()): string | undefined {
  const manifest: unknown = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const engines = isRecord(manifest) && isRecord(manifest.engines) ? manifest.engines : {};
  return typeof engines.node === "string" ? engines.node : undefined;
}
