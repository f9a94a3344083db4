import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { repoRoot, workspacePackages } from "@broadsheet/local-host/node/repo";

/**
 * Every styled component carries a fixed `componentId` (eslint requires one), so that the server and the
 * browser, which load different modules in a different order, give it the same class names. Two components
 * with one id would share those class names, and the styles of one would land on the other.
 */
const root = repoRoot();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const ids = new Map<string, string[]>();
for (const dir of workspacePackages(root)) {
  let files: string[];
  try {
    files = sources(join(root, dir, "src"));
  } catch {
    continue;
  }
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(/componentId:\s*"([^"]+)"/g)) {
      const id = match[1] ?? "";
      ids.set(id, [...(ids.get(id) ?? []), relative(root, file)]);
    }
  }
}

it("finds the styled components' ids", () => {
  expect(ids.size).toBeGreaterThan(20);
});

it("gives every styled component an id of its own", () => {
  const shared = [...ids].filter(([, files]) => files.length > 1);
  expect(shared).toEqual([]);
});

it("names every id in the house form, so it cannot meet an id of styled-components' own", () => {
  expect([...ids.keys()].filter((id) => !/^bs-[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
});
