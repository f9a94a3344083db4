import { fakeArcForSources, signedAuth } from "../test-fake";
import { authorApi } from "./author-api";

const { requests, run } = fakeArcForSources();

describe("author-api", () => {
  it("answers the author service's record, its image signed", async () => {
    const answer = await run(authorApi, { slug: "jane-okafor" });
    expect(answer.authors).toHaveLength(1);
    expect(answer.authors[0]).toMatchObject({ _id: "JANE", bio_page: "/author/jane-okafor/" });
    expect(answer.authors[0]?.image).toHaveProperty("auth", signedAuth("JANEPHOTO"));
  });

  it("throws the author service's 404 for an unknown author", async () => {
    await expect(run(authorApi, { slug: "nobody" })).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([
    [{}, "slug is required"],
    [{ slug: "jane/../x" }, "slug must be an author slug"],
    [{ slug: 'jane" OR "' }, "slug must be an author slug"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(authorApi, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
