import { fakeArcForSources } from "../test-fake";
import { tagsApi } from "./tags-api";

const { requests, run } = fakeArcForSources();

describe("tags-api", () => {
  it("answers one tag or several by slug", async () => {
    expect(await run(tagsApi, { slug: "elections" })).toEqual({
      Payload: [{ slug: "elections", name: "Elections", description: "Votes and voting." }],
    });
    const both = await run(tagsApi, { slug: "elections, budget" });
    expect(both.Payload.map((tag) => tag.slug)).toEqual(["elections", "budget"]);
    expect(requests.at(-1)?.searchParams.get("slugs")).toBe("elections,budget");
  });

  it("answers an empty Payload for unknown tags", async () => {
    expect(await run(tagsApi, { slug: "nope" })).toEqual({ Payload: [] });
  });

  it.each([
    [{}, "slug is required"],
    [{ slug: "a,b c" }, "slug must list tag slugs"],
    [{ slug: "a,%2F" }, "slug must list tag slugs"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(tagsApi, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
