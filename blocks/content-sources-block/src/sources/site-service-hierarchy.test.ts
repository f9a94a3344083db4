import { fakeArcForSources } from "../test-fake";
import { siteServiceHierarchy } from "./site-service-hierarchy";

const { requests, run } = fakeArcForSources();

describe("site-service-hierarchy", () => {
  it("answers the default hierarchy from the root, inactive nodes flagged", async () => {
    const root = await run(siteServiceHierarchy, { feature: "header-nav-chain" });
    expect(root).toMatchObject({ _id: "/", node_type: "section" });
    expect(root.children?.map((node) => [node._id, node.inactive ?? false])).toEqual([
      ["/politics", false],
      ["/old", true],
    ]);
  });

  it("answers one section of a named hierarchy", async () => {
    expect(await run(siteServiceHierarchy, { hierarchy: "default", sectionId: "/politics" })).toMatchObject({
      _id: "/politics",
      name: "Politics",
    });
  });

  it("throws the site service's 404 for a hierarchy the site does not have", async () => {
    await expect(run(siteServiceHierarchy, { hierarchy: "footer" })).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([
    [{ hierarchy: "foot er" }, "hierarchy must be a hierarchy name"],
    [{ sectionId: "politics" }, "sectionId must be a section id"],
    [{ sectionId: "/politics/../.." }, "sectionId must be"],
    [{ "arc-site": "the-daily/../x" }, "arc-site must be a site id"],
  ])("refuses %p before any request", async (query, problem) => {
    await expect(run(siteServiceHierarchy, query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(problem),
    });
    expect(requests).toEqual([]);
  });
});
