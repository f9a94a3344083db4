import { fakeArcForSources, signedAuth } from "../test-fake";
import { searchApi } from "./search-api";

const { requests, run } = fakeArcForSources();

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
    [{}, "q is required"],
    [{ q: 'a" OR type:"video' }, "q must be words"],
    [{ q: "type:video" }, "q must be words"],
    [{ q: "(a)" }, "q must be words"],
    [{ q: "a\\b" }, "q must be words"],
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
