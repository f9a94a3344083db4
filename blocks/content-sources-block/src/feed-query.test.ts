import { feedQuery, parseFeedQuery } from "./feed-query";

describe("feedQuery", () => {
  it("quotes every value and joins clauses with AND", () => {
    expect(
      feedQuery([
        { field: "taxonomy.sections._id", value: "/politics" },
        { field: "type", value: "story" },
      ]),
    ).toBe('taxonomy.sections._id:"/politics" AND type:"story"');
  });

  it("refuses a value its field does not allow, so no caller can slip one through", () => {
    expect(() => feedQuery([{ field: "taxonomy.tags.slug", value: 'a" OR type:"video' }])).toThrow("feedQuery");
    expect(() => feedQuery([])).toThrow("at least one clause");
  });
});

describe("parseFeedQuery", () => {
  it("reads clauses quoted or bare, and gives back the same q rebuilt", () => {
    const parsed = parseFeedQuery('type:video AND taxonomy.tags.slug:"elections"');
    expect(parsed).toEqual({
      clauses: [
        { field: "type", value: "video" },
        { field: "taxonomy.tags.slug", value: "elections" },
      ],
    });
    if ("clauses" in parsed) expect(feedQuery(parsed.clauses)).toBe('type:"video" AND taxonomy.tags.slug:"elections"');
  });

  it.each([
    ['a" OR type:"video', "is not a clause"],
    ['type:"story" OR type:"video"', "is not a clause"],
    ['taxonomy.tags.slug:"a" OR type:"video"', "is not a clause"],
    ['headlines.basic:"x"', "is not a field a feed can ask for"],
    ['constructor:"x"', "is not a field a feed can ask for"],
    ['type:"podcast"', "type must be story, video or gallery"],
    ['taxonomy.sections._id:"../admin"', "must be a section id"],
    ['credits.by.slug:"a\\"b"', "is not a clause"],
    ["type:story AND", "is not a clause"],
  ])("refuses %p", (text, problem) => {
    const parsed = parseFeedQuery(text);
    expect("problem" in parsed && parsed.problem).toContain(problem);
  });
});
