import { statSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * The file under `outDir` that a request under the script base names, or null when there is none. The request
 * path is already free of dot segments (request-path.ts); the containment check stays as a second
 * line, and it compares whole path segments, so a sibling folder such as "assets-old" is outside.
 */
export function assetFile(outDir: string, requested: string): string | null {
  const file = resolve(outDir, requested);
  const inside = relative(outDir, file);
  if (!inside || inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  try {
    // A folder exists too, but reading one throws; only a file is an answer.
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
  } catch {
    // ENAMETOOLONG and the like: a name this file system cannot hold is not an asset.
    return null;
  }
}
