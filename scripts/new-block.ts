/**
 * Scaffolds a block package modelled on the repo's exemplar of its kind.
 * Usage: npm run new-block -- <name> [--kind feature|chain|layout] [--island [--trigger <t>] | --content] [--root <dir>]
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import { ISLAND_TRIGGERS } from "@broadsheet/kit";
import { BLOCK_KINDS, DEFAULT_TRIGGER, ScaffoldError } from "./new-block/block-name";
import { prettierFormatter } from "./new-block/format";
import { scaffoldBlock, type ScaffoldResult } from "./new-block/scaffold";
import { readWorkspaceVersions } from "./new-block/workspace-versions";

const USAGE = `Usage: npm run new-block -- <name> [--kind ${BLOCK_KINDS.join("|")}] [--island [--trigger <trigger>] | --content] [--root <dir>]
  <name>     kebab-case, without "-block" (top-stories makes blocks/top-stories-block)
  --kind     what PageBuilder sees it as (default: feature, a static one: server HTML only, modelled on hello-world)
  --island   a feature readers interact with: hydrated in the browser on its trigger (modelled on back-to-top)
  --trigger  when an island hydrates: ${ISLAND_TRIGGERS.join(", ")} (default: ${DEFAULT_TRIGGER})
  --content  a feature showing content an editor picks with a contentConfig field (modelled on related-story)
  --root     write under another folder instead of this repo (for trying the scaffolder out)`;

const WHAT: Record<ScaffoldResult["variant"], (result: ScaffoldResult) => string> = {
  static: () => "a static feature",
  island: ({ trigger }) => `an island feature (hydrated: ${trigger})`,
  content: () => "a content-driven static feature",
  chain: () => "a chain",
  layout: () => "a layout",
};

function nextSteps(result: ScaffoldResult): string {
  const { names, dir, files } = result;
  const steps: [command: string, why: string][] = [
    ["npm install", "links the new workspace package"],
    [`npm test -- ${dir}`, "runs its tests, axe included"],
    ["npm run storybook", `shows it under Blocks/${names.label}`],
    [`cd ${dir} && npx tsup`, "builds it and writes Fusion's entry"],
  ];
  const width = Math.max(...steps.map(([command]) => command.length)) + 2;
  return [
    `Created ${names.packageName}, ${WHAT[result.variant](result)}, in ${dir}:`,
    ...files.map((file) => `  ${file}`),
    "",
    "Next steps:",
    ...steps.map(([command, why]) => `  ${command.padEnd(width)}# ${why}`),
  ].join("\n");
}

const OPTIONS = {
  kind: { type: "string" },
  island: { type: "boolean" },
  trigger: { type: "string" },
  content: { type: "boolean" },
  root: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const readArgs = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

async function main(argv: string[]): Promise<number> {
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
    const result = await scaffoldBlock({
      root: values.root ? resolve(values.root) : repo,
      name: positionals[0] ?? "",
      kind: values.kind,
      island: values.island,
      trigger: values.trigger,
      content: values.content,
      versions: readWorkspaceVersions(repo),
      format: await prettierFormatter(repo),
    });
    console.log(nextSteps(result));
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`new-block: ${error.message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
