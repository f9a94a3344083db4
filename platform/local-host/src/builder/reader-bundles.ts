import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { repoRoot } from "../node/repo";
import { SCRIPT_BASE, type ClientBundles } from "../server/client-bundles";

/** The builder's own sources and the drag-and-drop library only it uses. */
const BUILDER_SOURCES = "platform/local-host/src/builder/";
const BUILDER_PACKAGES = /node_modules\/@dnd-kit\//;

function scriptsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptsIn(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

/**
 * Every source file of the builder found in the reader pages' scripts (runtime, blocks, chunks): none, since the
 * builder is built on its own. The size report and the builder's tests both check it.
 */
export function builderCodeInReaderScripts(bundles: ClientBundles): { scripts: number; found: string[] } {
  const urls = scriptsIn(bundles.outDir).map(
    (file) => SCRIPT_BASE + relative(bundles.outDir, file).split("\\").join("/"),
  );
  const found = urls.flatMap((url) =>
    bundles
      .inputsOf(url)
      .filter(
        ({ file }) =>
          relative(repoRoot(), join(repoRoot(), file)).startsWith(BUILDER_SOURCES) || BUILDER_PACKAGES.test(file),
      )
      .map(({ file }) => `${url}: ${file}`),
  );
  return { scripts: urls.length, found };
}
