import { fakeArcForSources } from "../test-fake";
import { storyFeedSections } from "./story-feed-sections";

const { requests, serviceRequests, run } = fakeArcForSources();
const ids = (feed: { content_elements: { _id: string }[] }) => feed.content_elements.map((item) => item._id);

describe("story-feed-sections", () => {
  it("answers a section's stories newest first in one request", async () => {
    const feed = await run(storyFeedSections, { includeSections: "/politics" });
    expect(ids(feed)).toEqual(["ILLUSTRATED", "POLITICSOLD"]);
    expect(serviceRequests()).toHaveLength(1);
    expect(serviceRequests()[0]?.searchParams.get("q")).toBe('taxonomy.sections._id:"/politics"');
  });

  it("merges several sections, a story in two of them once, and pages over the merge", async () => {
    const all = await run(storyFeedSections, { includeSections: "/politics, /world" });
    expect(ids(all)).toEqual(["WORLDONE", "ILLUSTRATED", "BILINGUAL", "POLITICSOLD"]);
    expect(all.count).toBe(4);
    const second = await run(storyFeedSections, { includeSections: "/politics,/world", feedOffset: 1, feedSize: 2 });
    expect(ids(second)).toEqual(["ILLUSTRATED", "BILINGUAL"]);
    expect(second.next).toBe(3);
  });

  it("answers an empty feed for a section with no stories", async () => {
    expect(ids(await run(storyFeedSections, { includeSections: "/sport" }))).toEqual([]);
  });

  it.each([
    [{}, "includeSections is required"],
    [{ includeSections: "politics" }, "includeSections must list section ids"],
    [{ includeSections: '/politics" OR type:"video' }, "includeSections must list"],
    [{ includeSections: "/politics,/../admin" }, "includeSections must list"],
    [{ includeSections: "/a,/b,/c,/d,/e,/f,/g,/h,/i,/j,/k" }, "at most 10"],
    [{ includeSections: "/politics,/world", feedOffset: 95, feedSize: 10 }, "at most 100"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(storyFeedSections, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
