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

/** Static filler that makes a page several screens long (static: the browser never loads its code). */
const TallStory = defineBlock({
  name: "test-tall-story",
  kind: "feature",
  label: "Tall story",
  render: () => createElement("div", { className: "test-tall-story", style: { blockSize: "400vh" } }),
});

/** A long page on the English site and one on the right-to-left site, the control in the footer of each. */
function longPage(uri: string, arcSite: string) {
  return {
    uri,
    title: "A long page",
    arcSite,
    layout: "right-rail",
    sections: {
      navigation: [{ type: "feature", name: "hello-world", customFields: { name: "reader" } }],
      main: [{ type: "feature", name: "test-tall-story" }],
      footer: [{ type: "feature", name: "back-to-top", id: "back-to-top" }],
    },
  };
}

let pagesDir: string;
let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "back-to-top-pages-"));
  writeFileSync(join(pagesDir, "long.json"), JSON.stringify(longPage("/long/", "the-daily")));
  writeFileSync(join(pagesDir, "long-rtl.json"), JSON.stringify(longPage("/long-rtl/", "al-yawm")));
  // React's development build in the browser: it is the one that reports hydration mismatches.
  session = await openPreviewInBrowser(
    createPreview({
      pagesDir,
      mode: "development",
      // Static, so the browser never asks for its module: only the package folder (for phrases) is read.
      extraBlocks: [
        { block: TallStory, exportName: "TallStory", entry: __filename, packageDir: join(__dirname, "..") },
      ],
    }),
  );
  ({ origin, browser } = session);
}, 60000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

const open = (path: string, options: { reducedMotion?: "reduce" | "no-preference" } = {}) =>
  visit(browser, `${origin}${path}`, options);

const ISLAND = 'bs-island[data-block="back-to-top"]';
const MODULE = "/pf/dist/components/combinations/blocks/features/back-to-top.js";

const opacity = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector(".b-back-to-top") as Element).opacity);

describe("Back to Top on a preview page, in a real browser", () => {
  it("hydrates when the browser is idle, appears a screen down, and Enter takes the reader and focus to the top", async () => {
    const { page, problems, scripts, close } = await open("/long/");
    const served = await (await fetch(`${origin}/long/`)).text();
    // Its code is not part of what the page loads to hydrate: it arrives on the island's trigger.
    expect(served).not.toContain(`rel="modulepreload" href="${MODULE}"`);
    expect(served).toMatch(/<a [^>]*href="#main"[^>]*>.*Back to top/);

    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    expect(scripts).toContain(MODULE);
    expect(await opacity(page)).toBe("0");

    await page.mouse.wheel(0, 1600);
    await page.waitForSelector(".b-back-to-top--shown");
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector(".b-back-to-top") as Element).opacity === "1",
    );
    const box = await page.getByRole("link", { name: "Back to top" }).boundingBox();
    // The inline-end (right) bottom corner of a 1000 × 700 window.
    expect(box && box.x + box.width).toBeGreaterThan(900);
    expect(box && box.y + box.height).toBeGreaterThan(600);

    await page.getByRole("link", { name: "Back to top" }).focus();
    await page.keyboard.press("Enter");
    // Smooth: still on the way up just after the key press, at the top a moment later.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(await page.evaluate(() => location.hash)).toBe("");
    await page.waitForSelector(".b-back-to-top:not(.b-back-to-top--shown)");

    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("jumps at once for a reader who prefers reduced motion", async () => {
    const { page, problems, close } = await open("/long/", { reducedMotion: "reduce" });
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    await page.mouse.wheel(0, 1600);
    await page.waitForSelector(".b-back-to-top--shown");
    await page.getByRole("link", { name: "Back to top" }).focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("sits in the bottom-left corner of a right-to-left page", async () => {
    const { page, problems, close } = await open("/long-rtl/");
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    await page.mouse.wheel(0, 1600);
    await page.waitForSelector(".b-back-to-top--shown");
    const box = await page.locator(".b-back-to-top__link").boundingBox();
    expect(box?.x).toBeLessThan(100);
    expect(problems).toEqual([]);
    await close();
  }, 30000);
});
