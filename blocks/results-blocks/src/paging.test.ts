import fc from "fast-check";
import {
  appendUnique,
  DEFAULT_OFFSET,
  DEFAULT_SIZE,
  firstRequest,
  nextRequest,
  pagingNamesOf,
  readInteger,
  readPage,
  readWindow,
  showSeeMore,
} from "./paging";

const FEEDS = ["story-feed-author", "story-feed-sections", "story-feed-tag"];

describe("paging names per source (spec §7)", () => {
  it.each(FEEDS)("%s pages with feedOffset and feedSize", (source) => {
    expect(pagingNamesOf(source)).toEqual({ offset: "feedOffset", size: "feedSize" });
  });
  it("content-api-collections pages with from, size and getNext", () => {
    expect(pagingNamesOf("content-api-collections")).toEqual({
      offset: "from",
      size: "size",
      extra: { getNext: "true" },
    });
  });
  it.each(["story-feed-query", "search-api", "some-site-source", ""])("%s pages with offset and size", (source) => {
    expect(pagingNamesOf(source)).toEqual({ offset: "offset", size: "size" });
  });
});

describe("integers with fallbacks (spec §5)", () => {
  it.each([
    [12, 12],
    [0, 0],
    ["12", 12],
    [" 7 ", 7],
    ["0", 0],
  ])("reads %p as %p", (value, expected) => {
    expect(readInteger(value, 99)).toBe(expected);
  });
  it.each([
    [undefined],
    [null],
    [""],
    ["ten"],
    ["1.5"],
    [1.5],
    [-1],
    ["-1"],
    [NaN],
    [Infinity],
    ["1e3"],
    [{}],
    [[]],
    [true],
  ])("falls back for %p", (value) => {
    expect(readInteger(value, 99)).toBe(99);
  });
  it("falls back below the minimum", () => {
    expect(readInteger(0, 10, 1)).toBe(10);
    expect(readInteger("0", 10, 1)).toBe(10);
  });
  it("never gives anything but a whole number at or above the minimum", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readInteger(value, DEFAULT_SIZE, 1);
        return Number.isSafeInteger(read) && read >= 1;
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the configured window (spec §5)", () => {
  it("falls back to offset 0 and size 10", () => {
    expect(readWindow("story-feed-tag", {})).toEqual({ offset: DEFAULT_OFFSET, size: DEFAULT_SIZE });
    expect(readWindow("story-feed-tag", { feedOffset: "x", feedSize: "0" })).toEqual({ offset: 0, size: 10 });
  });
  it("reads feedOffset/feedSize for the story feeds", () => {
    expect(readWindow("story-feed-sections", { feedOffset: "5", feedSize: 3 })).toEqual({ offset: 5, size: 3 });
  });
  it("reads from/size for collections", () => {
    expect(readWindow("content-api-collections", { from: 4, size: "6" })).toEqual({ offset: 4, size: 6 });
  });
  it("reads offset/size for other sources", () => {
    expect(readWindow("story-feed-query", { offset: "2", size: "8" })).toEqual({ offset: 2, size: 8 });
  });
  it("reads the other names when the source's own are absent", () => {
    expect(readWindow("story-feed-query", { from: "3", feedSize: "4" })).toEqual({ offset: 3, size: 4 });
    expect(readWindow("story-feed-tag", { offset: "3", size: "4" })).toEqual({ offset: 3, size: 4 });
  });
});

describe("requests (spec §7)", () => {
  it("asks first for double the page size at the configured offset, with feature=results-list", () => {
    expect(firstRequest("story-feed-tag", { tagSlug: "elections" }, { offset: 5, size: 10 })).toEqual({
      tagSlug: "elections",
      feedOffset: 5,
      feedSize: 20,
      feature: "results-list",
    });
  });
  it("asks a collection for its next page's offset", () => {
    expect(
      firstRequest("content-api-collections", { content_alias: "top", from: "2" }, { offset: 2, size: 10 }),
    ).toEqual({ content_alias: "top", from: 2, size: 20, getNext: "true", feature: "results-list" });
  });
  it("replaces every paging name of the editor's query with the source's own", () => {
    const query = { q: "x", offset: "1", size: "2", feedOffset: "3", feedSize: "4", from: "5", getNext: "false" };
    expect(firstRequest("story-feed-query", query, { offset: 1, size: 2 })).toEqual({
      q: "x",
      offset: 1,
      size: 4,
      feature: "results-list",
    });
  });
  it("asks later for one page, one page size after the prior offset", () => {
    const first = nextRequest("story-feed-sections", { includeSections: "/politics" }, 5, 10);
    expect(first).toEqual({
      offset: 15,
      query: { includeSections: "/politics", feedOffset: 15, feedSize: 10, feature: "results-list" },
    });
    const second = nextRequest("story-feed-sections", { includeSections: "/politics" }, first.offset, 10);
    expect(second.offset).toBe(25);
    expect(nextRequest("content-api-collections", { _id: "A" }, 0, 5).query).toEqual({
      _id: "A",
      from: 5,
      size: 5,
      getNext: "true",
      feature: "results-list",
    });
  });
  it("always adds feature=results-list and the source's names, whatever the source and query", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FEEDS, "content-api-collections", "story-feed-query", "other"),
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.nat(1000),
        fc.integer({ min: 1, max: 100 }),
        (source, query, offset, size) => {
          const names = pagingNamesOf(source);
          const first = firstRequest(source, query, { offset, size });
          const next = nextRequest(source, query, offset, size);
          return (
            first.feature === "results-list" &&
            first[names.offset] === offset &&
            first[names.size] === size * 2 &&
            next.query[names.offset] === offset + size &&
            next.query[names.size] === size
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("reading an answer", () => {
  it("reads a feed's items, next and count", () => {
    expect(readPage({ content_elements: [{ _id: "a" }], next: 10, count: 30 })).toEqual({
      items: [{ _id: "a" }],
      hasNext: true,
      total: 30,
    });
    expect(readPage({ content_elements: [], count: 0 })).toEqual({ items: [], hasNext: false, total: 0 });
  });
  it("reads a search answer's data and total_hits", () => {
    expect(readPage({ data: [{ _id: "a" }], metadata: { total_hits: 12, q: "x" } })).toEqual({
      items: [{ _id: "a" }],
      hasNext: false,
      total: 12,
    });
  });
  it.each([
    [null],
    [undefined],
    ["x"],
    [[1]],
    [{ content_elements: "x", next: "10", count: -1 }],
    [{ data: [], metadata: 3 }],
  ])("reads %p as an empty page or what it can", (answer) => {
    const page = readPage(answer);
    expect(Array.isArray(page.items)).toBe(true);
    expect(page.hasNext).toBe(false);
  });
});

describe("the See more rule (spec §4)", () => {
  it("shows while the server reports a next page", () => {
    expect(showSeeMore({ shown: 10, hasNext: true, total: 10, offset: 0 })).toBe(true);
    expect(showSeeMore({ shown: 10, hasNext: true, total: undefined, offset: 0 })).toBe(true);
  });
  it("shows while fewer items are shown than the total less the offset", () => {
    expect(showSeeMore({ shown: 10, hasNext: false, total: 21, offset: 10 })).toBe(true);
    expect(showSeeMore({ shown: 10, hasNext: false, total: 20, offset: 10 })).toBe(false);
    expect(showSeeMore({ shown: 9, hasNext: false, total: 10, offset: 0 })).toBe(true);
  });
  it("hides with no next page and no total", () => {
    expect(showSeeMore({ shown: 0, hasNext: false, total: undefined, offset: 0 })).toBe(false);
  });
  it("hides once every item past the offset is shown", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (total, offset) => {
        const shown = Math.max(0, total - offset);
        return !showSeeMore({ shown, hasNext: false, total, offset });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("de-duplication by _id (spec §4)", () => {
  it("drops incoming items whose _id is already shown, and repeats within the page", () => {
    const a = { _id: "a" };
    const b = { _id: "b" };
    const c = { _id: "c" };
    expect(appendUnique([a, b], [{ _id: "b", other: 1 }, c, { _id: "c" }])).toEqual([a, b, c]);
  });
  it("keeps items without a usable _id", () => {
    expect(appendUnique([{ x: 1 }], [{ x: 1 }, "junk", { _id: "" }, { _id: 4 }])).toEqual([
      { x: 1 },
      { x: 1 },
      "junk",
      { _id: "" },
      { _id: 4 },
    ]);
  });
  it("keeps what was shown, in order, and never lists an _id twice", () => {
    const item = fc.oneof(fc.record({ _id: fc.constantFrom("a", "b", "c", "d", "e") }), fc.anything());
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (current, incoming) => {
        const unique = appendUnique(appendUnique([], current), incoming);
        const ids = unique.flatMap((entry) =>
          typeof entry === "object" && entry !== null && "_id" in entry && typeof entry._id === "string"
            ? [entry._id]
            : [],
        );
        return new Set(ids).size === ids.length;
      }),
      { numRuns: 1000 },
    );
  });
});
