/** @jest-environment node */
// Rendered in Node, where the server render runs; the HTML is read back with jsdom's DOMParser.
import { JSDOM } from "jsdom";
import { defineBlock, type PageType } from "@broadsheet/kit";
import { createRegistry, parsePageDefinition } from "@broadsheet/local-host";
import { renderDocument } from "@broadsheet/local-host/server/render-document";
import { DefaultOutput } from "./index";

const TestLayout = defineBlock({
  name: "test-document-layout",
  kind: "layout",
  label: "Test layout",
  sections: ["main"],
  render: () => <main id="main">The page</main>,
});

const registry = createRegistry([DefaultOutput, TestLayout]);
const signed: unknown[] = [];
const sources = {
  "signing-service": (query: Record<string, unknown>) => {
    signed.push(query.id);
    return { hash: `signed-${String(query.id)}` };
  },
};
const { DOMParser } = new JSDOM("").window;

beforeEach(() => {
  signed.length = 0;
});

const image = {
  _id: "ABC123",
  type: "image",
  url: "https://cloudfront.example/photo/ABC123.jpg",
  width: 2400,
  height: 1600,
  auth: { "2": "token-2" },
};

const story = {
  _id: "story-1",
  type: "story",
  headlines: { basic: "County fixes its ballot machines" },
  description: { basic: "A year of quiet work." },
  taxonomy: { seo_keywords: ["elections", " county ", ""] },
  canonical_url: "/politics/2026/11/20/ballot-machines/",
  promo_items: { basic: image },
};

async function documentFor(options: {
  pageType?: PageType;
  globalContent?: unknown;
  meta?: Record<string, string>;
  arcSite?: string;
  requestUri?: string;
}) {
  const page = parsePageDefinition({
    uri: "/test/",
    title: "Template title",
    layout: "test-document-layout",
    sections: { main: [] },
    ...(options.arcSite ? { arcSite: options.arcSite } : {}),
    ...(options.globalContent === undefined ? {} : { globalContent: options.globalContent }),
    meta: { ...(options.pageType ? { "page-type": options.pageType } : {}), ...options.meta },
  });
  const rendered = await renderDocument(page, { registry, sources, requestUri: options.requestUri });
  expect(rendered.status).toBe(200);
  const doc = new DOMParser().parseFromString(rendered.html, "text/html");
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
  return {
    html: rendered.html,
    doc,
    meta,
    title: doc.querySelector("title")?.textContent ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  };
}

const SITE = "https://www.thedaily.example";
const STORY_IMAGE = `${SITE}/resizer/v2/ABC123.jpg?auth=token-2&width=1200&height=630`;
const FALLBACK = `${SITE}/pf/resources/fallback.svg`;
const FALLBACK_IMAGE = `${SITE}/resizer/v2/${encodeURIComponent(FALLBACK)}?auth=${encodeURIComponent(`signed-${FALLBACK}`)}&width=1200&height=630`;

describe("the default output type", () => {
  it.each(["article", "video", "gallery"] as const)(
    "writes a %s page's title, description, keywords, canonical, Open Graph and Twitter card from its content",
    async (pageType) => {
      const page = await documentFor({
        pageType,
        globalContent: { ...story, type: pageType === "article" ? "story" : pageType },
      });
      expect(page.title).toBe("County fixes its ballot machines");
      expect(page.meta("description")).toBe("A year of quiet work.");
      expect(page.meta("keywords")).toBe("elections, county");
      expect(page.canonical).toBe(`${SITE}/politics/2026/11/20/ballot-machines/`);
      expect(page.meta("og:title")).toBe("County fixes its ballot machines");
      expect(page.meta("og:description")).toBe("A year of quiet work.");
      expect(page.meta("og:type")).toBe(pageType === "video" ? "video.other" : "article");
      expect(page.meta("og:url")).toBe(`${SITE}/politics/2026/11/20/ballot-machines/`);
      expect(page.meta("og:site_name")).toBe("The Daily Broadsheet");
      expect(page.meta("og:image")).toBe(STORY_IMAGE);
      expect(page.meta("og:image:width")).toBe("1200");
      expect(page.meta("og:image:height")).toBe("630");
      expect(page.meta("twitter:card")).toBe("summary_large_image");
      expect(page.meta("twitter:site")).toBe("@thedaily");
      expect(page.meta("twitter:title")).toBe("County fixes its ballot machines");
      expect(page.meta("twitter:description")).toBe("A year of quiet work.");
      expect(page.meta("twitter:image")).toBe(STORY_IMAGE);
      expect(signed).toEqual([]);
    },
  );

  it.each<[PageType, unknown, string | undefined, string | null, string | undefined]>([
    [
      "author",
      { authors: [{ name: "Jane Doe", byline: "Jane Doe", bio: "Covers the county.", bio_page: "/author/jane-doe/" }] },
      undefined,
      `${SITE}/author/jane-doe/`,
      "Jane Doe",
    ],
    [
      "section",
      { _id: "/politics", name: "Politics", site: { site_description: "Who runs things." } },
      undefined,
      `${SITE}/politics/`,
      "Politics",
    ],
    [
      "tag",
      { Payload: [{ slug: "city hall", name: "City Hall" }] },
      undefined,
      `${SITE}/tags/city%20hall/`,
      "City Hall",
    ],
    [
      "search",
      { data: [], metadata: { q: "ballot/machines?", total_hits: 0, page: 1 } },
      undefined,
      `${SITE}/search/ballot%2Fmachines%3F/`,
      "Template title",
    ],
    [
      "search-engine",
      null,
      "/search-results/?q=ballot+machines&page=2&utm_source=x",
      `${SITE}/search-results/?q=ballot+machines`,
      "Template title",
    ],
    ["homepage", null, undefined, `${SITE}/`, "Template title"],
    ["nativo-clp", null, undefined, null, "Template title"],
  ])("writes a %s page's canonical link and title", async (pageType, globalContent, requestUri, canonical, title) => {
    const page = await documentFor({ pageType, globalContent, requestUri });
    expect(page.canonical).toBe(canonical);
    expect(page.meta("og:url")).toBe(canonical);
    expect(page.title).toBe(title);
    expect(page.meta("og:title")).toBe(title);
    expect(page.meta("og:type")).toBe("website");
    expect(page.meta("twitter:card")).toBe("summary_large_image");
    // None of these has a promo image: the site's fallback image, signed, stands in.
    expect(page.meta("og:image")).toBe(FALLBACK_IMAGE);
    expect(page.meta("twitter:image")).toBe(FALLBACK_IMAGE);
    expect(signed).toEqual([FALLBACK]);
  });

  it("takes a story's SEO metadata over its headline and description, and its external canonical address", async () => {
    const page = await documentFor({
      pageType: "article",
      globalContent: {
        ...story,
        metadata: { metadata_title: "Ballot machines fixed | County", metadata_description: "What changed, and why." },
        canonical_url_external: "https://wire.example/2026/ballot-machines",
      },
    });
    expect(page.title).toBe("Ballot machines fixed | County");
    expect(page.meta("og:title")).toBe("Ballot machines fixed | County");
    expect(page.meta("description")).toBe("What changed, and why.");
    expect(page.meta("twitter:description")).toBe("What changed, and why.");
    expect(page.canonical).toBe("https://wire.example/2026/ballot-machines");
    expect(page.meta("og:url")).toBe("https://wire.example/2026/ballot-machines");
    // Empty metadata and an external address that is no web address leave the story's own words and address.
    const plain = await documentFor({
      pageType: "article",
      globalContent: {
        ...story,
        metadata: { metadata_title: " ", metadata_description: "" },
        canonical_url_external: "javascript:alert(1)",
      },
    });
    expect(plain.title).toBe("County fixes its ballot machines");
    expect(plain.meta("description")).toBe("A year of quiet work.");
    expect(plain.canonical).toBe(`${SITE}/politics/2026/11/20/ballot-machines/`);
  });

  it("takes the content's words over the template's metadata, and the metadata where content has none", async () => {
    const section = await documentFor({
      pageType: "section",
      globalContent: { _id: "/politics", name: "Politics", site: { site_description: "Who runs things." } },
      meta: { title: "Section", description: "A section.", keywords: "politics, council" },
    });
    expect(section.title).toBe("Politics");
    expect(section.meta("description")).toBe("Who runs things.");
    expect(section.meta("keywords")).toBe("politics, council");
    const home = await documentFor({ pageType: "homepage", globalContent: null, arcSite: "the-daily" });
    // A page with no words of its own is described by the site's description.
    expect(home.meta("description")).toMatch(/^News, analysis and long reads from The Daily Broadsheet/);
    expect(home.meta("og:description")).toBe(home.meta("description"));
    const search = await documentFor({ pageType: "search", globalContent: null, meta: { description: "Find it." } });
    expect(search.meta("description")).toBe("Find it.");
    expect(search.meta("og:description")).toBe("Find it.");
  });

  it("keeps every hostile value from content inside its text or attribute", async () => {
    const hostile = `</title><script>alert(1)</script>"><img src=x onerror=alert(2)>'`;
    const page = await documentFor({
      pageType: "article",
      globalContent: {
        ...story,
        headlines: { basic: hostile },
        description: { basic: hostile },
        taxonomy: { seo_keywords: [hostile] },
        canonical_url: `/x/"><script>alert(3)</script>`,
      },
    });
    expect(page.doc.querySelectorAll("script")).toHaveLength(0);
    expect(page.doc.querySelectorAll("img")).toHaveLength(0);
    expect(page.doc.querySelectorAll("[onerror]")).toHaveLength(0);
    // The headline is inline HTML: its tags are dropped (the script with its contents), its text kept.
    expect(page.title).toBe(`">'`);
    expect(page.meta("description")).toBe(hostile);
    expect(page.meta("keywords")).toBe(hostile);
    expect(page.meta("og:title")).toBe(`">'`);
    expect(page.meta("twitter:description")).toBe(hostile);
    // The canonical path stays a path on the site, its quotes and brackets percent-encoded.
    expect(page.canonical).toBe(`${SITE}/x/%22%3E%3Cscript%3Ealert(3)%3C/script%3E`);
    expect(page.doc.querySelector("#fusion-app")?.textContent).toBe("The page");
  });

  it("titles a page with the text of a headline's inline markup: no tags, entities decoded, nothing escaped", async () => {
    const page = await documentFor({
      pageType: "article",
      globalContent: {
        ...story,
        headlines: { basic: 'Riders return to <i>transit</i> &amp; <b onclick="x()">buses</b>' },
      },
    });
    const plain = "Riders return to transit & buses";
    expect(page.title).toBe(plain);
    expect(page.meta("og:title")).toBe(plain);
    expect(page.meta("twitter:title")).toBe(plain);
    // Written once, as text: neither the tags nor their escaped forms reach the head.
    expect(page.html).not.toMatch(/&lt;\/?i&gt;|<i>|onclick/);
  });

  it("takes the page's own title when a headline's markup holds no text", async () => {
    const page = await documentFor({
      pageType: "article",
      globalContent: { ...story, headlines: { basic: "<i> </i><script>alert(1)</script>" } },
    });
    expect(page.title).toBe("Template title");
    expect(page.meta("og:title")).toBe("Template title");
  });

  it("leaves out what content lacks, never writing an empty or broken tag", async () => {
    const page = await documentFor({
      pageType: "article",
      globalContent: { _id: "bare", type: "story", headlines: { basic: "  " }, canonical_url: "//evil.example/x" },
      arcSite: "al-yawm",
    });
    // A blank headline is no headline: the page's own title stands in.
    expect(page.title).toBe("Template title");
    expect(page.canonical).toBeNull();
    for (const key of [
      "description",
      "keywords",
      "og:description",
      "og:url",
      "og:image",
      "twitter:site",
      "twitter:image",
    ]) {
      expect(page.meta(key)).toBeNull();
    }
    for (const tag of page.doc.querySelectorAll("meta[content]")) expect(tag.getAttribute("content")).not.toBe("");
    expect(page.doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(0);
  });

  it.each([
    ["the-daily", "en", "ltr", "Skip to main content"],
    ["le-quotidien", "fr", "ltr", "Aller au contenu principal"],
    ["al-yawm", "ar", "rtl", undefined],
  ])("writes %s in its language and direction, with a skip link to #main", async (arcSite, lang, dir, skip) => {
    const page = await documentFor({ arcSite });
    expect(page.doc.documentElement.getAttribute("lang")).toBe(lang);
    expect(page.doc.documentElement.getAttribute("dir")).toBe(dir);
    const link = page.doc.querySelector("a.bs-skip-link");
    expect(link?.getAttribute("href")).toBe("#main");
    if (skip) expect(link?.textContent).toBe(skip);
    expect(link?.textContent).not.toBe("");
  });

  it("places the page once inside #fusion-app, with the theme's styles in the head", async () => {
    const page = await documentFor({ pageType: "homepage" });
    expect(page.doc.querySelector("#fusion-app > main#main")?.textContent).toBe("The page");
    expect(page.doc.querySelector("head style[data-bs-themes]")?.textContent).toContain("--bs-color-text");
    expect(page.html.match(/The page/g)).toHaveLength(1);
  });
});
