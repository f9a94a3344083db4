import { defineContentSource } from "./content-source";

describe("defineContentSource", () => {
  const fetchStory = jest.fn(async (query: { _id?: string }) => ({ _id: query._id }));

  it("keeps Fusion's shape", async () => {
    const source = defineContentSource({
      name: "content-api",
      params: [{ name: "_id", displayName: "Story id", type: "text" }],
      schemaName: "ans-item",
      ttl: 300,
      fetch: fetchStory,
    });
    expect(source).toMatchObject({ name: "content-api", schemaName: "ans-item", ttl: 300 });
    expect(Object.isFrozen(source)).toBe(true);
    const context = { contentBase: "", accessToken: "", resizerTokenVersion: 2, cachedCall: jest.fn() };
    await expect(source.fetch({ _id: "abc" }, context)).resolves.toEqual({ _id: "abc" });
  });

  it("refuses bad names and repeated params", () => {
    expect(() => defineContentSource({ name: "Content API", params: [], fetch: fetchStory })).toThrow("kebab-case");
    expect(() =>
      defineContentSource({
        name: "dupe",
        params: [
          { name: "a", type: "text" },
          { name: "a", type: "number" },
        ],
        fetch: fetchStory,
      }),
    ).toThrow('param "a" twice');
  });
});
