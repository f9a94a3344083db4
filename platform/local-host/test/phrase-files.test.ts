import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, workspacePackages } from "../src/node/repo";

/** The locales every shipped phrase carries; others fall back to English at run time. */
const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"];

const root = repoRoot();
const files = workspacePackages(root)
  .map((dir) => ({ dir, file: join(root, dir, "intl.json") }))
  .filter(({ file }) => existsSync(file))
  .map(({ dir, file }) => ({
    dir,
    phrases: JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>,
  }));

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("phrase files", () => {
  it("exist for the design system and the blocks that speak", () => {
    expect(files.map(({ dir }) => dir)).toEqual(expect.arrayContaining(["components", "blocks/hello-world-block"]));
  });

  describe.each(files)("$dir/intl.json", ({ dir, phrases }) => {
    const namespace = dir === "components" ? "global" : dir.split("/").pop();

    it.each(Object.entries(phrases))(
      "%s is namespaced and in every locale, with English's placeholders",
      (key, texts) => {
        expect(key.startsWith(`${namespace}.`)).toBe(true);
        expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
        for (const locale of LOCALES) {
          expect(texts[locale]?.trim()).toBeTruthy();
          expect(placeholders(texts[locale] ?? "")).toEqual(placeholders(texts.en ?? ""));
        }
      },
    );
  });
});
