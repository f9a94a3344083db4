import { setupFakeArc } from "../src/node";
import { getJson, ids } from "./fixtures/fetch-json";
import { smallCorpus } from "./fixtures/small-corpus";

// The default environment (jest-fixed-jsdom), where block tests will use the fake.
const fake = setupFakeArc({ corpus: smallCorpus() });

describe("content API: one item", () => {
  it("answers a story by website_url as published on that site", async () => {
    const { status, body } = await getJson("/content/v4/stories?website=le-quotidien&website_url=/actualites/a/");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: "A",
      website: "le-quotidien",
      website_url: "/actualites/a/",
      canonical_url: "/actualites/a/",
      taxonomy: { primary_section: { _id: "/actualites", name: "Actualités" } },
    });
  });

  it("answers a story by _id on each site it is published on, and 404 on another", async () => {
    expect((await getJson("/content/v4/stories?website=the-daily&_id=A")).body).toMatchObject({
      website_url: "/news/a/",
    });
    const missing = await getJson("/content/v4/stories?website=le-quotidien&_id=B");
    expect(missing).toEqual({
      status: 404,
      body: { httpStatus: 404, code: "not_found", message: 'No content with _id "B" on website "le-quotidien"' },
    });
  });

  it("answers 404 for a URL the site does not publish", async () => {
    const { status, body } = await getJson("/content/v4/stories?website=the-daily&website_url=/actualites/a/");
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No content at website_url "/actualites/a/" on website "the-daily"' });
  });

  it.each([
    ["/content/v4/stories?website_url=/news/a/", "website", "is required"],
    ["/content/v4/stories?website=the-daily", "website_url", "or _id is required"],
    ["/content/v4/stories?website=the-daily&_id=A&website_url=/news/a/", "_id", "cannot come with website_url"],
  ])("answers 400 naming the parameter for %s", async (path, name, problem) => {
    expect(await getJson(path)).toEqual({
      status: 400,
      body: { httpStatus: 400, code: "bad_parameter", message: `Parameter "${name}" ${problem}` },
    });
  });

  it("answers 404 for a website it does not know", async () => {
    const { status, body } = await getJson("/content/v4/stories?website=the-dialy&_id=A");
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No website "the-dialy"' });
  });

  it("hands out copies: editing an answer never edits the store", async () => {
    const first = (await getJson("/content/v4/stories?website=the-daily&_id=A")).body as { headlines: object };
    first.headlines = { basic: "changed" };
    expect(fake.store.contentById("the-daily", "A")?.headlines.basic).toBe("Élection in the county");
  });
});

describe("content API: search feed", () => {
  it("answers everything on the site newest first, with count and next", async () => {
    const { status, body } = await getJson("/content/v4/search/published?website=the-daily&size=2");
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: "results", count: 4, next: 2 });
    expect(ids((body as { content_elements: unknown }).content_elements)).toEqual(["B", "C"]);
  });

  it("pages with from and size, with no next on the last page", async () => {
    const last = (await getJson("/content/v4/search/published?website=the-daily&from=2&size=2")).body;
    expect(ids((last as { content_elements: unknown }).content_elements)).toEqual(["A", "V"]);
    expect(last).not.toHaveProperty("next");
    const beyond = (await getJson("/content/v4/search/published?website=the-daily&from=10")).body;
    expect(beyond).toEqual({ type: "results", content_elements: [], count: 4 });
  });

  it("sorts oldest first when asked", async () => {
    const { body } = await getJson("/content/v4/search/published?website=the-daily&sort=display_date:asc");
    expect(ids((body as { content_elements: unknown }).content_elements)).toEqual(["V", "A", "C", "B"]);
  });

  it.each([
    ['taxonomy.sections._id:"/news"', ["C", "A", "V"]],
    ["taxonomy.primary_section._id:/sport", ["B"]],
    ['type:"story" AND taxonomy.sections._id:"/news"', ["C", "A"]],
    ['taxonomy.tags.slug:"elections"', ["A"]],
    ["credits.by._id:jane", ["A"]],
    ['credits.by.slug:"jane-okafor"', ["A"]],
    ['type:"video"', ["V"]],
    ['type:"gallery"', []],
  ])("filters with q=%s", async (q, expected) => {
    const { status, body } = await getJson(`/content/v4/search/published?website=the-daily&q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(ids((body as { content_elements: unknown }).content_elements)).toEqual(expected);
    expect(body).toMatchObject({ count: expected.length });
  });

  it("answers 400 naming an unknown field", async () => {
    const { status, body } = await getJson(
      `/content/v4/search/published?website=the-daily&q=${encodeURIComponent('headlines.basic:"x"')}`,
    );
    expect(status).toBe(400);
    expect((body as { message: string }).message).toContain('clause "headlines.basic:"x"" names unknown field');
  });

  it.each([
    ["from=-1", "from"],
    ["from=1.5", "from"],
    ["size=0", "size"],
    ["size=101", "size"],
    ["size=ten", "size"],
    ["sort=headline", "sort"],
  ])("answers 400 naming the parameter for %s", async (query, name) => {
    const { status, body } = await getJson(`/content/v4/search/published?website=the-daily&${query}`);
    expect(status).toBe(400);
    expect((body as { message: string }).message).toMatch(new RegExp(`^Parameter "${name}" `));
  });

  it("answers what the store holds now: an item put in or removed shows at once", async () => {
    fake.store.removeContent("B");
    fake.store.putContent({
      ...fake.store.contentById("the-daily", "C")!,
      _id: "D",
      display_date: "2027-01-01T00:00:00Z",
    });
    const { body } = await getJson("/content/v4/search/published?website=the-daily");
    expect(ids((body as { content_elements: unknown }).content_elements)).toEqual(["D", "C", "A", "V"]);
  });
});
