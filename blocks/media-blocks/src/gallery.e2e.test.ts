/** @jest-environment node */
import type { Browser, Page } from "playwright-core";
import { createPreview } from "@broadsheet/local-host/server/preview-server";
import { visit } from "@broadsheet/local-host/testing/browser";
import { layoutShift, watchLayoutShifts } from "@broadsheet/local-host/testing/layout-shift";
import { openPreviewInBrowser, type PreviewInBrowser } from "@broadsheet/local-host/testing/preview-in-browser";

/** A gallery page of the fixture corpus, served through the gallery template as `npm start` serves it. */
const GALLERY_PAGE = "/sport/football/2026/11/23/title-night-in-pictures/";
const ISLAND = 'bs-island[data-block="gallery"]';
const MODULE = "/pf/dist/components/combinations/blocks/features/gallery.js";
/** A story whose lead art is a video. */
const VIDEO_LEAD_STORY = "/science/2026/11/18/lantern-observatory-telescope-sees-first-light/";

let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  // React's development build in the browser: it is the one that reports hydration mismatches.
  session = await openPreviewInBrowser(createPreview({ mode: "development" }));
  ({ origin, browser } = session);
}, 90000);

afterAll(async () => {
  await session?.close();
});

const counter = (page: Page) => page.locator(".b-gallery .c-carousel__counter").textContent();
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? "");

/** Presses Tab until focus is on an element with `className`, as a keyboard reader would get there. */
async function tabTo(page: Page, className: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press("Tab");
    if ((await focusedClass(page)).includes(className)) return;
  }
  throw new Error(`Tab never reached .${className}`);
}

/** axe-core in the page, over the gallery only (the rest of the page is other blocks' business). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string }[] }> } })
      .axe;
    const result = await axe.run(".b-gallery");
    return result.violations.map((violation) => violation.id);
  });
}

describe("Gallery on a preview page, in a real browser", () => {
  it("is driven by keyboard: Tab to Next, Enter and the arrows move the counter, Escape leaves full screen", async () => {
    const { page, problems, scripts, close } = await visit(browser, `${origin}${GALLERY_PAGE}`);
    await watchLayoutShifts(page);
    const served = await (await fetch(`${origin}${GALLERY_PAGE}`)).text();
    // Slide 1 and its controls are in the server HTML; the code comes on the reader's first move towards it.
    expect(served).toContain("1 of 5");
    expect(served).not.toContain(`rel="modulepreload" href="${MODULE}"`);
    expect(scripts).not.toContain(MODULE);

    await tabTo(page, "c-carousel__nav--next");
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    expect(scripts).toContain(MODULE);
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.querySelector(".b-gallery .c-carousel__counter")?.textContent === "2 of 5",
    );
    expect(await page.locator(".b-gallery .c-carousel__counter").getAttribute("aria-live")).toBe("polite");
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toBe("3 of 5");
    // Slide 5 was not in the server HTML: it is rendered from code the island loads only now, and shows its photo.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await counter(page)).toBe("5 of 5");
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>(".b-gallery .c-carousel__slide:not([hidden]) img");
      return image !== null && image.alt !== "" && image.getBoundingClientRect().width > 0;
    });
    // Next is gone at the end, so focus moved to Previous. The reader's fifth move (galleryCubeClicks) shows the
    // Gallery Cube, filled by the house stand-in in the room kept for it, and says so; the next move goes on to 4.
    expect(await focusedClass(page)).toContain("c-carousel__nav--previous");
    const shiftsBefore = await layoutShift(page);
    await page.keyboard.press("ArrowLeft");
    await page.locator(".b-gallery__ad .b-ads__slot[data-house-ad='300x250'] svg").waitFor();
    expect(await page.getByRole("status").textContent()).toContain("Advertisement");
    const cube = await page.$eval(".b-gallery__ad .b-ads__slot", (slot) => ({
      room: slot.getBoundingClientRect().height,
      ad: (slot.querySelector("svg") as SVGSVGElement).getBoundingClientRect().height,
    }));
    expect(cube).toEqual({ room: 250, ad: 250 });
    expect(await layoutShift(page)).toBeLessThanOrEqual(shiftsBefore + 0.01);
    for (const expected of ["4 of 5", "3 of 5", "2 of 5"]) {
      await page.keyboard.press("ArrowLeft");
      expect(await counter(page)).toBe(expected);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Back to the full-screen button, just before Previous.
    await page.keyboard.press("Shift+Tab");
    expect(await focusedClass(page)).toContain("c-carousel__fullscreen");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Minimize Screen" }).waitFor();
    const box = await page.locator(".b-gallery .c-carousel").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(1000);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Full Screen" }).waitFor();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(await page.locator(".b-gallery .c-carousel--fullscreen").count()).toBe(0);
    expect(await counter(page)).toBe("2 of 5");

    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("lead art: Enter on the full-screen button enters full screen, Escape leaves, and the exit is tracked", async () => {
    const { page, problems, close } = await visit(browser, `${origin}/politics/2026/11/20/the-long-read/`);
    await page.evaluate(() => {
      const exits: number[] = [];
      (window as unknown as { exits: number[] }).exits = exits;
      window.addEventListener("bs:lead-art-fullscreen-exit", () => exits.push(Date.now()));
    });
    const image = page.locator(".b-lead-art img");
    expect(await image.getAttribute("fetchpriority")).toBe("high");
    expect(await image.getAttribute("loading")).toBe("eager");
    await tabTo(page, "b-lead-art__fullscreen");
    await page.waitForSelector('bs-island[data-block="lead-art"][data-hydrated]');
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Exit full screen" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "View image full screen" }).waitFor();
    await page.waitForFunction(() => (window as unknown as { exits: number[] }).exits.length === 1);
    // The long read's body embeds a video player in an iframe with both `allow` and `allowfullscreen`, of which
    // Chromium warns; that is the story's content (article-body), not the lead art.
    expect(problems.filter((problem) => !problem.includes("'allowfullscreen'"))).toEqual([]);
    await close();
  }, 60000);

  it("lead art: a video's view loads on the reader's press, the server's poster stays until then, and the press plays", async () => {
    const { page, problems, requests, close } = await visit(browser, `${origin}${VIDEO_LEAD_STORY}`);
    const poster = page.locator(".b-lead-art .b-video-player__poster img");
    expect(await poster.getAttribute("fetchpriority")).toBe("high");
    const chunksBefore = requests.filter((url) => url.includes("/chunks/")).length;
    const play = page.locator(".b-lead-art .b-video-player__play");
    await play.click();
    // The click reached the island before its code: held, replayed once the view had arrived and hydrated.
    await page.waitForSelector('bs-island[data-block="lead-art"][data-hydrated]');
    await page.locator(".b-lead-art .b-video-player__player").waitFor();
    expect(requests.filter((url) => url.includes("/chunks/")).length).toBeGreaterThan(chunksBefore);
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});
