import type { ContentSource } from "@broadsheet/kit/content-source";
import { fakeArcForSources } from "../test-fake";
import { ILLUSTRATED_URL } from "../test-corpus";
import * as entry from "../index";

const { fake, requests, run } = fakeArcForSources();

type AnySource = Readonly<ContentSource<Record<string, unknown>, unknown>>;

/** Each source with a query that succeeds, and the path it calls. */
const CASES: [AnySource, Record<string, unknown>, string][] = [
  [entry.contentApi, { website_url: ILLUSTRATED_URL }, "/content/v4/stories"],
  [entry.storyFeedAuthor, { authorSlug: "jane-okafor" }, "/content/v4/search/published"],
  [entry.storyFeedSections, { includeSections: "/politics" }, "/content/v4/search/published"],
  [entry.storyFeedSections, { includeSections: "/politics,/world" }, "/content/v4/search/published"],
  [entry.storyFeedTag, { tagSlug: "elections" }, "/content/v4/search/published"],
  [entry.storyFeedQuery, { query: 'type:"story"' }, "/content/v4/search/published"],
  [entry.contentApiCollections, { content_alias: "top-stories" }, "/content/v4/collections"],
  [entry.alertBarCollections, {}, "/content/v4/collections"],
  [entry.siteServiceHierarchy, {}, "/site/v3/navigation/the-daily"],
  [entry.searchApi, { q: "headline" }, "/search/v2/query"],
  [entry.signingService, { id: "PROMOIMAGE" }, "/signing-service/v2/sign/prod/"],
  [entry.authorApi, { slug: "jane-okafor" }, "/author/v2/author-service"],
  [entry.tagsApi, { slug: "elections" }, "/tags/v2/slugs"],
].map(([source, query, path]) => [source as AnySource, query as Record<string, unknown>, path as string]);

describe.each(CASES.map(([source, query, path]) => [source.name, JSON.stringify(query), source, query, path] as const))(
  "%s %s",
  (_name, _shown, source, query, path) => {
    it("answers its query from the fake", async () => {
      await expect(run(source, query)).resolves.toBeDefined();
      expect(requests.map((url) => url.pathname)).toContain(path);
    });

    it("names the missing content base, and asks nothing", async () => {
      await expect(run(source, query, { contentBase: "" })).rejects.toThrow(
        `${source.name}: Content base not set in CONTENT_BASE for this environment.`,
      );
      expect(requests).toEqual([]);
    });

    it.each([404, 500])("carries the service's %d", async (status) => {
      fake.scenarios.fail({ path }, status);
      await expect(run(source, query)).rejects.toMatchObject({
        statusCode: status,
        message: expect.stringContaining(`${source.name}: ${path.replace(/\/$/, "")} answered ${status}`),
      });
    });

    it("gives a 502 for a proxy's error page that is not JSON, keeping its status out of the way", async () => {
      fake.scenarios.add({ path, kind: "fail", status: 502, text: "<html>Bad gateway</html>" });
      await expect(run(source, query)).rejects.toMatchObject({ statusCode: 502 });
    });

    it("gives a clear 502 for a document of the wrong frame", async () => {
      fake.scenarios.malformed({ path }, "not-an-object");
      await expect(run(source, query)).rejects.toMatchObject({
        statusCode: 502,
        message: expect.stringContaining(`${source.name}: the service answered a malformed document`),
      });
    });

    it("answers a document with wrong types inside without crashing, or says why not", async () => {
      fake.scenarios.malformed({ path }, "wrong-types");
      const outcome = await run(source, query).then(
        () => "answered",
        (error: unknown) => (error instanceof Error ? error.message : "a non-error"),
      );
      expect(outcome === "answered" || outcome.startsWith(`${source.name}: `)).toBe(true);
    });

    it("waits for a slow service", async () => {
      fake.scenarios.delay({ path }, 50);
      await expect(run(source, query)).resolves.toBeDefined();
    });

    it("gives up with a 504 on a service that does not answer in time", async () => {
      fake.scenarios.delay({ path }, 400);
      await expect(run(source, query, { timeoutMs: 40 })).rejects.toMatchObject({
        statusCode: 504,
        message: expect.stringContaining(`${source.name}: ${path.replace(/\/$/, "")} did not answer within 40 ms`),
      });
    });
  },
);
