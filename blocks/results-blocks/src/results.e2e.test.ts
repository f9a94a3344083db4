/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { createPreview } from "@broadsheet/local-host/server/preview-server";
import { visit } from "@broadsheet/local-host/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "@broadsheet/local-host/testing/preview-in-browser";

/** Politics stories two at a time, so See more has pages to fetch. */
const POLITICS_PAGE = {
  uri: "/politics-list/",
  title: "Politics",
  arcSite: "the-daily",
  layout: "right-rail",
  sections: {
    main: [
      {
        type: "feature",
        name: "results-list",
        id: "politics-list",
        customFields: {
          listContentConfig: {
            contentService: "story-feed-sections",
            contentConfigValues: { includeSections: "/politics", feedSize: "2" },
          },
        },
      },
    ],
  },
};

let pagesDir: string;
let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "results-pages-"));
  writeFileSync(join(pagesDir, "politics-list.json"), JSON.stringify(POLITICS_PAGE));
  // The preview's own templates and resolvers answer every other address: the search pages among them.
  session = await openPreviewInBrowser(createPreview({ pagesDir, mode: "development" }));
  ({ origin, browser } = session);
}, 120000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

const cards = ".b-results__list > li";

describe("results lists on preview pages, in a real browser", () => {
  it("See more appends the next page in place, without repeats, and focuses the first new card's link", async () => {
    const served = await (await fetch(`${origin}/politics-list/`)).text();
    // Without JavaScript, See more is a link to the same page one page further on.
    expect(served).toMatch(/<a class="b-results__more[^"]*" href="\/politics-list\/\?more=1"/);

    const { page, problems, requests, close } = await visit(browser, `${origin}/politics-list/`);
    expect(await page.locator(cards).count()).toBe(2);
    const more = page.getByRole("link", { name: "See more" });
    // Reaching it is the island's trigger; the click after that works in place.
    await more.hover();
    await page.waitForSelector('bs-island[data-block="results-list"][data-hydrated]');

    for (let click = 0; click < 2; click += 1) {
      const before = await page.locator(cards).count();
      await more.click();
      await page.waitForFunction(
        ([selector, count]) => document.querySelectorAll(selector as string).length > (count as number),
        [cards, before] as const,
      );
      const firstNew = await page.locator(`${cards}:nth-child(${before + 1}) h2 a`).textContent();
      await page.waitForFunction((text) => document.activeElement?.textContent === text, firstNew);
    }
    expect(page.url()).toBe(`${origin}/politics-list/`);
    const headlines = await page.locator(`${cards} h2`).allTextContents();
    expect(headlines.length).toBeGreaterThan(4);
    expect(new Set(headlines).size).toBe(headlines.length);
    // The browser asked the feed for one page after the prior offset each time.
    const asked = requests
      .filter((url) => url.includes("/api/v3/content/fetch/story-feed-sections"))
      .map((url) => JSON.parse(new URL(url).searchParams.get("query") ?? "{}") as Record<string, unknown>);
    expect(asked.map((query) => [query.feedOffset, query.feedSize, query.feature])).toEqual([
      [2, 2, "results-list"],
      [4, 2, "results-list"],
    ]);
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("the search page lists results under its count, and the field searches again", async () => {
    const { page, problems, close } = await visit(browser, `${origin}/search/election`);
    await page.getByRole("heading", { name: /results? for “election”/ }).waitFor();
    const field = page.getByRole("searchbox", { name: "Search for" });
    await field.focus();
    // Attached, not "visible": the island is a display: contents marker, and its hydration is what is awaited.
    await page.waitForSelector('bs-island[data-block="search-results-list"][data-hydrated]', { state: "attached" });
    await field.fill("ceasefire talks");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/search/ceasefire%20talks`);
    await page.getByRole("heading", { name: /for “ceasefire talks”/ }).waitFor();
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});
