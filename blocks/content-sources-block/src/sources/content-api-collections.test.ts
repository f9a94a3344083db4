import { fakeArcForSources, signedAuth } from "../test-fake";
import { contentApiCollections } from "./content-api-collections";

const { requests, run } = fakeArcForSources();
const ids = (feed: { content_elements: { _id: string }[] }) => feed.content_elements.map((item) => item._id);

describe("content-api-collections", () => {
  it("answers a page of a collection by alias or id, its images signed", async () => {
    const collection = await run(contentApiCollections, { content_alias: "top-stories" });
    expect(collection).toMatchObject({ _id: "TOPSTORIES", type: "collection", count: 3 });
    expect(ids(collection)).toEqual(["ILLUSTRATED", "WORLDONE", "POLITICSOLD"]);
    expect(collection.content_elements[0]?.promo_items?.basic).toHaveProperty("auth", signedAuth("PROMOIMAGE"));
    expect(collection.next).toBeUndefined();
    expect(ids(await run(contentApiCollections, { _id: "TOPSTORIES", from: 1, size: 1 }))).toEqual(["WORLDONE"]);
  });

  it("with getNext, reports the next page's offset, and none on the last page", async () => {
    const first = await run(contentApiCollections, { content_alias: "top-stories", size: 2, getNext: "true" });
    expect(first.next).toBe(2);
    const last = await run(contentApiCollections, { content_alias: "top-stories", from: 2, size: 2, getNext: true });
    expect(ids(last)).toEqual(["POLITICSOLD"]);
    expect(last.next).toBeUndefined();
  });

  it("answers an empty collection as it is", async () => {
    const empty = await run(contentApiCollections, { _id: "EMPTY", "arc-site": "le-quotidien", getNext: "true" });
    expect(empty).toMatchObject({ content_elements: [], count: 0 });
    expect(empty.next).toBeUndefined();
  });

  it("throws the content API's 404 for a collection the site does not have", async () => {
    await expect(run(contentApiCollections, { content_alias: "nope" })).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([
    [{}, "_id or content_alias is required"],
    [{ _id: "A", content_alias: "b" }, "not both"],
    [{ content_alias: 'alert-bar" OR x:"y' }, "content_alias must be a collection alias"],
    [{ content_alias: "top-stories", size: 21 }, "size must be from 1 to 20"],
    [{ content_alias: "top-stories", from: "1.5" }, "from must be a whole number"],
    [{ content_alias: "top-stories", getNext: "yes" }, "getNext must be true or false"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(contentApiCollections, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
