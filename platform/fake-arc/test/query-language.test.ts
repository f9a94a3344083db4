import { parseQuery, QUERY_FIELDS } from "../src/query-language";

describe("the search feed's q", () => {
  it("reads quoted and bare clauses joined by AND", () => {
    expect(parseQuery('type:"story" AND taxonomy.tags.slug:elections')).toEqual({
      ok: true,
      clauses: [
        { field: "type", value: "story" },
        { field: "taxonomy.tags.slug", value: "elections" },
      ],
    });
  });

  it("keeps spaces, escaped quotes and backslashes inside a quoted value", () => {
    expect(parseQuery('credits.by._id:"a \\"b\\" \\\\c"')).toEqual({
      ok: true,
      clauses: [{ field: "credits.by._id", value: 'a "b" \\c' }],
    });
  });

  it("reads an empty or blank q as no clauses (everything)", () => {
    expect(parseQuery("")).toEqual({ ok: true, clauses: [] });
    expect(parseQuery("   ")).toEqual({ ok: true, clauses: [] });
  });

  it("knows exactly the contract's fields", () => {
    expect(QUERY_FIELDS).toEqual([
      "type",
      "taxonomy.sections._id",
      "taxonomy.primary_section._id",
      "taxonomy.tags.slug",
      "credits.by._id",
      "credits.by.slug",
    ]);
  });

  it.each([
    ['headlines.basic:"x"', 'clause "headlines.basic:"x"" names unknown field "headlines.basic"'],
    ["constructor:x", 'clause "constructor:x" names unknown field "constructor"'],
    ["elections", 'clause "elections" is not field:"value"'],
    ['type:"story', 'clause "type:"story" has no closing quote'],
    ['type:""', 'clause "type:""" has no value'],
    ["type:", 'clause "type:" has no value'],
    ["type:story OR type:video", 'expected AND before "OR type:video"'],
    ["type:story AND", "nothing follows the last AND"],
    ['type:"story"type:video', 'expected a space and AND before "type:video"'],
    ["type:story and type:video", 'expected AND before "and type:video"'],
  ])("refuses %s, naming the clause", (q, problem) => {
    const parsed = parseQuery(q);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.problem).toContain(problem);
  });
});
