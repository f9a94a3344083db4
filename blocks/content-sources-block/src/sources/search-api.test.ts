import { fakeArcForSources, signedAuth } from "../test-fake";
import { MAX_SEARCH_LENGTH, readSearchText, searchApi } from "./search-api";

const { requests, serviceRequests, run } = fakeArcForSources();

describe("search-api", () => {
  it("answers a page of results with their metadata, images signed", async () => {
    const results = await run(searchApi, { q: "headline illustrated" });
    expect(results.data.map((item) => item._id)).toContain("ILLUSTRATED");
    expect(results.metadata).toMatchObject({ q: "headline illustrated", page: 1, page_size: 10 });
    expect(results.metadata.total_hits).toBeGreaterThanOrEqual(1);
    const illustrated = results.data.find((item) => item._id === "ILLUSTRATED");
    expect(illustrated?.promo_items?.basic).toHaveProperty("auth", signedAuth("PROMOIMAGE"));
  });

  it("answers no results as empty data", async () => {
    const results = await run(searchApi, { q: "zeppelin", page: "2" });
    expect(results).toEqual({ data: [], metadata: { q: "zeppelin", total_hits: 0, page: 2, page_size: 10 } });
  });

  it.each([
    ["O'Brien", "O Brien"],
    ["don't panic", "don t panic"],
    ["covid: update", "covid update"],
    ['"ballot measure"', "ballot measure"],
    ['a" OR type:"video', "a OR type video"],
    ["(a) [b] {c} <d> `e` \\f", "a b c d e f"],
    ["24/7", "24 7"],
    ["  Élection\tmunicipale\n ", "Élection municipale"],
    ["a\u0000b", "a b"],
  ])("searches %p as its words, and answers with the text as typed", async (q, sent) => {
    const results = await run(searchApi, { q });
    const [search] = serviceRequests();
    expect(search?.searchParams.get("q")).toBe(sent);
    expect(results.metadata.q).toBe(q.replaceAll("\u0000", " ").replace(/\s+/g, " ").trim());
    expect(results.metadata).not.toHaveProperty("shortened");
  });

  it("finds the story a quoted, punctuated search names", async () => {
    const results = await run(searchApi, { q: '"headline: illustrated"' });
    expect(results.data.map((item) => item._id)).toContain("ILLUSTRATED");
  });

  it.each(["🎉", "🎉🎉 🙂", "?!", "—", '"" () :', " "])(
    "answers %p, with no words, as no results without asking",
    async (q) => {
      const results = await run(searchApi, { q });
      expect(results).toEqual({ data: [], metadata: { q: q.trim(), total_hits: 0, page: 1, page_size: 10 } });
      expect(serviceRequests()).toEqual([]);
    },
  );

  it("cuts text over the limit at a word boundary and says it was shortened", async () => {
    const q = `${"headline ".repeat(30)}illustrated`.repeat(2);
    const results = await run(searchApi, { q });
    expect(results.metadata.shortened).toBe(true);
    expect(results.metadata.q.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    expect(q.startsWith(results.metadata.q)).toBe(true);
    expect(q.charAt(results.metadata.q.length)).toBe(" ");
    expect(serviceRequests()[0]?.searchParams.get("q")).toBe(results.metadata.q);
  });

  it.each([
    ["a word longer than the limit is cut at the limit", "x".repeat(500), "x".repeat(MAX_SEARCH_LENGTH)],
    ["a cut never splits an emoji", "🎉".repeat(300), "🎉".repeat(MAX_SEARCH_LENGTH)],
    ["the limit itself is kept", "y".repeat(MAX_SEARCH_LENGTH), "y".repeat(MAX_SEARCH_LENGTH)],
    [
      "a space just past the limit keeps the whole of the last word",
      `${"z".repeat(MAX_SEARCH_LENGTH)} more`,
      "z".repeat(MAX_SEARCH_LENGTH),
    ],
    ["megabytes are cut as well", `words ${"w".repeat(1_000_000)}`, "words"],
    ["bounding the work never leaves half an emoji", `${" ".repeat(1599)}🎉 ${"v".repeat(300)}`, ""],
  ])("%s", (_, raw, text) => {
    const search = readSearchText(raw);
    expect(search.text).toBe(text);
    expect(search.shortened).toBe(raw !== text);
  });

  it("reads a lone surrogate, which a content call can carry, as a space", () => {
    expect(readSearchText("a\ud800b\udc00")).toEqual({ text: "a b", words: ["a", "b"], shortened: false });
  });

  it.each([
    [{}, "q is required"],
    [{ q: 42 }, "q must be text"],
    [{ q: "x", page: 0 }, "page must be from 1"],
    [{ q: "x", page: "2.5" }, "page must be a whole number"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(searchApi, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
