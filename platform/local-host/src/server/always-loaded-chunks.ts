import { readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import type { BundleMode } from "./client-bundles";
import { splitBrowserBuild } from "./browser-build-options";

/**
 * esbuild splits the preview's browser code by which entries (the runtime, each layout, chain and island, each
 * module loaded on demand) use each statement, so the code every page loads anyway comes as the runtime and half
 * a dozen chunks beside it (React, react-dom's entry, the kit, esbuild's helpers, …). Each is fetched and
 * compressed alone, and a file compressed alone pays gzip's framing and starts with no history: together they are
 * about 2 KB smaller. esbuild has no way to say "these belong together", so a second pass over the first one's
 * output makes it so: every file that imports one of the always-loaded chunks imports all of them, and as esbuild
 * puts each module in the chunk of the entries that reach it, the always-loaded chunks, now reached by the same
 * entries, come out as one file. Nothing loads that a page did
 * not load before, and each module still runs after the modules it imports.
 *
 * The preview's bundling only: Fusion builds a site's bundle with its own webpack, where none of this applies.
 */

type Outputs = Metafile["outputs"];

export interface MergeOptions {
  /** Where esbuild's paths are relative to. */
  root: string;
  /** The first pass's output folder. */
  splitDir: string;
  /** Where the merged output goes. */
  outDir: string;
  mode: BundleMode;
}

/** The first pass's chunks that every page loads: what the runtime imports, and what every layout imports. */
function alwaysLoaded(outputs: Outputs, root: string, splitDir: string): Set<string> {
  const outputOf = (path: string) => relative(root, join(splitDir, path)).split(sep).join("/");
  const group = staticClosure(outputs, outputOf("runtime.js"));
  const layoutDir = `${outputOf("blocks/layouts")}/`;
  const layouts = Object.keys(outputs)
    .filter((file) => file.startsWith(layoutDir) && file.endsWith(".js"))
    .map((file) => staticClosure(outputs, file));
  // A page has one layout, so what all of them import is on every page too.
  for (const file of layouts[0] ?? []) if (layouts.every((imported) => imported.has(file))) group.add(file);
  // Entries (the runtime, the layouts, modules loaded on demand) keep their own files: pages ask for them by name.
  for (const file of group) if (outputs[file]?.entryPoint !== undefined) group.delete(file);
  return group;
}

function staticClosure(outputs: Outputs, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !outputs[file]) return seen;
  seen.add(file);
  for (const { path, kind } of outputs[file].imports)
    if (kind === "import-statement") staticClosure(outputs, path, seen);
  return seen;
}

function specifier(from: string, to: string): string {
  const path = relative(dirname(from), to).split(sep).join("/");
  return path.startsWith(".") ? path : `./${path}`;
}

/**
 * The second pass: the first pass's entries built again, with the always-loaded chunks merged into one. Returns the
 * outputs as if built from the sources (each file's inputs are the source files, their bytes shared out in
 * proportion), so the size report reads them as before.
 */
export async function mergeAlwaysLoaded(
  first: Metafile,
  { root, splitDir, outDir, mode }: MergeOptions,
): Promise<Outputs> {
  const absolute = (file: string) => join(root, file);
  const group = alwaysLoaded(first.outputs, root, splitDir);
  const members = [...group].map(absolute);
  // Only files outside the group gain imports: its chunks import nothing else, so no import cycle can come of it.
  const importsMember = new Set(
    Object.entries(first.outputs)
      .filter(
        ([file, { imports }]) =>
          !group.has(file) && imports.some(({ path, kind }) => kind === "import-statement" && group.has(path)),
      )
      .map(([file]) => absolute(file)),
  );
  const together: Plugin = {
    name: "always-loaded-together",
    setup(bundler) {
      bundler.onLoad({ filter: /\.js$/ }, ({ path }) => {
        if (!path.startsWith(splitDir + sep)) return undefined;
        let contents = readFileSync(path, "utf8");
        if (importsMember.has(path)) {
          contents += members.map((member) => `\nimport ${JSON.stringify(specifier(path, member))};`).join("");
        }
        return { contents, loader: "js", resolveDir: dirname(path) };
      });
    },
  };
  const entryPoints: Record<string, string> = {};
  for (const [file, { entryPoint }] of Object.entries(first.outputs)) {
    // The runtime and the blocks' modules, by the names pages ask for; modules loaded on demand come with them.
    const name = relative(splitDir, absolute(file)).split(sep).join("/");
    if (entryPoint !== undefined && file.endsWith(".js") && !name.startsWith("chunks/")) {
      entryPoints[name.slice(0, -".js".length)] = absolute(file);
    }
  }
  const second = await build({
    ...splitBrowserBuild(root, mode),
    entryPoints,
    outdir: outDir,
    // As Fusion's webpack does in production (its minifier's extractComments): licences go to a file beside
    // each script, linked from it, so readers do not download them with the code.
    legalComments: "linked",
    plugins: [together],
  });
  return withSourceInputs(second.metafile?.outputs ?? {}, first.outputs);
}

/** Each output's inputs as the sources they came from: a first-pass file's bytes shared out over its sources. */
function withSourceInputs(outputs: Outputs, first: Outputs): Outputs {
  const result: Outputs = {};
  for (const [file, output] of Object.entries(outputs)) {
    const inputs: Outputs[string]["inputs"] = {};
    for (const [firstFile, { bytesInOutput }] of Object.entries(output.inputs)) {
      const sources = Object.entries(first[firstFile]?.inputs ?? {});
      const total = sources.reduce((sum, [, source]) => sum + source.bytesInOutput, 0);
      for (const [source, { bytesInOutput: bytes }] of sources) {
        const share = total ? Math.round((bytesInOutput * bytes) / total) : 0;
        inputs[source] = { bytesInOutput: (inputs[source]?.bytesInOutput ?? 0) + share };
      }
    }
    result[file] = { ...output, inputs };
  }
  return result;
}
