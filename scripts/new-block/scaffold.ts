import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  blockNames,
  parseScaffoldRequest,
  ScaffoldError,
  type BlockNames,
  type ScaffoldChoice,
  type ScaffoldRequest,
  type ScaffoldVariant,
} from "./block-name";
import type { Formatter } from "./format";
import type { KindTemplate } from "./kind-template";
import { chain } from "./kinds/chain";
import { content } from "./kinds/content";
import { feature } from "./kinds/feature";
import { island } from "./kinds/island";
import { layout } from "./kinds/layout";
import { indexTs, manifestTest, intlJson, packageJson, readme, tsconfigJson, tsupConfig } from "./package-templates";
import type { WorkspaceVersions } from "./workspace-versions";

const TEMPLATES: Record<ScaffoldVariant, KindTemplate> = { static: feature, island, content, chain, layout };

export interface ScaffoldOptions extends ScaffoldRequest {
  /** The repo root (or any folder standing in for it); the block goes to <root>/blocks/<name>-block. */
  root: string;
  name: string;
  versions: WorkspaceVersions;
  /** Applied to every file before it is written (the command passes the repo's prettier). */
  format?: Formatter;
}

export interface ScaffoldResult extends ScaffoldChoice {
  names: BlockNames;
  /** Relative to root, e.g. "blocks/top-stories-block". */
  dir: string;
  /** Relative to root, in the order written. */
  files: string[];
}

/** Every file of the new package, by path inside the package folder. */
export function blockFiles(
  names: BlockNames,
  choice: ScaffoldChoice,
  versions: WorkspaceVersions,
): Map<string, string> {
  const template = TEMPLATES[choice.variant];
  const options = { trigger: choice.trigger };
  return new Map([
    ["package.json", packageJson(names, template, versions)],
    ["tsconfig.json", tsconfigJson()],
    ["tsup.config.ts", tsupConfig()],
    ["README.md", readme(names, template, options)],
    ["intl.json", intlJson(names, template)],
    ["src/index.ts", indexTs(names)],
    [`src/${names.name}.tsx`, template.component(names, options)],
    [`src/${names.name}.test.tsx`, template.test(names, options)],
    [`src/${names.name}.stories.tsx`, template.stories(names, options)],
    ["src/manifest.test.ts", manifestTest()],
  ]);
}

const asWritten: Formatter = async (text) => text;

/** Writes blocks/<name>-block in the shape of the repo's exemplar of its kind. Refuses rather than overwrites. */
export async function scaffoldBlock({
  root,
  name,
  versions,
  format = asWritten,
  ...request
}: ScaffoldOptions): Promise<ScaffoldResult> {
  const names = blockNames(name);
  const choice = parseScaffoldRequest(request);
  const dir = `blocks/${names.folder}`;
  if (existsSync(join(root, dir))) {
    throw new ScaffoldError(`${dir} already exists: pick another name or remove it first`);
  }

  // Render and format every file before touching the disk, so an error leaves nothing half-written.
  const files = new Map<string, string>();
  for (const [path, text] of blockFiles(names, choice, versions)) {
    files.set(path, await format(text, join(root, dir, path)));
  }
  const written: string[] = [];
  for (const [path, text] of files) {
    const target = join(root, dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text, { flag: "wx" });
    written.push(`${dir}/${path}`);
  }
  return { ...choice, names, dir, files: written };
}
