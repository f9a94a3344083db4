import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import {
  candidatesFor,
  jestModuleNameMapper,
  PACKAGE_SOURCES,
  resolveSource,
  RUNTIME_MODULES,
  TSCONFIG_PATHS,
} from "./module-map";

const root = repoRoot();

describe("the module map", () => {
  it("is what the tsconfig files say (run `npm run module-map` after changing it)", () => {
    for (const [file, paths] of Object.entries(TSCONFIG_PATHS)) {
      const config = JSON.parse(readFileSync(join(root, file), "utf8")) as { compilerOptions: { paths: unknown } };
      expect({ file, paths: config.compilerOptions.paths }).toEqual({ file, paths });
    }
  });

  it("finds the source of every package, subpath and Fusion module the repo imports", () => {
    for (const specifier of [
      "@broadsheet/kit",
      "@broadsheet/kit/fusion",
      "@broadsheet/kit/content-source",
      "@broadsheet/components",
      "@broadsheet/themes",
      "@broadsheet/local-host",
      "@broadsheet/local-host/node/repo",
      "@broadsheet/hello-world-block",
      "fusion:context",
      "fusion:static",
    ]) {
      expect({ specifier, resolves: resolveSource(specifier, root) !== null }).toEqual({ specifier, resolves: true });
    }
  });

  it("picks the most specific entry and leaves other specifiers alone", () => {
    expect(candidatesFor("@broadsheet/kit/fusion")).toEqual([
      "platform/kit/src/fusion.ts",
      "platform/kit/src/fusion/index.ts",
    ]);
    expect(candidatesFor("@broadsheet/headline-block")).toEqual([
      "blocks/headline-block/src/index.ts",
      "platform/headline-block/src/index.ts",
    ]);
    expect(candidatesFor("fusion:context", PACKAGE_SOURCES)).toBeNull();
    expect(candidatesFor("react")).toBeNull();
    expect(candidatesFor("@broadsheet/")).toBeNull();
  });

  it("gives jest the same answers, as regular expressions in the table's order", () => {
    const mapper = jestModuleNameMapper("/repo");
    expect(Object.keys(mapper)).toHaveLength(Object.keys(RUNTIME_MODULES).length);
    const [pattern, targets] =
      Object.entries(mapper).find(([regex]) => new RegExp(regex).test("@broadsheet/kit/fusion")) ?? [];
    expect(pattern).toBe("^@broadsheet\\/kit\\/(.+)$");
    expect(targets).toEqual(["/repo/platform/kit/src/$1.ts", "/repo/platform/kit/src/$1/index.ts"]);
    expect(Object.keys(mapper).find((regex) => new RegExp(regex).test("fusion:content"))).toBe("^fusion:(.+)$");
  });
});
