/**
 * Scaffolds a block package in the shape of blocks/hello-world-block.
 * Usage: npm run new-block -- <name> [--kind feature|chain|layout] [--root <dir>]
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { BLOCK_KINDS, ScaffoldError } from "./new-block/block-name";
import { scaffoldBlock, type ScaffoldResult } from "./new-block/scaffold";
import { readWorkspaceVersions } from "./new-block/workspace-versions";

const USAGE = `Usage: npm run new-block -- <name> [--kind ${BLOCK_KINDS.join("|")}] [--root <dir>]
  <name>   kebab-case, without "-block" (top-stories makes blocks/top-stories-block)
  --kind   what PageBuilder sees it as (default: feature)
  --root   write under another folder instead of this repo (for trying the scaffolder out)`;

function nextSteps({ names, kind, dir, files }: ScaffoldResult): string {
  const steps: [command: string, why: string][] = [
    ["npm install", "links the new workspace package"],
    [`npm test -- ${dir}`, "runs its tests, axe included"],
    ["npm run storybook", `shows it under Blocks/${names.label}`],
    [`cd ${dir} && npx tsup`, "builds it and writes Fusion's entry"],
  ];
  const width = Math.max(...steps.map(([command]) => command.length)) + 2;
  return [
    `Created ${names.packageName}, a ${kind}, in ${dir}:`,
    ...files.map((file) => `  ${file}`),
    "",
    "Next steps:",
    ...steps.map(([command, why]) => `  ${command.padEnd(width)}# ${why}`),
  ].join("\n");
}

const OPTIONS = {
  kind: { type: "string" },
  root: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const readArgs = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

function main(argv: string[]): number {
  let parsed: ReturnType<typeof readArgs>;
  try {
    parsed = readArgs(argv);
  } catch (error) {
    // parseArgs explains unknown options and missing values well; add the usage.
    console.error(`new-block: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(
      `new-block: give exactly one block name${positionals.length ? `, not ${positionals.join(" ")}` : ""}\n${USAGE}`,
    );
    return 1;
  }
  const repo = repoRoot();
  try {
    const result = scaffoldBlock({
      root: values.root ? resolve(values.root) : repo,
      name: positionals[0] ?? "",
      kind: values.kind ?? "feature",
      versions: readWorkspaceVersions(repo),
    });
    console.log(nextSteps(result));
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`new-block: ${error.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
