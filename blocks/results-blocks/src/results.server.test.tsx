/** @jest-environment node */
import { prerenderToNodeStream } from "react-dom/static";
import type { ComponentType } from "react";
import type { BlockProps } from "@broadsheet/kit";
import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { FAKE_ARC_ORIGIN } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { searchApi, storyFeedTag } from "@broadsheet/content-sources-block";
import { ResultsList, SearchResultsList } from "./index";

/** The block's HTML as the server sends it: the render waits for content, as Fusion's server does. */
async function serverHtml(block: ComponentType<BlockProps>, options: RenderBlockOptions): Promise<string> {
  const { prelude } = await prerenderToNodeStream(renderBlock(block, { ...options, host: { mode: "server" } }));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const fake = setupFakeArc();

const CONTEXT: ContentSourceContext = {
  contentBase: FAKE_ARC_ORIGIN,
  accessToken: "",
  resizerTokenVersion: 2,
  cachedCall: (_key, fetcher) => fetcher(),
};
const tagFeed = (query: Record<string, unknown>) => storyFeedTag.fetch({ "arc-site": "the-daily", ...query }, CONTEXT);
const search = (query: Record<string, unknown>) => searchApi.fetch({ "arc-site": "the-daily", ...query }, CONTEXT);
const cards = (html: string) => html.match(/<article[^>]*\bb-results__card\b/g)?.length ?? 0;

describe("results lists on the server, against the fake Arc", () => {
  it("a tag page's list holds its tag's stories, one page of them", async () => {
    const html = await serverHtml(ResultsList, {
      content: { "story-feed-tag": tagFeed },
      context: { globalContent: { Payload: [{ slug: "elections" }] }, requestUri: "/tags/elections/" },
    });
    // The corpus tags four stories "elections": fewer than a page, so no See more.
    expect(cards(html)).toBe(4);
    expect(html).not.toContain("See more");
  });

  it("shows one page and a See more link that works without JavaScript", async () => {
    const html = await serverHtml(ResultsList, {
      customFields: {
        listContentConfig: {
          contentService: "story-feed-tag",
          contentConfigValues: { tagSlug: "elections", feedSize: "2" },
        },
      },
      content: { "story-feed-tag": tagFeed },
      context: { requestUri: "/tags/elections/" },
    });
    expect(cards(html)).toBe(2);
    expect(html).toMatch(/<a class="b-results__more" href="\/tags\/elections\/\?more=1">See more<\/a>/);
  });

  it("a failing feed (the fake's fail scenario) leaves nothing, and the page stands", async () => {
    fake.scenarios.fail({ path: "/content/v4/search/published" }, 500);
    const html = await serverHtml(ResultsList, {
      content: { "story-feed-tag": tagFeed },
      context: { globalContent: { Payload: [{ slug: "elections" }] } },
    });
    expect(html).toBe("");
  });

  it("a slow feed (the fake's delay scenario) is waited for", async () => {
    fake.scenarios.delay({ path: "/content/v4/search/published" }, 200);
    const html = await serverHtml(ResultsList, {
      content: { "story-feed-tag": tagFeed },
      context: { globalContent: { Payload: [{ slug: "elections" }] } },
    });
    expect(cards(html)).toBeGreaterThan(0);
  });

  it("the search list renders the search page's results with their count", async () => {
    const globalContent = await search({ q: "election", page: 1 });
    const html = await serverHtml(SearchResultsList, { context: { globalContent, requestUri: "/search/election" } });
    expect(html).toContain('role="search"');
    expect(html).toMatch(/\d+<!-- --> results for “<!-- -->election<!-- -->”|\d+ results? for “election”/);
    expect(cards(html)).toBeGreaterThan(0);
  });

  it("the search list without results keeps its field", async () => {
    const html = await serverHtml(SearchResultsList, {
      content: {
        "search-api": () => {
          throw new Error("down");
        },
      },
      customFields: { searchContentConfig: { contentService: "search-api", contentConfigValues: { q: "x" } } },
    });
    expect(html).toContain('role="search"');
    expect(html).not.toContain("b-results__card");
  });
});
