import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { isRecord } from "@broadsheet/kit";
import { exportsProblems, exposedFiles } from "./exports-rules";
import { FUSION_FOLDERS, isBlockPackage } from "./fusion-folders";
import { isBuilt, stringField, type WorkspacePackage } from "./package-json";
import { moduleSubpaths } from "./subpath-rules";

const NAME = /^@broadsheet\/[a-z0-9]+(-[a-z0-9]+)*$/;
const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

const normalise = (path: string): string => path.replace(/^\.\//, "").replace(/\/$/, "");

/** Rules every package follows, published or not: they decide how others refer to it. */
export function identityProblems(pkg: WorkspacePackage): string[] {
  const problems: string[] = [];
  const name = stringField(pkg.manifest, "name");
  if (!name || !NAME.test(name)) problems.push(`name "${name ?? ""}" is not @broadsheet/<kebab-case>`);
  else if (name !== `@broadsheet/${basename(pkg.dir)}`) {
    problems.push(`name "${name}" does not match its folder: expected @broadsheet/${basename(pkg.dir)}`);
  }
  const version = stringField(pkg.manifest, "version");
  if (!version || !VERSION.test(version)) problems.push(`version "${version ?? ""}" is not x.y.z`);
  return problems;
}

function entryPointProblems(pkg: WorkspacePackage): string[] {
  return ["main", "module", "types"].flatMap((field) => {
    const value = stringField(pkg.manifest, field);
    if (value === undefined) return [`no "${field}" field`];
    return normalise(value).startsWith("dist/") ? [] : [`"${field}" is "${value}", outside dist`];
  });
}

function filesProblems(pkg: WorkspacePackage): string[] {
  const files = pkg.manifest.files;
  if (!Array.isArray(files) || !files.every((entry): entry is string => typeof entry === "string")) {
    return ['"files" must list what ships: ["dist", …]'];
  }
  const listed = files.map(normalise);
  const has = (path: string): boolean => existsSync(join(pkg.path, path));
  const block = isBlockPackage(pkg.dir);
  const subpathFolders = moduleSubpaths(pkg.manifest.exports).map((subpath) => `${subpath}/package.json`);
  const allowed = new Set<string>(["dist", "intl.json", ...exposedFiles(pkg.manifest.exports), ...subpathFolders]);
  if (block) for (const folder of FUSION_FOLDERS) allowed.add(folder);

  const problems: string[] = [];
  if (!listed.includes("dist")) problems.push('"files" does not list "dist"');
  for (const entry of listed) {
    if (!allowed.has(entry)) {
      const fusion = block ? ", the Fusion folders" : "";
      problems.push(`"files" lists "${entry}": only dist${fusion}, intl.json and exported files ship`);
    }
  }
  if (has("intl.json") && !listed.includes("intl.json")) problems.push('"files" does not list "intl.json"');
  if (block) {
    for (const folder of FUSION_FOLDERS) {
      const onDisk = has(folder);
      if (onDisk && !listed.includes(folder)) problems.push(`"files" does not list "${folder}", which the build wrote`);
      if (!onDisk && listed.includes(folder) && isBuilt(pkg)) {
        problems.push(`"files" lists "${folder}" but the build wrote no ${folder}/`);
      }
    }
  }
  return problems;
}

/** How a published package presents itself on npm. Private packages never reach npm, so skip these. */
export function publishShapeProblems(pkg: WorkspacePackage): string[] {
  const { manifest } = pkg;
  const problems: string[] = [];
  if (manifest.type !== "module") problems.push('"type" is not "module"');
  if (manifest.sideEffects !== false) problems.push('"sideEffects" is not false');
  problems.push(...entryPointProblems(pkg), ...exportsProblems(manifest.exports), ...filesProblems(pkg));
  const access = isRecord(manifest.publishConfig) ? manifest.publishConfig.access : undefined;
  if (access !== "public") {
    problems.push('"publishConfig.access" is not "public" (scoped packages publish private by default)');
  }
  if (!existsSync(join(pkg.path, "README.md"))) problems.push("no README.md");
  return problems;
}
