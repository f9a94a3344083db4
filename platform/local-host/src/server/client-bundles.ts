import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { cssTemplatesPlugin } from "../node/css-templates";
import { mergeAlwaysLoaded } from "./always-loaded-chunks";
import { splitBrowserBuild } from "./browser-build-options";
import { moduleKey } from "../client/client-state";
import type { DiscoveredBlock } from "../node/discover";
import { repoRoot } from "../node/repo";
import type { HydratedBlocks } from "../page/page-plan";

export type BundleMode = "production" | "development";

export interface PageAssets {
  /** URL of the page runtime. */
  runtime: string;
  /** Module URL of each hydrated block of the page, by `<folder>/<name>`. */
  modules: Record<string, string>;
  /** What the page needs before it can hydrate: the runtime, the layout, the chains, eager islands. */
  preload: string[];
  /** Every module the page may load, lazy islands included. */
  all: string[];
}

export interface ClientBundles {
  /** Folder served under SCRIPT_BASE. */
  outDir: string;
  assetsFor: (hydrated: HydratedBlocks) => PageAssets;
  /** Gzipped bytes per asset URL, for the size report. */
  gzipBytes: (url: string) => number;
  /** A module's URL and those of every module it imports statically, for the size report. */
  closureOf: (url: string) => string[];
  /** The modules and every module they import, statically or on demand (dynamic imports), for the size report. */
  lazyClosureOf: (urls: Iterable<string>) => string[];
  /** The source files a module holds and their minified bytes in it, largest first, for the size report. */
  inputsOf: (url: string) => Array<{ file: string; bytes: number }>;
}

/** Where Fusion serves a bundle's compiled scripts (spec §9), so pages name them as they will under Fusion. */
export const SCRIPT_BASE = "/pf/dist/components/combinations/";

/** Blocks the browser ever renders: layouts, chains, island features (never static features). */
function hydrated({ block }: DiscoveredBlock): boolean {
  return block.definition.kind === "feature" ? !block.definition.static : block.definition.kind !== "output-type";
}

const BUILDS = join(tmpdir(), "broadsheet-preview");

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Builds left by processes that have ended (a test runner does not always say it is exiting). */
function removeOrphanedBuilds(): void {
  if (!existsSync(BUILDS)) return;
  for (const name of readdirSync(BUILDS)) {
    const pid = Number(name.split("-")[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      rmSync(join(BUILDS, name), { recursive: true, force: true });
    }
  }
}

/**
 * A folder of its own per build, so previews started side by side (test files in parallel) never delete each
 * other's files; removed when the process ends, or by the next build after that.
 */
export function temporaryBuildDir(): string {
  removeOrphanedBuilds();
  mkdirSync(BUILDS, { recursive: true });
  const dir = mkdtempSync(join(BUILDS, `${process.pid}-`));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Builds the browser's code for the preview: the page runtime and one module per layout, chain and island
 * feature (static features get none), split so React and the host runtime are shared.
 */
export async function buildClientBundles(
  blocks: readonly DiscoveredBlock[],
  { buildDir = temporaryBuildDir(), mode = "production" }: { buildDir?: string; mode?: BundleMode } = {},
): Promise<ClientBundles> {
  const root = repoRoot();
  const outDir = join(buildDir, "assets");
  const entriesDir = join(buildDir, "entries");
  rmSync(outDir, { recursive: true, force: true });
  rmSync(entriesDir, { recursive: true, force: true });
  mkdirSync(entriesDir, { recursive: true });

  const entryPoints: Record<string, string> = {
    runtime: join(root, "platform/local-host/src/client/page-runtime.tsx"),
  };
  for (const discovered of blocks.filter(hydrated)) {
    const { block, exportName, entry } = discovered;
    const origin = discovered.origin ?? { file: entry, name: exportName };
    const key = moduleKey(block.definition.kind as "layout" | "chain" | "feature", block.definition.name);
    const file = join(entriesDir, `${key.replace("/", "--")}.ts`);
    writeFileSync(file, `export { ${origin.name} as default } from ${JSON.stringify(origin.file)};\n`);
    entryPoints[`blocks/${key}`] = file;
  }

  const splitDir = join(buildDir, "split");
  rmSync(splitDir, { recursive: true, force: true });
  const split = await build({
    ...splitBrowserBuild(root, mode),
    entryPoints,
    outdir: splitDir,
    // Kept with the code they belong to until the second pass, which links them (mergeAlwaysLoaded).
    legalComments: "eof",
    tsconfig: join(root, "tsconfig.node.json"),
    jsx: "automatic",
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
    plugins: [cssTemplatesPlugin()],
  });
  if (!split.metafile) throw new Error("esbuild wrote no metafile for the preview's bundles");

  const outputs = await mergeAlwaysLoaded(split.metafile, { root, splitDir, outDir, mode });
  const urlOf = (file: string) => SCRIPT_BASE + relative(outDir, join(root, file)).split("\\").join("/");
  const byUrl = new Map<string, Metafile["outputs"][string]>();
  for (const [file, output] of Object.entries(outputs)) if (file.endsWith(".js")) byUrl.set(urlOf(file), output);

  /** A module and what it imports statically (dynamic imports load later, on demand). */
  function closure(url: string, seen: Set<string>, lazy = false): void {
    if (seen.has(url) || !byUrl.has(url)) return;
    seen.add(url);
    for (const imported of byUrl.get(url)?.imports ?? []) {
      if (imported.kind === "import-statement" || (lazy && imported.kind === "dynamic-import")) {
        closure(urlOf(imported.path), seen, lazy);
      }
    }
  }

  const runtime = `${SCRIPT_BASE}runtime.js`;
  const blockUrl = (key: string) => `${SCRIPT_BASE}blocks/${key}.js`;
  const sizes = new Map<string, number>();
  return {
    outDir,
    assetsFor({ layout, chains, islands }) {
      const now = [
        moduleKey("layout", layout),
        ...[...chains].map((name) => moduleKey("chain", name)),
        ...[...islands].filter(([, trigger]) => trigger === "eager").map(([name]) => moduleKey("feature", name)),
      ];
      const later = [...islands]
        .filter(([, trigger]) => trigger !== "eager")
        .map(([name]) => moduleKey("feature", name));
      const modules: Record<string, string> = {};
      for (const key of [...now, ...later]) if (byUrl.has(blockUrl(key))) modules[key] = blockUrl(key);
      const preload = new Set<string>();
      closure(runtime, preload);
      for (const key of now) closure(blockUrl(key), preload);
      const all = new Set(preload);
      for (const key of later) closure(blockUrl(key), all);
      return { runtime, modules, preload: [...preload], all: [...all] };
    },
    closureOf(url) {
      const seen = new Set<string>();
      closure(url, seen);
      return [...seen];
    },
    lazyClosureOf(urls) {
      const seen = new Set<string>();
      for (const url of urls) closure(url, seen, true);
      return [...seen];
    },
    inputsOf(url) {
      return Object.entries(byUrl.get(url)?.inputs ?? {})
        .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
        .sort((a, b) => b.bytes - a.bytes);
    },
    gzipBytes(url) {
      if (!sizes.has(url)) {
        const file = join(outDir, url.slice(SCRIPT_BASE.length));
        sizes.set(url, gzipSync(readFileSync(file), { level: 9 }).length);
      }
      return sizes.get(url) ?? 0;
    },
  };
}
