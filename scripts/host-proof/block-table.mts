/**
 * `npx tsx --tsconfig tsconfig.node.json scripts/host-proof/block-table.mts` (after `npm run build`): prints the
 * guide's table of every block (README.md, "Install into your Fusion bundle") from the built packages: its
 * name, package, kind, hydration, and what its Fusion entry weighs in a browser bundle on its own (minified,
 * gzip -9, React and fusion:* left out, the kit and design-system code it uses counted in). The host proof
 * checks that the table names every block the packages install, with its kind and hydration.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { repoRoot, workspacePackages } from "@broadsheet/local-host/node/repo";

export interface BlockRow {
  name: string;
  pkg: string;
  kind: string;
  hydration: string;
  entry: string;
}

const ENTRY_FOLDER: Record<string, string> = { feature: "features", chain: "chains", layout: "layouts" };

export function blockRows(root: string): BlockRow[] {
  return workspacePackages(root)
    .filter((dir) => dir.startsWith("blocks/"))
    .flatMap((dir) => {
      const manifests = join(root, dir, "dist/manifests");
      if (!existsSync(join(root, dir, "dist"))) throw new Error(`${dir} is not built (npm run build)`);
      // A package of content sources only has no blocks.
      if (!existsSync(manifests)) return [];
      const pkg = (JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as { name: string }).name;
      return readdirSync(manifests).map((file) => {
        const manifest = JSON.parse(readFileSync(join(manifests, file), "utf8")) as {
          name: string;
          kind: string;
          hydration: string;
        };
        const entry =
          manifest.kind === "output-type"
            ? join(root, dir, "output-types", `${manifest.name}.js`)
            : join(root, dir, ENTRY_FOLDER[manifest.kind] ?? "", manifest.name, "default.js");
        return {
          name: manifest.name,
          pkg,
          kind: manifest.kind,
          hydration: manifest.kind === "feature" ? manifest.hydration : "always",
          entry,
        };
      });
    })
    .sort((a, b) => a.pkg.localeCompare(b.pkg) || a.name.localeCompare(b.name));
}

/**
 * What the entry loads with it: its file and the chunks it imports statically, each at gzip -9. Split as a host's
 * bundler splits (webpack's async chunks): code behind a dynamic import (a part loaded on first use, an SDK set up
 * only for a stored session) is left out, as a reader who never asks for it never downloads it. Bundled as one
 * file, it would count that code in, and lose tree shaking for all it reaches besides (esbuild wraps such modules
 * whole): the comments block weighed 49 KB so, 32 KB as it loads.
 */
async function browserGzip(entry: string): Promise<number> {
  const result = await build({
    entryPoints: { entry },
    bundle: true,
    write: false,
    outdir: "/block-table",
    minify: true,
    format: "esm",
    platform: "browser",
    splitting: true,
    metafile: true,
    external: ["react", "react-dom", "react/jsx-runtime", "fusion:*"],
    logLevel: "silent",
  });
  const outputs = result.metafile.outputs;
  const bytes = new Map(result.outputFiles.map((file) => [relative(process.cwd(), file.path), file.contents]));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || !outputs[file]) return;
    loaded.add(file);
    for (const { path, kind } of outputs[file].imports) if (kind === "import-statement") visit(path);
  };
  // The entry's own output: code behind a dynamic import is an entry point of its own in the metafile.
  const own = relative(process.cwd(), entry);
  visit(Object.keys(outputs).find((file) => outputs[file]?.entryPoint === own) ?? "");
  return [...loaded].reduce((sum, file) => sum + gzipSync(bytes.get(file) ?? new Uint8Array(), { level: 9 }).length, 0);
}

async function main(): Promise<void> {
  const root = repoRoot();
  console.log("| block | package | kind | hydration | browser JS (gzip) |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const row of blockRows(root)) {
    const size =
      row.kind === "output-type" ? "server only" : `${((await browserGzip(row.entry)) / 1024).toFixed(1)} KB`;
    console.log(`| \`${row.name}\` | \`${row.pkg}\` | ${row.kind} | ${row.hydration} | ${size} |`);
  }
}

if (process.argv[1]?.endsWith("block-table.mts")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
