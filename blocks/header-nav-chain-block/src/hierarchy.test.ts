import fc from "fast-check";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { readDrawerSections } from "./hierarchy";

describe("readDrawerSections", () => {
  it("reads the-daily's default hierarchy: sections with a trailing slash, links to their url, no inactive", () => {
    const sections = readDrawerSections(corpus.navigation["the-daily"]?.default);
    expect(sections.map((section) => section.url)).toEqual([
      "/politics/",
      "/business/",
      "/world/",
      "/sport/",
      "/culture/",
      "/science/",
      "/opinion/",
      "https://puzzles.the-daily.test/crosswords/",
    ]);
    expect(sections[1]?.subsections.map((link) => link.url)).toEqual(["/business/markets/", "/business/technology/"]);
    expect(sections[0]?.subsections).toEqual([]);
  });

  it.each([null, undefined, "menu", 3, [], { children: "x" }, { children: [null, 1, "a", {}] }])(
    "gives no sections for %p",
    (hierarchy) => {
      expect(readDrawerSections(hierarchy)).toEqual([]);
    },
  );

  it("reads a hierarchy of any shape into named, linked sections, never throwing (1,000 runs)", () => {
    const node = fc.record(
      {
        _id: fc.oneof(fc.webPath(), fc.string(), fc.anything()),
        node_type: fc.oneof(fc.constantFrom("link", "section"), fc.anything()),
        name: fc.oneof(fc.string(), fc.anything()),
        display_name: fc.oneof(fc.string(), fc.anything()),
        url: fc.oneof(fc.webUrl(), fc.constant("javascript:alert(1)"), fc.anything()),
        inactive: fc.oneof(fc.boolean(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const withChildren = fc.tuple(node, fc.oneof(fc.array(fc.oneof(node, fc.anything())), fc.anything()));
    const hierarchy = fc.oneof(
      fc.record({ children: fc.array(withChildren.map(([n, children]) => ({ ...n, children }))) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(hierarchy, (answer) => {
        for (const section of readDrawerSections(answer)) {
          expect(section.name).not.toBe("");
          expect(section.url).not.toMatch(/^\s*javascript:/i);
          for (const sub of section.subsections) expect(sub.url).not.toBe("");
        }
      }),
      { numRuns: 1000 },
    );
  });
});
