/** @jest-environment node */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startBrowserPreview, type BrowserPreview } from "../src/testing/browser-preview";

/**
 * The preview as a showcase (issue 25): a front page that opens on its lead story at a phone's and a desktop's
 * first screen, links that all land somewhere, and a French edition that speaks French from top to bottom.
 */
const REPO = join(__dirname, "..", "..", "..");
const SITES = ["the-daily", "le-quotidien"] as const;
type Site = (typeof SITES)[number];

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

/**
 * A GET to the preview as the site's own host name asks (`le-quotidien.localhost`), so the links a page holds,
 * which name no site, are followed on the site they belong to.
 */
function fetchAs(site: Site, path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(preview.origin);
  return new Promise((resolve, reject) => {
    const call = request(
      { host: hostname, port, path, method: "GET", headers: { host: `${site}.localhost:${port}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, type: response.headers["content-type"] ?? "", body }),
        );
      },
    );
    call.on("error", reject);
    call.end();
  });
}

/** The same-origin addresses a page's links go to, without their fragments. */
function sameOriginLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replace(/&amp;/g, "&"),
  );
  return hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//")).map((href) => href.split("#")[0] ?? "");
}

/**
 * Every address reachable from the home page in two clicks (the home page, the pages it links to, among them
 * every section of the navigation and the footer, and the pages those link to), with the status each answers.
 */
async function crawl(site: Site): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let frontier = ["/"];
  for (let depth = 0; depth <= 2; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      if (statuses.has(path)) continue;
      const answer = await fetchAs(site, path);
      statuses.set(path, answer.status);
      if (depth < 2 && answer.status < 400 && answer.type.includes("text/html"))
        next.push(...sameOriginLinks(answer.body));
    }
    frontier = [...new Set(next)].filter((path) => !statuses.has(path));
  }
  return statuses;
}

describe.each(SITES)("every link on %s's preview pages", (site) => {
  it("answers something other than 404, two clicks deep from the home page", async () => {
    const statuses = await crawl(site);
    expect(statuses.size).toBeGreaterThan(40);
    const broken = [...statuses].filter(([, status]) => status === 404).map(([path]) => path);
    expect(broken).toEqual([]);
  }, 240000);
});

/**
 * The English of every phrase book (each block package's `intl.json` and the design system's), where French
 * says something else: the interface strings a French page must never show. Phrases with placeholders are left
 * out, as are words so short they also turn up inside French text or a name.
 */
function englishPhrases(): string[] {
  const books = [
    join(REPO, "components", "intl.json"),
    ...readdirSync(join(REPO, "blocks")).map((name) => join(REPO, "blocks", name, "intl.json")),
  ].filter((file) => existsSync(file));
  const phrases = new Set<string>();
  for (const book of books) {
    const entries = JSON.parse(readFileSync(book, "utf8")) as Record<string, Record<string, string>>;
    for (const { en, fr } of Object.values(entries)) {
      if (en && fr && en !== fr && !en.includes("%{") && en.length >= 4) phrases.add(en);
    }
  }
  // The Daily's own words on its pages, which a shared template would carry over.
  for (const words of ["Top stories", "Got a tip?", "Most read", "Also in the news", "Latest", "Subscribe today"]) {
    phrases.add(words);
  }
  return [...phrases];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What a reader or a screen reader meets: the text shown, and the names and hints the interface gives. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], [value]")].flatMap(
      (element) =>
        ["aria-label", "title", "placeholder", "value"].map((name) => element.getAttribute(name) ?? "").filter(Boolean),
    );
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });
}

describe("the French site", () => {
  const pages = {
    home: "/",
    section: "/politique/",
    story: "/politique/2026/11/21/transports-scolaires-la-region-promet-des-cars-pour-janvier/",
  };

  it.each(Object.entries(pages))(
    "shows no English interface string on its %s page (%s)",
    async (_kind, path) => {
      const context = await preview.newContext();
      const page = await context.newPage();
      const response = await page.goto(`${preview.origin}${path}?_website=le-quotidien`, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe("fr");
      // Islands speak once they hydrate too: scroll the page through so every trigger fires.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      const text = await interfaceText(page);
      const english = englishPhrases().filter((phrase) =>
        new RegExp(`(^|[^\\p{L}])${escapeRegExp(phrase)}([^\\p{L}]|$)`, "u").test(text),
      );
      expect(english).toEqual([]);
      await context.close();
    },
    60000,
  );
});

describe.each([
  { width: 1280, height: 800, minimum: 28 },
  { width: 390, height: 844, minimum: 24 },
])("the home page at $width×$height", ({ width, height, minimum }) => {
  it.each(SITES)(
    "opens on %s's lead story: its headline, large, and its whole picture in the first screen",
    async (site) => {
      const context = await preview.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${preview.origin}/?_website=${site}`, { waitUntil: "load" });
      // The lead is the page's first extra-large promo: its headline and its picture.
      const lead = page.locator("article.b-promo--extra-large").first();
      const headline = lead.locator(".b-promo__headline").first();
      const picture = lead.locator("img").first();
      await picture.evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
      const measured = await page.evaluate(
        ([heading, image]) => {
          const box = (element: Element) => {
            const { top, bottom, left, right } = element.getBoundingClientRect();
            return { top, bottom, left, right };
          };
          return {
            fontSize: parseFloat(getComputedStyle(heading as Element).fontSize),
            headline: box(heading as Element),
            picture: box(image as Element),
            loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          };
        },
        [await headline.elementHandle(), await picture.elementHandle()] as const,
      );
      expect(measured.fontSize).toBeGreaterThanOrEqual(minimum);
      expect(measured.loaded).toBe(true);
      for (const [what, box] of [
        ["headline", measured.headline],
        ["picture", measured.picture],
      ] as const) {
        const inside = box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width;
        expect({ [what]: box, inside }).toEqual({ [what]: box, inside: true });
      }
      await context.close();
    },
    60000,
  );
});
