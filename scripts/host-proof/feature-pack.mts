/**
 * A site team's feature pack, made the way README.md's "Install into your Fusion bundle" says: package.json
 * with our packages and React, blocks.json listing them, the site's properties, and one feature of the site's
 * own. Nothing of the repository is copied into it; everything comes from the registry.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { PublicPackage } from "./registry.mts";
import { runAsync } from "./run.mts";

export interface FeaturePack {
  dir: string;
  /** The packages blocks.json lists, which Fusion reads blocks and phrases from. */
  listed: string[];
}

export interface FeaturePackOptions {
  dir: string;
  packages: readonly PublicPackage[];
  listed: readonly string[];
  react: string;
  styledComponents: string;
  typesReact: string;
  /** The site's properties, as properties/sites/<site>.json. */
  sites: Record<string, Record<string, unknown>>;
  siteFeature: string;
  siteTheme: string;
}

/**
 * Packages a site lists in blocks.json: every block package, and the libraries the guide names because their
 * intl.json holds phrases the blocks show; a library with phrases the guide does not name is refused, since
 * Fusion may read phrases only from listed packages.
 */
export function listedPackages(packages: readonly PublicPackage[], phrasePackages: readonly string[]): string[] {
  const blocks = packages.filter((pkg) => pkg.dir.includes("/blocks/")).map((pkg) => pkg.name);
  const unlisted = packages
    .filter((pkg) => !blocks.includes(pkg.name) && existsSync(join(pkg.dir, "intl.json")))
    .filter((pkg) => !phrasePackages.includes(pkg.name));
  if (unlisted.length) {
    throw new Error(
      `phrases in ${unlisted.map((pkg) => pkg.name).join(", ")}, which the guide does not list in blocks.json`,
    );
  }
  return [...blocks, ...phrasePackages].sort();
}

export function writeFeaturePack(options: FeaturePackOptions): FeaturePack {
  const { dir, packages } = options;
  mkdirSync(dir, { recursive: true });
  const listed = [...options.listed];
  const versions = new Map(packages.map((pkg) => [pkg.name, pkg.version]));
  const dependencies: Record<string, string> = {
    react: options.react,
    "react-dom": options.react,
    "styled-components": options.styledComponents,
    // A TypeScript site's: our declarations are checked against it.
    "@types/react": options.typesReact,
  };
  for (const name of listed) dependencies[name] = `^${versions.get(name)}`;
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name: "site-feature-pack", private: true, version: "1.0.0", dependencies }, null, 2)}\n`,
  );
  writeFileSync(join(dir, "blocks.json"), `${JSON.stringify({ blocks: listed }, null, 2)}\n`);
  mkdirSync(join(dir, "properties/sites"), { recursive: true });
  writeFileSync(join(dir, "properties/index.json"), "{}\n");
  for (const [site, properties] of Object.entries(options.sites)) {
    writeFileSync(join(dir, "properties/sites", `${site}.json`), `${JSON.stringify(properties, null, 2)}\n`);
  }
  mkdirSync(join(dir, "components/features/site-headline"), { recursive: true });
  cpSync(options.siteFeature, join(dir, "components/features/site-headline/default.jsx"));
  cpSync(options.siteTheme, join(dir, "components/site-theme.mjs"));
  return { dir, listed };
}

export async function installFeaturePack(pack: FeaturePack, npmrc: string, registry: string): Promise<void> {
  await runAsync(
    "npm",
    ["install", "--userconfig", npmrc, "--registry", registry, "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd: pack.dir },
  );
}

function packageJsons(modules: string): string[] {
  if (!existsSync(modules)) return [];
  return readdirSync(modules).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const path = join(modules, name);
    if (name.startsWith("@")) return packageJsons(path);
    const manifest = join(path, "package.json");
    const nested = join(path, "node_modules");
    return [...(existsSync(manifest) ? [manifest] : []), ...packageJsons(nested)];
  });
}

/** Copies of React, react-dom or one of ours installed more than once (two Reacts break hooks; two kits, context). */
export function duplicatePackages(pack: FeaturePack): string[] {
  const copies = new Map<string, string[]>();
  for (const manifest of packageJsons(join(pack.dir, "node_modules"))) {
    const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
    if (!name || !(name === "react" || name === "react-dom" || name.startsWith("@broadsheet/"))) continue;
    copies.set(name, [...(copies.get(name) ?? []), relative(pack.dir, manifest)]);
  }
  return [...copies].filter(([, paths]) => paths.length > 1).map(([name, paths]) => `${name}: ${paths.join(", ")}`);
}

export function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return sum + (stat.isDirectory() ? folderBytes(path) : stat.size);
  }, 0);
}

const FOLDERS = { features: "features", chains: "chains", layouts: "layouts" } as const;

/**
 * What Fusion generates from a bundle before it builds: one import per component it found in the listed
 * packages' folders (by package path, as Fusion imports them) and in the site's own components/.
 */
export function writeComponentMap(pack: FeaturePack): { file: string; counts: Record<string, number> } {
  const imports: string[] = [];
  const maps: Record<string, string[]> = { features: [], chains: [], layouts: [], outputTypes: [], sources: [] };
  const add = (map: string, name: string, specifier: string) => {
    const local = `c${imports.length}`;
    imports.push(`import ${local} from ${JSON.stringify(specifier)};`);
    if (maps[map]?.some((entry) => entry.startsWith(`${JSON.stringify(name)}:`))) {
      throw new Error(`two ${map} are named ${name}`);
    }
    maps[map]?.push(`${JSON.stringify(name)}: ${local}`);
  };
  for (const name of pack.listed) {
    const root = join(pack.dir, "node_modules", name);
    for (const [map, folder] of Object.entries(FOLDERS)) {
      if (!existsSync(join(root, folder))) continue;
      for (const block of readdirSync(join(root, folder))) add(map, block, `${name}/${folder}/${block}/default.js`);
    }
    for (const [map, folder] of [
      ["outputTypes", "output-types"],
      ["sources", "sources"],
    ] as const) {
      if (!existsSync(join(root, folder))) continue;
      for (const file of readdirSync(join(root, folder)).filter((entry) => entry.endsWith(".js"))) {
        add(map, file.slice(0, -3), `${name}/${folder}/${file}`);
      }
    }
  }
  add("features", "site-headline", "../components/features/site-headline/default.jsx");
  mkdirSync(join(pack.dir, ".fusion"), { recursive: true });
  const file = join(pack.dir, ".fusion/components.mjs");
  writeFileSync(
    file,
    [
      "// Generated by the host proof, as Fusion generates its component map from the bundle.",
      ...imports,
      'export { siteTheme } from "../components/site-theme.mjs";',
      ...Object.entries(maps).map(([map, entries]) => `export const ${map} = {\n  ${entries.join(",\n  ")}\n};`),
      "",
    ].join("\n"),
  );
  return { file, counts: Object.fromEntries(Object.entries(maps).map(([map, entries]) => [map, entries.length])) };
}
