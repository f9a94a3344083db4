import { fakeArcForSources } from "../test-fake";
import { storyFeedQuery } from "./story-feed-query";

const { requests, serviceRequests, run } = fakeArcForSources();
const ids = (feed: { content_elements: { _id: string }[] }) => feed.content_elements.map((item) => item._id);

describe("story-feed-query", () => {
  it("answers what the query asks, sending q rebuilt with every value quoted", async () => {
    const feed = await run(storyFeedQuery, { query: "type:video AND taxonomy.tags.slug:elections", size: 5 });
    expect(ids(feed)).toEqual(["AVIDEO"]);
    expect(serviceRequests()[0]?.searchParams.get("q")).toBe('type:"video" AND taxonomy.tags.slug:"elections"');
    expect(serviceRequests()[0]?.searchParams.get("size")).toBe("5");
  });

  it("pages with offset and size", async () => {
    const page = await run(storyFeedQuery, { query: 'type:"story"', offset: 1, size: 2 });
    expect(ids(page)).toEqual(["ILLUSTRATED", "BILINGUAL"]);
    expect(page).toMatchObject({ count: 4, next: 3 });
  });

  it("answers an empty feed when nothing matches", async () => {
    expect(ids(await run(storyFeedQuery, { query: 'type:"gallery"' }))).toEqual([]);
  });

  it.each([
    [{}, "query is required"],
    [{ query: 'a" OR type:"video' }, "is not a clause"],
    [{ query: 'type:"story" OR type:"video"' }, "is not a clause"],
    [{ query: 'headlines.basic:"x"' }, "is not a field a feed can ask for"],
    [{ query: 'taxonomy.sections._id:"/../admin"' }, "must be a section id"],
    [{ query: 'type:"story"', size: "1e2" }, "size must be a whole number"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(storyFeedQuery, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
