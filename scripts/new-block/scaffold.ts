import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { blockNames, parseKind, ScaffoldError, type BlockNames, type ScaffoldKind } from "./block-name";
import type { KindTemplate } from "./kind-template";
import { chain } from "./kinds/chain";
import { feature } from "./kinds/feature";
import { layout } from "./kinds/layout";
import { indexTs, packageJson, readme, tsconfigJson, tsupConfig } from "./package-templates";
import type { WorkspaceVersions } from "./workspace-versions";

const TEMPLATES: Record<ScaffoldKind, KindTemplate> = { feature, chain, layout };

export interface ScaffoldOptions {
  /** The repo root (or any folder standing in for it); the block goes to <root>/blocks/<name>-block. */
  root: string;
  name: string;
  kind: string;
  versions: WorkspaceVersions;
}

export interface ScaffoldResult {
  names: BlockNames;
  kind: ScaffoldKind;
  /** Relative to root, e.g. "blocks/top-stories-block". */
  dir: string;
  /** Relative to root, in the order written. */
  files: string[];
}

/** Every file of the new package, by path inside the package folder. */
export function blockFiles(names: BlockNames, kind: ScaffoldKind, versions: WorkspaceVersions): Map<string, string> {
  const template = TEMPLATES[kind];
  return new Map([
    ["package.json", packageJson(names, template, versions)],
    ["tsconfig.json", tsconfigJson()],
    ["tsup.config.ts", tsupConfig()],
    ["README.md", readme(names, template)],
    ["src/index.ts", indexTs(names)],
    [`src/${names.name}.tsx`, template.component(names)],
    [`src/${names.name}.test.tsx`, template.test(names)],
    [`src/${names.name}.stories.tsx`, template.stories(names)],
  ]);
}

/** Writes blocks/<name>-block in the shape of hello-world-block. Refuses rather than overwrites. */
export function scaffoldBlock({ root, name, kind, versions }: ScaffoldOptions): ScaffoldResult {
  const names = blockNames(name);
  const scaffoldKind = parseKind(kind);
  const dir = `blocks/${names.folder}`;
  if (existsSync(join(root, dir))) {
    throw new ScaffoldError(`${dir} already exists: pick another name or remove it first`);
  }

  // Render every file before touching the disk, so a template error leaves nothing half-written.
  const files = blockFiles(names, scaffoldKind, versions);
  const written: string[] = [];
  for (const [path, text] of files) {
    const target = join(root, dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text, { flag: "wx" });
    written.push(`${dir}/${path}`);
  }
  return { names, kind: scaffoldKind, dir, files: written };
}
