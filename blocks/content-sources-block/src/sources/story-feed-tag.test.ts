import { fakeArcForSources } from "../test-fake";
import { storyFeedTag } from "./story-feed-tag";

const { requests, serviceRequests, run } = fakeArcForSources();
const ids = (feed: { content_elements: { _id: string }[] }) => feed.content_elements.map((item) => item._id);

describe("story-feed-tag", () => {
  it("answers the stories with a tag, newest first", async () => {
    expect(ids(await run(storyFeedTag, { tagSlug: "elections" }))).toEqual(["ILLUSTRATED", "AVIDEO"]);
    expect(serviceRequests()[0]?.searchParams.get("q")).toBe('taxonomy.tags.slug:"elections"');
  });

  it("answers an empty feed for a tag no story has", async () => {
    expect(await run(storyFeedTag, { tagSlug: "budget" })).toMatchObject({ content_elements: [], count: 0 });
  });

  it.each([
    [{}, "tagSlug is required"],
    [{ tagSlug: 'a" OR type:"video' }, "tagSlug must be a tag slug"],
    [{ tagSlug: "a?x=1" }, "tagSlug must be"],
    [{ tagSlug: "a%2Fb" }, "tagSlug must be"],
    [{ tagSlug: ["elections"] }, "tagSlug must be text"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(storyFeedTag, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
