/** @jest-environment node */
import { setupFakeArc } from "../src/node";
import { signImage } from "../src/signing";
import { getJson, ids } from "./fixtures/fetch-json";
import { smallCorpus } from "./fixtures/small-corpus";

setupFakeArc({ corpus: smallCorpus() });

describe("collections", () => {
  it("answers a collection by alias with its items as published on the site, count of the whole", async () => {
    const { status, body } = await getJson("/content/v4/collections?website=the-daily&content_alias=alert-bar&size=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: "COLL1", type: "collection", count: 3, website: "the-daily" });
    expect(ids((body as { content_elements: unknown }).content_elements)).toEqual(["B"]);
    expect(body).toMatchObject({ content_elements: [{ website_url: "/sport/b/", website: "the-daily" }] });
  });

  it("pages by _id with from and size", async () => {
    const { body } = await getJson("/content/v4/collections?website=the-daily&_id=COLL1&from=1&size=5");
    expect(ids((body as { content_elements: unknown }).content_elements)).toEqual(["A", "C"]);
  });

  it.each([
    ["/content/v4/collections?website=the-daily", 400, 'Parameter "_id" or content_alias is required'],
    ["/content/v4/collections?website=the-daily&_id=COLL1&content_alias=x", 400, 'Parameter "content_alias" cannot'],
    ["/content/v4/collections?website=the-daily&_id=COLL1&size=21", 400, 'Parameter "size" must be'],
    ["/content/v4/collections?_id=COLL1", 400, 'Parameter "website" is required'],
    ["/content/v4/collections?website=the-daily&content_alias=nope", 404, 'No collection with content_alias "nope"'],
    ["/content/v4/collections?website=le-quotidien&_id=COLL1", 404, 'No collection with _id "COLL1" on website'],
  ])("answers %s with %i", async (path, status, message) => {
    const answer = await getJson(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ httpStatus: status, message: expect.stringContaining(message) });
  });
});

describe("site service", () => {
  it("answers the default hierarchy from its root, inactive nodes kept and flagged", async () => {
    const { status, body } = await getJson("/site/v3/navigation/the-daily");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: "/",
      children: [
        { _id: "/news", children: [{ _id: "/news/local" }] },
        { _id: "/old", inactive: true },
        { _id: "link-1", node_type: "link", display_name: "Weather", url: "https://weather.example/" },
      ],
    });
  });

  it("answers a named hierarchy from a node inside it", async () => {
    expect((await getJson("/site/v3/navigation/the-daily?hierarchy=default&_id=/news")).body).toMatchObject({
      _id: "/news",
      children: [{ _id: "/news/local" }],
    });
    expect((await getJson("/site/v3/navigation/the-daily?hierarchy=footer")).body).toMatchObject({ name: "Footer" });
  });

  it("answers a section by id, and 404 for a link node or an unknown id", async () => {
    expect((await getJson("/site/v3/website/the-daily/section?_id=/news/local")).body).toMatchObject({
      _id: "/news/local",
      node_type: "section",
      name: "Local",
    });
    expect((await getJson("/site/v3/website/the-daily/section?_id=link-1")).status).toBe(404);
    expect((await getJson("/site/v3/website/the-daily/section?_id=/nope")).status).toBe(404);
  });

  it.each([
    ["/site/v3/navigation/nowhere", 404, 'No website "nowhere"'],
    ["/site/v3/navigation/the-daily?hierarchy=header", 404, 'No hierarchy "header" on website "the-daily"'],
    ["/site/v3/navigation/the-daily?_id=/nope", 404, 'No node "/nope" in hierarchy "default" of website "the-daily"'],
    ["/site/v3/website/the-daily/section", 400, 'Parameter "_id" is required'],
  ])("answers %s with %i", async (path, status, message) => {
    const answer = await getJson(path);
    expect(answer).toEqual({ status, body: expect.objectContaining({ httpStatus: status, message }) });
  });
});

describe("tags and authors", () => {
  it("answers tags in the order asked, unknown slugs left out", async () => {
    expect(await getJson("/tags/v2/slugs?slugs=budget,nope,%20elections")).toEqual({
      status: 200,
      body: {
        Payload: [
          { name: "Budget", slug: "budget" },
          { name: "Elections", slug: "elections", description: "Votes and voting." },
        ],
      },
    });
    expect((await getJson("/tags/v2/slugs")).status).toBe(400);
  });

  it("answers an author by slug or by _id", async () => {
    expect((await getJson("/author/v2/author-service?slug=omar-haddad")).body).toEqual({
      authors: [{ _id: "omar", name: "Omar Haddad", slug: "omar-haddad", bio_page: "/author/omar-haddad/" }],
    });
    expect((await getJson("/author/v2/author-service?_id=jane")).body).toMatchObject({
      authors: [{ slug: "jane-okafor" }],
    });
  });

  it.each([
    ["/author/v2/author-service", 400, 'Parameter "slug" or _id is required'],
    ["/author/v2/author-service?slug=a&_id=b", 400, 'Parameter "_id" cannot come with slug'],
    ["/author/v2/author-service?slug=nobody", 404, 'No author with slug "nobody"'],
  ])("answers %s with %i", async (path, status, message) => {
    expect(await getJson(path)).toEqual({ status, body: expect.objectContaining({ message }) });
  });
});

describe("search", () => {
  it("searches headline, description and body text, accents and case aside, newest first", async () => {
    const answer = await getJson("/search/v2/query?website=the-daily&q=election");
    expect(answer.status).toBe(200);
    expect(ids((answer.body as { data: unknown }).data)).toEqual(["A"]);
    expect(answer.body).toMatchObject({ metadata: { q: "election", total_hits: 1, page: 1 } });
    expect(
      ids(((await getJson("/search/v2/query?website=the-daily&q=ROARED")).body as { data: unknown }).data),
    ).toEqual(["B"]);
    expect(
      ids(((await getJson("/search/v2/query?website=the-daily&q=repaired+ballot")).body as { data: unknown }).data),
    ).toEqual(["C"]);
  });

  it("reads text without its markup and leaves other elements out", async () => {
    expect((await getJson("/search/v2/query?website=the-daily&q=em")).body).toMatchObject({
      metadata: { total_hits: 0 },
    });
    expect((await getJson("/search/v2/query?website=the-daily&q=machinery")).body).toMatchObject({
      metadata: { total_hits: 0 },
    });
  });

  it("pages from 1", async () => {
    const second = await getJson("/search/v2/query?website=the-daily&q=headline&page=2&size=2");
    expect(second.body).toMatchObject({ metadata: { q: "headline", total_hits: 3, page: 2, page_size: 2 } });
    expect(ids((second.body as { data: unknown }).data)).toEqual(["V"]);
  });

  it.each(['"repaired ballot"', "repaired: (ballot)", "REPAIRED\\ [ballot]", "{repaired} <ballot>"])(
    "reads %p as its words, query syntax and all, as Arc's analyser does",
    async (q) => {
      const answer = await getJson(`/search/v2/query?website=the-daily&q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      expect(ids((answer.body as { data: unknown }).data)).toEqual(["C"]);
    },
  );

  it.each(['"!', "🎉🎉", "…", "-- ::", " "])("finds nothing, without an error, for %p with no words", async (q) => {
    expect(await getJson(`/search/v2/query?website=the-daily&q=${encodeURIComponent(q)}`)).toEqual({
      status: 200,
      body: { data: [], metadata: { q, total_hits: 0, page: 1, page_size: 10 } },
    });
  });

  it.each([
    ["/search/v2/query?website=the-daily", 'Parameter "q" is required'],
    ["/search/v2/query?website=the-daily&q=a&page=0", 'Parameter "page" must be'],
    ["/search/v2/query?q=a", 'Parameter "website" is required'],
  ])("answers 400 for %s", async (path, message) => {
    expect(await getJson(path)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: expect.stringContaining(message) }),
    });
  });
});

describe("signing service and unknown paths", () => {
  it("signs an image id or URL with the token the resizer accepts", async () => {
    expect(await getJson("/signing-service/v2/sign/prod/?value=ABCDEFGHIJKLMNOPQRSTUVWXYZ")).toEqual({
      status: 200,
      body: { hash: signImage("ABCDEFGHIJKLMNOPQRSTUVWXYZ") },
    });
    const url = "https://cloudfront.example/photo.jpg";
    expect((await getJson(`/signing-service/v2/sign/prod?value=${encodeURIComponent(url)}`)).body).toEqual({
      hash: signImage(url),
    });
    expect((await getJson("/signing-service/v2/sign/prod/")).status).toBe(400);
  });

  it.each(["/content/v4/nothing", "/signing-service/v1/sign", "/resizer/v2/ABC.jpg", "/__fake-arc/nothing"])(
    "answers 404 JSON for %s",
    async (path) => {
      expect(await getJson(path)).toEqual({
        status: 404,
        body: { httpStatus: 404, code: "not_found", message: `No fake Arc service answers GET ${path}` },
      });
    },
  );

  it("answers 404 JSON for a method a service does not take", async () => {
    const response = await fetch("https://fake-arc.test/content/v4/stories?website=the-daily&_id=A", {
      method: "POST",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "No fake Arc service answers POST /content/v4/stories" });
  });
});
