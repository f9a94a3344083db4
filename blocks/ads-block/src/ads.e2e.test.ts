/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import type { Browser, Page } from "playwright-core";
import { defineBlock } from "@broadsheet/kit";
import { createPreview } from "@broadsheet/local-host/server/preview-server";
import { visit } from "@broadsheet/local-host/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "@broadsheet/local-host/testing/preview-in-browser";
import { layoutShift, watchLayoutShifts } from "@broadsheet/local-host/testing/layout-shift";

/** Static filler: a story's worth of height between the slots (static: the browser never loads its code). */
const Filler = defineBlock({
  name: "test-ads-filler",
  kind: "feature",
  label: "Filler",
  render: () => createElement("div", { className: "test-ads-filler", style: { blockSize: "120vh" } }, "Story text"),
});

const ad = (id: string, adType: string, extra: Record<string, unknown> = {}) => ({
  type: "feature",
  name: "ads",
  id,
  customFields: { adType, ...extra },
});
const filler = { type: "feature", name: "test-ads-filler" };

/**
 * A page of ads and static filler only, so every layout shift measured on it is the ads' own: a leaderboard
 * at the top of main, a cube in the rail, and slots of the other types further down (some without a label).
 */
function adsPage(uri: string, arcSite: string) {
  return {
    uri,
    title: "Ads",
    arcSite,
    layout: "right-rail",
    sections: {
      main: [
        ad("top", "728x90|320x50"),
        filler,
        ad("large", "970x250|970x90|728x90|320x50"),
        filler,
        ad("flex", "300x250|300x600", { displayAdLabel: false }),
        filler,
      ],
      rightrail: [ad("rail-cube", "300x250"), ad("rail-flex", "300x250|300x600_rightrail")],
      footer: [ad("oop", "1x1")],
    },
  };
}

let pagesDir: string;
let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "ads-pages-"));
  writeFileSync(join(pagesDir, "ads.json"), JSON.stringify(adsPage("/ads/", "the-daily")));
  writeFileSync(join(pagesDir, "ads-rtl.json"), JSON.stringify(adsPage("/ads-rtl/", "al-yawm")));
  // React's development build in the browser: it is the one that reports hydration mismatches.
  session = await openPreviewInBrowser(
    createPreview({
      pagesDir,
      mode: "development",
      extraBlocks: [{ block: Filler, exportName: "Filler", entry: __filename, packageDir: join(__dirname, "..") }],
    }),
  );
  ({ origin, browser } = session);
}, 120000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

const HOUSE_ADS = "/pf/resources/ads/house-ads.js";
const ISLAND_MODULE = "/pf/dist/components/combinations/blocks/features/ads.js";

/** Scrolls each shown slot to the middle of the window in turn and waits for the house creative in it. */
async function scrollThroughSlots(page: Page): Promise<string[]> {
  const ids = await page.$$eval(".b-ads__slot[id]", (slots) =>
    slots
      .filter((slot) => (slot as HTMLElement).offsetParent !== null && slot.getBoundingClientRect().height > 0)
      .map((slot) => slot.id),
  );
  for (const id of ids) {
    await page.evaluate((slotId) => document.getElementById(slotId)?.scrollIntoView({ block: "center" }), id);
    await page.waitForSelector(`#${id} svg`, { timeout: 10000 });
  }
  return ids;
}

/** Each creative is one of its slot's sizes (or scaled down to the slot's width), inside the reserved room. */
async function expectCreativesFit(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    const fit = await page.$eval(`#${id}`, (slot) => {
      const box = (slot.querySelector("svg") as SVGSVGElement).getBoundingClientRect();
      const room = slot.getBoundingClientRect();
      return {
        fits: box.width <= room.width + 0.5 && box.height <= room.height + 0.5,
        size: slot.getAttribute("data-house-ad"),
      };
    });
    expect(fit).toEqual({ fits: true, size: expect.stringMatching(/^\d+x\d+$/) });
  }
}

const noWiderThanTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("Ads in a real browser, with the house stand-in", () => {
  it.each([
    ["/ads/", { width: 1280, height: 800 }],
    ["/ads/", { width: 900, height: 800 }],
    ["/ads/", { width: 390, height: 844 }],
    ["/ads-rtl/", { width: 1280, height: 800 }],
  ])(
    "fills every slot of %s at %o, and nothing shifts when the ads arrive",
    async (path, viewport) => {
      const served = await (await fetch(`${origin}${path}`)).text();
      // Slots labelled and their room reserved by the server; neither the island's code nor the stand-in is
      // part of what the page loads up front.
      expect(served).toMatch(/class="[^"]*b-ads[^"]*"[^>]*style="--b-ads-desktop:/);
      expect(served).not.toContain(HOUSE_ADS);
      expect(served).not.toContain(`rel="modulepreload" href="${ISLAND_MODULE}"`);

      const { page, problems, scripts, close } = await visit(browser, `${origin}${path}`, { viewport });
      await watchLayoutShifts(page);
      const ids = await scrollThroughSlots(page);
      // The desktop-only rail slot is not asked for on a phone.
      expect(ids).toHaveLength(viewport.width >= 768 ? 5 : 4);
      expect(scripts.filter((script) => script === HOUSE_ADS)).toHaveLength(1);
      expect(scripts).toContain(ISLAND_MODULE);
      await expectCreativesFit(page, ids);

      const cls = await layoutShift(page);
      console.log(
        `Ads e2e: CLS on ${path} at ${viewport.width}×${viewport.height}, every slot filled: ${cls.toFixed(4)}`,
      );
      expect(cls).toBeLessThanOrEqual(0.01);
      expect(await noWiderThanTheScreen(page)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
    60000,
  );

  it("loads the stand-in only when a slot comes near view", async () => {
    const { page, problems, scripts, close } = await visit(browser, `${origin}/ads/`, {
      viewport: { width: 1280, height: 800 },
    });
    // The leaderboard at the top of the page is in view: its island hydrates and asks for its ad.
    await page.waitForSelector("#bs-ad-top svg");
    expect(scripts).toContain(HOUSE_ADS);
    // The slots further down have not been asked for yet.
    expect(await page.$("#bs-ad-flex svg")).toBeNull();
    await page.evaluate(() => document.getElementById("bs-ad-flex")?.scrollIntoView({ block: "center" }));
    await page.waitForSelector("#bs-ad-flex svg");
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("asks again with the new breakpoint's sizes when the window crosses 768 px", async () => {
    const { page, problems, close } = await visit(browser, `${origin}/ads/`, {
      viewport: { width: 1280, height: 800 },
    });
    await page.waitForSelector("#bs-ad-top[data-house-ad='728x90']");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForSelector("#bs-ad-top[data-house-ad='320x50']");
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it.each(["/", "/politics/"])(
    "fills the slots of the preview's %s",
    async (path) => {
      const { page, problems, close } = await visit(browser, `${origin}${path}`, {
        viewport: { width: 1280, height: 800 },
      });
      await watchLayoutShifts(page);
      const ids = await scrollThroughSlots(page);
      expect(ids).toHaveLength(2);
      await expectCreativesFit(page, ids);
      // The whole page's figure, for the record: other blocks (the alert bar arriving) shift it too.
      console.log(`Ads e2e: CLS of the whole page ${path} at 1280×800: ${(await layoutShift(page)).toFixed(4)}`);
      expect(await noWiderThanTheScreen(page)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
    60000,
  );
});
