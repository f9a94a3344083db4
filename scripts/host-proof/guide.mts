/**
 * What README.md's "Install into your Fusion bundle" tells a site team, read from the README itself, so that
 * the proof does what the guide says and the two cannot drift apart.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Guide {
  /** properties/sites/<site>.json, as the guide writes them. */
  sites: Record<string, Record<string, unknown>>;
  /** The bundle's environment values, as the guide lists them. */
  environment: Record<string, string>;
  /** Packages the guide says to list in blocks.json besides the block packages (they hold phrases). */
  phrasePackages: string[];
  /** The block table's rows, by "<package>:<block name>". */
  blocks: Map<string, { pkg: string; kind: string; hydration: string }>;
}

const HEADING = "## Install into your Fusion bundle";

function section(readme: string): string {
  const start = readme.indexOf(HEADING);
  if (start < 0) throw new Error(`README.md has no "${HEADING}" section`);
  const end = readme.indexOf("\n## ", start + HEADING.length);
  return readme.slice(start, end < 0 ? undefined : end);
}

export function readGuide(root: string): Guide {
  const text = section(readFileSync(join(root, "README.md"), "utf8"));
  const sites: Guide["sites"] = {};
  for (const [, site, json] of text.matchAll(/```json properties\/sites\/([\w-]+)\.json\n([\s\S]*?)```/g)) {
    sites[site as string] = JSON.parse(json as string) as Record<string, unknown>;
  }
  if (Object.keys(sites).length === 0) throw new Error("the guide shows no properties/sites/<site>.json");
  const env = /```ini environment\n([\s\S]*?)```/.exec(text)?.[1];
  if (!env) throw new Error("the guide shows no environment block");
  const environment = Object.fromEntries(
    env
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  const blocksJson = /```json blocks\.json\n([\s\S]*?)```/.exec(text)?.[1];
  if (!blocksJson) throw new Error("the guide shows no blocks.json");
  const listed = (JSON.parse(blocksJson) as { blocks: string[] }).blocks;
  const phrasePackages = listed.filter((name) => !name.endsWith("-block") && !name.endsWith("-blocks"));
  const blocks: Guide["blocks"] = new Map();
  // Rows as prettier aligns them: | `name` | `@broadsheet/package` | kind | hydration | size |
  for (const [, name, pkg, kind, hydration] of text.matchAll(
    /^\|\s*`([\w-]+)`\s*\|\s*`(@broadsheet\/[\w-]+)`\s*\|\s*([\w-]+)\s*\|\s*(\w+)\s*\|/gm,
  )) {
    blocks.set(`${pkg}:${name}`, { pkg: pkg as string, kind: kind as string, hydration: hydration as string });
  }
  return { sites, environment, phrasePackages, blocks };
}
