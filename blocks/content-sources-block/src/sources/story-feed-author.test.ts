import { fakeArcForSources, signedAuth } from "../test-fake";
import { storyFeedAuthor } from "./story-feed-author";

const { requests, serviceRequests, run } = fakeArcForSources();
const ids = (feed: { content_elements: { _id: string }[] }) => feed.content_elements.map((item) => item._id);

describe("story-feed-author", () => {
  it("answers an author's stories newest first, by slug or id, their images signed", async () => {
    const feed = await run(storyFeedAuthor, { authorSlug: "jane-okafor" });
    expect(ids(feed)).toEqual(["ILLUSTRATED", "POLITICSOLD"]);
    expect(feed).toMatchObject({ type: "results", count: 2 });
    expect(feed.content_elements[0]?.promo_items?.basic).toHaveProperty("auth", signedAuth("PROMOIMAGE"));
    expect(serviceRequests()[0]?.searchParams.get("q")).toBe('credits.by.slug:"jane-okafor"');
    expect(ids(await run(storyFeedAuthor, { authorId: "JANE", feedSize: "1" }))).toEqual(["ILLUSTRATED"]);
  });

  it("pages with feedOffset and feedSize, reporting the next page", async () => {
    const first = await run(storyFeedAuthor, { authorSlug: "jane-okafor", feedOffset: 0, feedSize: 1 });
    expect(first.next).toBe(1);
    const last = await run(storyFeedAuthor, { authorSlug: "jane-okafor", feedOffset: "1", feedSize: "1" });
    expect(ids(last)).toEqual(["POLITICSOLD"]);
    expect(last.next).toBeUndefined();
  });

  it("answers an empty feed for an author with no stories", async () => {
    expect(await run(storyFeedAuthor, { authorSlug: "nobody" })).toEqual({
      type: "results",
      content_elements: [],
      count: 0,
    });
  });

  it.each([
    [{}, "authorSlug or authorId is required"],
    [{ authorSlug: 'jane" OR type:"video' }, "authorSlug must be an author slug"],
    [{ authorSlug: "../jane" }, "authorSlug must be"],
    [{ authorSlug: "jane", feedSize: "2.5" }, "feedSize must be a whole number"],
    [{ authorSlug: "jane", feedSize: 0 }, "feedSize must be from 1 to 100"],
    [{ authorSlug: "jane", feedOffset: -1 }, "feedOffset must be from 0"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(storyFeedAuthor, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
