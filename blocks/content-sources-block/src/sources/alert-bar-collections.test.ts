import { fakeArcForSources } from "../test-fake";
import { alertBarCollections } from "./alert-bar-collections";

const { requests, serviceRequests, run } = fakeArcForSources();

describe("alert-bar-collections", () => {
  it("answers the first item of the site's alert-bar collection", async () => {
    const alert = await run(alertBarCollections, {});
    expect(alert.content_elements.map((item) => item._id)).toEqual(["WORLDONE"]);
    const asked = serviceRequests()[0];
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      website: "the-daily",
      content_alias: "alert-bar",
      from: "0",
      size: "1",
    });
  });

  it("takes its own site param over the page's, and answers an empty alert as empty", async () => {
    const alert = await run(alertBarCollections, { site: "le-quotidien" });
    expect(alert).toMatchObject({ content_elements: [], count: 0 });
  });

  it("refuses a site that is no site id, before any request", async () => {
    await expect(run(alertBarCollections, { site: "../the-daily" })).rejects.toMatchObject({ statusCode: 400 });
    expect(requests).toEqual([]);
  });
});
