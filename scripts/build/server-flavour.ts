import { readFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
import { filesIn } from "../../platform/local-host/src/node/repo";
import { partImports } from "../../platform/local-host/src/node/server-parts";

/*
 * A package whose code defines parts (kit's lazyPart and serverPart, loaded with import()) ships two flavours: dist
 * for browsers, which load a part's code on demand, and dist/server, where each part's code is imported with the
 * module so a server never waits for it. Whether a package has parts is read from its sources, each time, so the
 * build, the Fusion entries and the package lint never disagree and no list of packages has to be kept.
 */

/** Where the server flavour is written, inside the package. */
export const SERVER_FLAVOUR_DIR = "dist/server";

/** What EVERY_MODULE (tsup-preset.ts) leaves out of a build: declarations, tests, stories, their helpers. */
function shipped(path: string): boolean {
  if (/\.d\.ts$|\.test\.tsx?$|\.stories\.tsx$/.test(path)) return false;
  return !basename(path).startsWith("test-") && !path.includes(`${sep}fixtures${sep}`);
}

/** The package's modules that define a part loaded with a relative import(), relative to the package. */
export function modulesWithParts(packageDir: string): string[] {
  return filesIn(join(packageDir, "src"), /\.tsx?$/)
    .filter(shipped)
    .filter((file) => partImports(readFileSync(file, "utf8"), file.endsWith("x")).length > 0)
    .map((file) => file.slice(packageDir.length + 1));
}

/** Whether the package builds a server flavour. */
export const hasServerFlavour = (packageDir: string): boolean => modulesWithParts(packageDir).length > 0;
