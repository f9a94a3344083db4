/**
 * The article body's server render, this tree and an earlier commit side by side in one run, so a regression
 * shows against the same machine and the same load: the two take turns, round after round, each round a fresh
 * process running bench-article-body.mts (the copy in this tree, so both measure the same way).
 * Usage: npm run bench:compare -- --base <git ref> [--rounds 5] [--renders 200] [--story <ANS file>]
 * The earlier commit is checked out once into a cache folder under the system's temporary directory, with its
 * own `npm ci` (its dependencies may differ from this tree's), and reused by later runs for the same commit.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { BodyBenchFigures } from "./bench-article-body.mts";

const here = fileURLToPath(new URL("..", import.meta.url));
const SCRIPT = "scripts/bench-article-body.mts";

function git(args: string[], cwd = here): string {
  return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
}

/** A checkout of `commit` with its dependencies installed, made once and kept. */
function baseTree(commit: string): string {
  const dir = join(tmpdir(), "broadsheet-bench", commit.slice(0, 12));
  if (!existsSync(join(dir, "node_modules"))) {
    mkdirSync(join(tmpdir(), "broadsheet-bench"), { recursive: true });
    if (!existsSync(dir)) git(["worktree", "add", "--detach", dir, commit]);
    console.log("installing %s's dependencies in %s (once)…", commit.slice(0, 12), dir);
    const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: dir,
      stdio: "inherit",
    });
    if (install.status !== 0) throw new Error(`npm ci failed in ${dir}`);
  }
  // Both sides measure the same way: this tree's script, run against that tree's code.
  copyFileSync(join(here, SCRIPT), join(dir, SCRIPT));
  return dir;
}

function run(cwd: string, renders: number, story: string | undefined): BodyBenchFigures {
  const result = spawnSync(
    join(here, "node_modules/.bin/tsx"),
    [
      "--tsconfig",
      "tsconfig.node.json",
      SCRIPT,
      "--json",
      "--renders",
      String(renders),
      ...(story ? ["--story", story] : []),
    ],
    { cwd, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
  );
  const line = result.stdout.trim().split("\n").pop() ?? "";
  if (result.status !== 0 || !line.startsWith("{")) {
    throw new Error(`the benchmark failed in ${cwd}:\n${result.stderr || result.stdout}`);
  }
  return JSON.parse(line) as BodyBenchFigures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

function main(): void {
  const { values } = parseArgs({
    options: {
      base: { type: "string" },
      rounds: { type: "string" },
      renders: { type: "string" },
      story: { type: "string" },
    },
  });
  if (!values.base) throw new Error("say which commit to compare with: --base <git ref>");
  const rounds = Math.max(1, Number(values.rounds ?? 5) || 5);
  const renders = Math.max(1, Number(values.renders ?? 200) || 200);
  const commit = git(["rev-parse", "--verify", `${values.base}^{commit}`]);
  const base = baseTree(commit);
  const label = `${values.base} (${commit.slice(0, 9)})`;
  // Both trees read the same file: its path made absolute, since each side runs in its own folder.
  const story = values.story ? resolvePath(values.story) : undefined;
  console.log(
    "article body of %s, median of %d renders per round, production React",
    story ?? "the long read",
    renders,
  );
  console.log("round | this tree | %s | CPU time: this tree | %s", label, label);
  const now: number[] = [];
  const before: number[] = [];
  const cpuNow: number[] = [];
  const cpuBefore: number[] = [];
  const fastestNow: number[] = [];
  const fastestBefore: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Alternate which side goes first, so neither always meets a warmer (or busier) machine.
    const order = round % 2 ? ["now", "before"] : ["before", "now"];
    const figures: Record<string, BodyBenchFigures> = {};
    for (const side of order) figures[side] = run(side === "now" ? here : base, renders, story);
    now.push(figures.now?.medianMs ?? NaN);
    before.push(figures.before?.medianMs ?? NaN);
    fastestNow.push(figures.now?.minMs ?? NaN);
    fastestBefore.push(figures.before?.minMs ?? NaN);
    cpuNow.push(figures.now?.cpuMs ?? NaN);
    cpuBefore.push(figures.before?.cpuMs ?? NaN);
    console.log(
      "%d | %s ms | %s ms | %s ms | %s ms",
      round,
      figures.now?.medianMs.toFixed(2),
      figures.before?.medianMs.toFixed(2),
      figures.now?.cpuMs?.toFixed(2),
      figures.before?.cpuMs?.toFixed(2),
    );
  }
  const a = median(now);
  const b = median(before);
  console.log(
    "median of rounds | %s ms | %s ms | this tree takes %s× the time",
    a.toFixed(2),
    b.toFixed(2),
    (a / b).toFixed(2),
  );
  // Each round's own ratio: how far they spread says how settled the median is on a shared machine.
  const ratios = now.map((value, i) => value / (before[i] ?? NaN)).sort((x, y) => x - y);
  console.log("ratio per round: %s", ratios.map((ratio) => ratio.toFixed(2)).join(" "));
  // The fastest render of a round is the one least held up by other work on the machine.
  console.log(
    "fastest render, median of rounds | %s ms | %s ms | this tree takes %s× the time",
    median(fastestNow).toFixed(2),
    median(fastestBefore).toFixed(2),
    (median(fastestNow) / median(fastestBefore)).toFixed(2),
  );
  const c = median(cpuNow);
  const d = median(cpuBefore);
  const cpuRatios = cpuNow.map((value, i) => value / (cpuBefore[i] ?? NaN)).sort((x, y) => x - y);
  console.log(
    "CPU time, median of rounds | %s ms | %s ms | this tree takes %s× the CPU time (per round: %s)",
    c.toFixed(2),
    d.toFixed(2),
    (c / d).toFixed(2),
    cpuRatios.map((ratio) => ratio.toFixed(2)).join(" "),
  );
}

main();
