import { ContentSourceError } from "@broadsheet/kit/content-source";
import { NODE_ID, QueryParams, SECTION_ID, SLUG, WEBSITE_URL } from "./params";

const read = (query: Record<string, unknown>) => new QueryParams("test-source", query);

function problemOf(run: () => unknown): ContentSourceError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentSourceError) return error;
    throw error;
  }
  throw new Error("no problem was found");
}

describe("QueryParams", () => {
  it("reads text that has the shape, trimmed", () => {
    expect(read({ slug: " jane-doe " }).text("slug", SLUG, "a slug")).toBe("jane-doe");
    expect(read({}).optionalText("slug", SLUG, "a slug")).toBeUndefined();
    expect(read({ slug: "  " }).optionalText("slug", SLUG, "a slug")).toBeUndefined();
  });

  it("names the source and the param in a 400", () => {
    const problem = problemOf(() => read({}).text("slug", SLUG, "an author slug"));
    expect(problem.statusCode).toBe(400);
    expect(problem.message).toBe("test-source: slug is required (an author slug)");
  });

  it.each([
    ['a" OR type:"video', "injected clause"],
    ["../etc", "a parent path"],
    ["a?x=1", "a query string"],
    ["a%2Fb", "an encoded slash"],
    ["a b", "a space"],
    ["-lead", "a leading hyphen"],
  ])("refuses the slug %p (%s)", (slug) => {
    expect(problemOf(() => read({ slug }).text("slug", SLUG, "a slug")).message).toContain("slug must be a slug");
  });

  it.each([[42], [["a"]], [{ a: 1 }], [true]])("refuses text of the wrong type: %p", (slug) => {
    expect(problemOf(() => read({ slug }).text("slug", SLUG, "a slug")).message).toContain("slug must be text");
  });

  it("refuses text longer than any id", () => {
    expect(problemOf(() => read({ slug: "a".repeat(201) }).text("slug", SLUG, "a slug")).message).toContain("longer");
  });

  it.each([
    ["/politics", true],
    ["/politics/elections", true],
    ["/", false],
    ["politics", false],
    ["/politics/", false],
    ["/../admin", false],
    ["/a%2Fb", false],
    ['/a" OR x:"b', false],
  ])("section id %p: %p", (id, ok) => {
    expect(SECTION_ID.test(id)).toBe(ok);
  });

  it("takes / as a hierarchy node id but not as a section", () => {
    expect(NODE_ID.test("/")).toBe(true);
    expect(NODE_ID.test("/politics")).toBe(true);
    expect(NODE_ID.test("//")).toBe(false);
  });

  it.each([
    ["/politics/2026/11/20/the-long-read/", true],
    ["/fr/politique/l-élection/", true],
    ["/story.html", true],
    ["/", true],
    ["politics/", false],
    ["/politics/../admin/", false],
    ["/../", false],
    ["/a/./b/", false],
    ["/a/?x=1", false],
    ["/a%2F/", false],
    ["//evil.example/", false],
    ["/a b/", false],
  ])("website_url %p: %p", (url, ok) => {
    expect(WEBSITE_URL.test(url)).toBe(ok);
  });

  describe("integer", () => {
    const rule = { default: 10, min: 1, max: 100 };
    it("takes numbers and digits, and the default when absent", () => {
      expect(read({ n: 5 }).integer("n", rule)).toBe(5);
      expect(read({ n: "20" }).integer("n", rule)).toBe(20);
      expect(read({}).integer("n", rule)).toBe(10);
      expect(read({ n: "" }).integer("n", rule)).toBe(10);
    });

    it.each([[2.5], ["2.5"], ["1e2"], ["0x10"], ["ten"], [Number.NaN], [Number.POSITIVE_INFINITY], [[3]]])(
      "refuses %p, which is no whole number",
      (n) => {
        expect(problemOf(() => read({ n }).integer("n", rule)).message).toContain("n must be a whole number");
      },
    );

    it("refuses a number out of range, saying the range", () => {
      expect(problemOf(() => read({ n: 0 }).integer("n", rule)).message).toContain("from 1 to 100, got 0");
      expect(problemOf(() => read({ n: "101" }).integer("n", rule)).message).toContain("got 101");
    });
  });

  it("reads a flag from a boolean or its text, and nothing else", () => {
    expect(read({ f: true }).flag("f")).toBe(true);
    expect(read({ f: "true" }).flag("f")).toBe(true);
    expect(read({ f: "false" }).flag("f")).toBe(false);
    expect(read({}).flag("f")).toBe(false);
    expect(problemOf(() => read({ f: "yes" }).flag("f")).message).toContain("f must be true or false");
  });

  it("reads a list, each value checked, repeats dropped, with a bound", () => {
    expect(read({ s: "/a, /b,/a" }).list("s", SECTION_ID, "section ids", 5)).toEqual(["/a", "/b"]);
    expect(problemOf(() => read({ s: "/a,b" }).list("s", SECTION_ID, "section ids", 5)).message).toContain('"b"');
    expect(problemOf(() => read({ s: "/a,,/b" }).list("s", SECTION_ID, "section ids", 5)).message).toContain('""');
    expect(problemOf(() => read({ s: "/a,/b,/c" }).list("s", SECTION_ID, "ids", 2)).message).toContain("at most 2");
  });

  it("takes the site Fusion passes, or a source's own site param", () => {
    expect(read({ "arc-site": "the-daily" }).site()).toBe("the-daily");
    expect(read({ "arc-site": "the-daily", site: "le-quotidien" }).site("site")).toBe("le-quotidien");
    expect(read({ "arc-site": "the-daily" }).site("site")).toBe("the-daily");
    expect(problemOf(() => read({}).site()).message).toBe("test-source: no site: the host passes it as arc-site");
    expect(problemOf(() => read({ "arc-site": "../x" }).site()).message).toContain("arc-site must be a site id");
  });

  it("wants exactly one of two ways to name a thing", () => {
    expect(read({ _id: "A" }).oneOf("website_url", "_id")).toBe("_id");
    expect(read({ website_url: "/a/" }).oneOf("website_url", "_id")).toBe("website_url");
    expect(problemOf(() => read({}).oneOf("website_url", "_id")).message).toContain("website_url or _id is required");
    expect(problemOf(() => read({ _id: "A", website_url: "/a/" }).oneOf("website_url", "_id")).message).toContain(
      "not both",
    );
  });

  it("reads only the query's own keys", () => {
    expect(read({}).has("constructor")).toBe(false);
    expect(read(JSON.parse('{"__proto__": {"slug": "x"}}') as Record<string, unknown>).has("slug")).toBe(false);
  });
});
