/** @jest-environment node */
import type { Server } from "node:http";
import { JSDOM } from "jsdom";
import type { AddressInfo } from "node:net";
import type { AnsStory } from "@broadsheet/kit/ans";
import { CONTENT_TIMEOUT_MS } from "@broadsheet/kit/content-source";
import { createFakeArc } from "@broadsheet/fake-arc";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { createPreview, listen } from "../src/server/preview-server";

/**
 * The preview as `npm start` serves it (the repo's pages, resolvers, templates and blocks), with the fake Arc
 * mounted on its origin: every route of the issue, read as a crawler reads the head of the page.
 */
const fakeArc = createFakeArc();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await listen(await createPreview({ fakeArc }), 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120000);
afterEach(() => fakeArc.reset());
afterAll(() => new Promise((resolve) => server.close(resolve)));

const SITE = "https://www.thedaily.example";

async function get(path: string): Promise<{ status: number; html: string; doc: Document }> {
  const response = await fetch(`${origin}${path}`);
  const html = await response.text();
  return { status: response.status, html, doc: new JSDOM(html).window.document };
}

const meta = (doc: Document, key: string): string | null =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;
const canonical = (doc: Document): string | null =>
  doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null;

/** Page type, path, canonical link, og:type. */
const ROUTES: [string, string, string, string][] = [
  ["homepage", "/", `${SITE}/`, "website"],
  ["article", "/politics/2026/11/20/the-long-read/", `${SITE}/politics/2026/11/20/the-long-read/`, "article"],
  [
    "gallery",
    "/world/2026/11/16/river-towns-after-the-flood/",
    `${SITE}/world/2026/11/16/river-towns-after-the-flood/`,
    "article",
  ],
  [
    "video",
    "/sport/football/2026/11/23/highlights-mariners-3-harriers-1/",
    `${SITE}/sport/football/2026/11/23/highlights-mariners-3-harriers-1/`,
    "video.other",
  ],
  ["section", "/politics", `${SITE}/politics/`, "website"],
  ["author", "/author/jane-okafor/", `${SITE}/author/jane-okafor/`, "website"],
  ["tag", "/tags/elections/", `${SITE}/tags/elections/`, "website"],
  ["search", "/search/ballot", `${SITE}/search/ballot/`, "website"],
  ["search-engine", "/search/?utm_source=mail&q=ballot&page=2", `${SITE}/search/?q=ballot`, "website"],
];

describe("the preview's routes", () => {
  it.each(ROUTES)(
    "serves the %s page with its canonical link, Open Graph and Twitter card",
    async (_type, path, url, ogType) => {
      const { status, doc } = await get(path);
      expect(status).toBe(200);
      const title = doc.querySelector("title")?.textContent ?? "";
      expect(title).not.toBe("");
      expect(canonical(doc)).toBe(url);
      expect(meta(doc, "og:url")).toBe(url);
      expect(meta(doc, "og:title")).toBe(title);
      expect(meta(doc, "og:site_name")).toBe("The Daily Broadsheet");
      expect(meta(doc, "og:type")).toBe(ogType);
      expect(meta(doc, "og:image:width")).toBe("1200");
      expect(meta(doc, "og:image:height")).toBe("630");
      expect(meta(doc, "og:image")).toMatch(/\/resizer\/v2\/[^?]+\?auth=[0-9a-f]+&width=1200&height=630/);
      expect(meta(doc, "twitter:card")).toBe("summary_large_image");
      expect(meta(doc, "twitter:site")).toBe("@thedaily");
      expect(meta(doc, "twitter:title")).toBe(title);
      expect(meta(doc, "twitter:image")).toBe(meta(doc, "og:image"));
      expect(doc.querySelector('a[href="#main"]')).not.toBeNull();
    },
  );

  it("serves the demo sites' logo and fallback image that their site properties name", async () => {
    for (const path of ["/pf/resources/logo.svg", "/pf/resources/fallback.svg"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(await response.text()).toContain("<svg");
    }
    expect((await fetch(`${origin}/pf/resources/nope.svg`)).status).toBe(404);
    expect((await fetch(`${origin}/pf/resources/`)).status).toBe(404);
  });

  it("titles a story page with its headline and shares its own promo image, signed", async () => {
    const { doc } = await get("/politics/2026/11/20/the-long-read/");
    expect(doc.querySelector("title")?.textContent).toBe(theLongRead.headlines.basic);
    expect(doc.querySelector("h1")?.textContent).toBe(theLongRead.headlines.basic);
    expect(meta(doc, "description")).toBe(theLongRead.description?.basic);
    const imageId = theLongRead.promo_items?.basic?._id ?? "";
    expect(meta(doc, "og:image")).toContain(`/resizer/v2/${imageId}.`);
  });

  it("preloads the lead picture from the head, before the styles and scripts, as Fusion's one-pass render does", async () => {
    const { html, doc } = await get("/politics/2026/11/20/the-long-read/");
    const lead = doc.querySelector('#fusion-app img[fetchpriority="high"]');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
    expect(preload?.getAttribute("imagesrcset")).toBe(lead?.getAttribute("srcset"));
    // Ahead of the page's styles and module preloads, which would otherwise hold the picture back on a phone.
    const at = (needle: string) => html.indexOf(needle);
    expect(at('fetchPriority="high"')).toBeLessThan(at("<style"));
    expect(at('fetchPriority="high"')).toBeLessThan(at('rel="modulepreload"'));
    expect(doc.querySelector('#fusion-app link[rel="preload"][as="image"]')).toBeNull();
  });

  it("serves the French site by _website, in French, on its own domain", async () => {
    const { status, doc } = await get(
      "/monde/2026/11/22/ceasefire-holds-in-marovia-as-talks-move-to-geneva/?_website=le-quotidien",
    );
    expect(status).toBe(200);
    expect(doc.documentElement.getAttribute("lang")).toBe("fr");
    expect(canonical(doc)).toBe(
      "https://www.lequotidien.example/monde/2026/11/22/ceasefire-holds-in-marovia-as-talks-move-to-geneva/",
    );
  });

  it.each([
    ["an unknown address", "/no/such/place/"],
    ["a story the content API does not have", "/politics/2026/11/20/no-such-story/"],
    ["a story of the other site", "/monde/2026/11/22/ceasefire-holds-in-marovia-as-talks-move-to-geneva/"],
    ["an inactive section", "/elections-2022/"],
    ["an unknown author", "/author/nobody-here/"],
  ])("answers %s with 404", async (_what, path) => {
    expect((await get(path)).status).toBe(404);
  });

  it("draws a headline's inline markup in the article's h1, and titles the page with its text", async () => {
    const { status, doc } = await get("/culture/2026/11/14/review-the-salt-road/");
    expect(status).toBe(200);
    expect(doc.querySelector("h1")?.innerHTML).toBe("Review: <i>The Salt Road</i> is the year's most patient film");
    const text = "Review: The Salt Road is the year's most patient film";
    expect(doc.querySelector("title")?.textContent).toBe(text);
    expect(meta(doc, "og:title")).toBe(text);
  });

  it("writes a story's hostile fields as text: nothing breaks out of a tag or an attribute", async () => {
    const hostile = `</title><script>alert(1)</script>"'><img src=x onerror=alert(2)>`;
    const story: AnsStory = {
      ...theLongRead,
      _id: "HOSTILESTORY0000000000000A",
      headlines: { basic: hostile },
      description: { basic: hostile },
      taxonomy: { ...theLongRead.taxonomy, seo_keywords: [hostile] },
      canonical_url: `/politics/2026/11/20/hostile/"><script>alert(3)</script>`,
      websites: { "the-daily": { website_url: "/politics/2026/11/20/hostile/" } },
    };
    fakeArc.store.putContent(story);
    const { status, doc } = await get("/politics/2026/11/20/hostile/");
    expect(status).toBe(200);
    // The only scripts are the page's own: its module, and its state as JSON data that parses.
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["application/json", "module"]);
    expect(scripts[1]?.textContent).toBe("");
    expect(() => JSON.parse(scripts[0]?.textContent ?? "")).not.toThrow();
    expect(doc.querySelector("img[onerror]")).toBeNull();
    // A headline is inline HTML: its tags are dropped (the script with its contents) and its text kept, the same
    // in the h1 and the title.
    const headlineText = `"'>`;
    expect(doc.querySelector("title")?.textContent).toBe(headlineText);
    expect(meta(doc, "og:title")).toBe(headlineText);
    expect(meta(doc, "keywords")).toBe(hostile);
    expect(doc.querySelector("h1")?.textContent).toBe(headlineText);
  });

  it("renders what it can of a malformed stored story, never a 500", async () => {
    fakeArc.store.putContent({
      ...theLongRead,
      _id: "MALFORMEDSTORY000000000000",
      websites: { "the-daily": { website_url: "/politics/2026/11/20/malformed/" } },
      headlines: 42,
      description: ["not", "text"],
      credits: "nobody",
      taxonomy: null,
      content_elements: { type: "text" },
    } as unknown as AnsStory);
    const { status, doc } = await get("/politics/2026/11/20/malformed/");
    expect(status).toBe(200);
    // No usable headline: the page is titled with the site's name, and the layout is all there.
    expect(doc.querySelector("title")?.textContent).toBe("The Daily Broadsheet");
    expect(doc.querySelector(".b-right-rail-advanced")).not.toBeNull();
  });

  it("renders a story the content API answers in the wrong shape, never a 500", async () => {
    fakeArc.scenarios.malformed({ path: "/content/v4/stories" }, "wrong-types");
    expect([200, 404]).toContain((await get("/politics/2026/11/20/the-long-read/")).status);
  });

  it("shows the page without a block whose content call fails, not an error page", async () => {
    const rail = ".b-card-list a";
    const before = await get("/politics/2026/11/20/the-long-read/");
    expect(before.doc.querySelectorAll(rail)).not.toHaveLength(0);
    // The rail's stories come from its section's feed (a search); the story itself from the stories service.
    fakeArc.scenarios.fail({ path: "/content/v4/search/published" }, 500);
    const { status, doc } = await get("/politics/2026/11/20/the-long-read/");
    expect(status).toBe(200);
    expect(doc.querySelector("h1")?.textContent).toBe(theLongRead.headlines.basic);
    expect(doc.querySelector(".b-article-body")).not.toBeNull();
    expect(doc.querySelectorAll(rail)).toHaveLength(0);
  });

  it("answers a failing content service for the page itself with 502, naming no internals as HTML", async () => {
    fakeArc.scenarios.fail({ path: "/content/v4/stories" }, 503);
    const response = await fetch(`${origin}/politics/2026/11/20/the-long-read/`);
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("text/plain");
  });
});

describe("the lists on the preview's pages", () => {
  const cards = ".b-card-list .b-list-item__link";
  const mostRead = ".b-numbered-list .b-list-item__link";

  it("shows the top stories as a card list and a numbered Most read on the home page", async () => {
    const { status, doc } = await get("/");
    expect(status).toBe(200);
    expect(doc.querySelectorAll(cards)).toHaveLength(5);
    expect(doc.querySelector(".b-card-list__title")?.textContent).toBe("Also in the news");
    expect(doc.querySelectorAll(mostRead).length).toBeGreaterThan(0);
    expect(doc.querySelector(".b-numbered-list__title")?.textContent).toBe("Most read");
    for (const link of doc.querySelectorAll(`${cards}, ${mostRead}`)) {
      expect(link.getAttribute("href")).toMatch(/^\/[a-z]+\/.+\/$/);
    }
  });

  it("shows a simple list of the latest stories in the section page's rail", async () => {
    const { status, doc } = await get("/politics");
    expect(status).toBe(200);
    expect(doc.querySelector(".b-simple-list__title")?.textContent).toBe("Latest");
    expect(doc.querySelectorAll(".b-simple-list .b-list-item__link").length).toBeGreaterThan(0);
  });

  it("titles every article's rail with the story's own section and lists that section's other stories", async () => {
    for (const [path, title, section] of [
      ["/culture/2026/11/14/review-the-salt-road/", "More in Culture", "/culture/"],
      ["/politics/2026/11/20/the-long-read/", "More in Politics", "/politics/"],
    ] as const) {
      const { status, doc } = await get(path);
      expect(status).toBe(200);
      expect(doc.querySelector(".b-right-rail-advanced .b-card-list__title")?.textContent).toBe(title);
      const links = [...doc.querySelectorAll(`.b-right-rail-advanced ${cards}`)].map((a) => a.getAttribute("href"));
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(link?.startsWith(section)).toBe(true);
      expect(links).not.toContain(path);
    }
  });

  it("shows no story twice in the section page's main column: the results list starts after the top table", async () => {
    const { status, doc } = await get("/politics/");
    expect(status).toBe(200);
    const storyLinks = (selector: string) =>
      [...doc.querySelectorAll(`${selector} h2 a, ${selector} h3 a`)].map((link) => link.getAttribute("href"));
    const top = storyLinks(".b-top-table-list");
    const results = storyLinks(".b-results");
    expect(top.length).toBeGreaterThan(0);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((href) => top.includes(href))).toEqual([]);
  });

  // The home page's own content is the whole collection; the card list asks for its first 10 stories.
  const cardListCall = { path: "/content/v4/collections", query: { content_alias: "top-stories", size: "10" } };

  it("leaves the rest of the home page standing when the card list's collection fails", async () => {
    fakeArc.scenarios.fail(cardListCall, 500);
    const { status, doc } = await get("/");
    expect(status).toBe(200);
    expect(doc.querySelector(".b-card-list")).toBeNull();
    expect(doc.querySelectorAll(mostRead).length).toBeGreaterThan(0);
    expect(doc.querySelector(".b-footer, footer")).not.toBeNull();
  });

  it("waits for a slow feed and still serves the whole page", async () => {
    fakeArc.scenarios.delay(cardListCall, 1500);
    const { status, doc } = await get("/");
    expect(status).toBe(200);
    expect(doc.querySelectorAll(cards)).toHaveLength(5);
    expect(doc.querySelectorAll(mostRead).length).toBeGreaterThan(0);
  });

  it("gives up on a feed that does not answer in time and serves the rest of the home page", async () => {
    fakeArc.scenarios.delay(cardListCall, CONTENT_TIMEOUT_MS + 500);
    const { status, doc } = await get("/");
    expect(status).toBe(200);
    expect(doc.querySelector(".b-card-list")).toBeNull();
    expect(doc.querySelectorAll(mostRead).length).toBeGreaterThan(0);
    expect(doc.querySelector(".b-footer, footer")).not.toBeNull();
  }, 15000);

  it("leaves the rest of the section page standing when the rail's feed fails", async () => {
    fakeArc.scenarios.fail({ path: "/content/v4/search/*" }, 503);
    const { status, doc } = await get("/politics");
    expect(status).toBe(200);
    expect(doc.querySelector(".b-simple-list")).toBeNull();
    expect(doc.querySelector("h1")).not.toBeNull();
  });
});
