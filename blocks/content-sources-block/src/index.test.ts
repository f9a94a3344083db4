import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isContentSource } from "@broadsheet/kit";
import * as entry from "./index";

const sources = Object.values(entry as Record<string, unknown>).flatMap((value) =>
  isContentSource(value) ? [value] : [],
);
const readme = readFileSync(join(__dirname, "../README.md"), "utf8");

/** The README's row for a source: the table line that starts with its name. */
const rowOf = (name: string) => readme.split("\n").find((line) => line.startsWith(`| \`${name}\``)) ?? "";

describe("the package's sources", () => {
  it("are the twelve of issue 8, each under its Fusion name", () => {
    expect(sources.map((source) => source.name).sort()).toEqual([
      "alert-bar-collections",
      "author-api",
      "content-api",
      "content-api-collections",
      "search-api",
      "signing-service",
      "site-service-hierarchy",
      "story-feed-author",
      "story-feed-query",
      "story-feed-sections",
      "story-feed-tag",
      "tags-api",
    ]);
  });

  it.each(sources.map((source) => [source.name, source] as const))(
    "%s is listed in the README with every param, its schema and ttl",
    (name, source) => {
      const row = rowOf(name);
      expect(row).not.toBe("");
      for (const param of source.params) expect(row).toContain(`\`${param.name}\``);
      expect(row).toContain(source.schemaName ? `\`${source.schemaName}\`` : "(none)");
      expect(row).toContain(`| ${String(source.ttl)} `);
    },
  );
});
