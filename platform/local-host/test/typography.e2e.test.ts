/** @jest-environment node */
import type { Browser, Page } from "playwright-core";
import { LONG_READ } from "../src/demo/pages";
import { createPreview } from "../src/server/preview-server";
import { visit } from "../src/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "../src/testing/preview-in-browser";

/**
 * The long read as a reader's browser sets it: the body's web font loaded (not a fallback that only looks close),
 * text at a reading size and leading, and lines of a comfortable length, measured in the page itself.
 */
const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 }, minSize: 18 },
  phone: { viewport: { width: 390, height: 844 }, minSize: 17 },
} as const;

const BODY_FAMILY = "Source Serif 4";

let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  session = await openPreviewInBrowser(createPreview());
  ({ origin, browser } = session);
}, 120000);

afterAll(async () => {
  await session?.close();
});

interface Setting {
  loadedFaces: string[];
  fontSize: number;
  lineHeight: number;
  /** The paragraph's content width over the average advance of 100 characters of the story's own text. */
  characters: number;
}

/** Runs in the page: a function handed over from tsx would carry helpers the page lacks, so this is a string. */
const MEASURE = `(async () => {
  await document.fonts.ready;
  const paragraphs = [...document.querySelectorAll(".b-article-body__text")];
  const first = paragraphs[0];
  if (!first) return null;
  const style = getComputedStyle(first);
  const text = paragraphs.map((p) => p.textContent).join(" ").replace(/\\s+/g, " ").trim().slice(0, 100);
  const probe = document.createElement("span");
  probe.textContent = text;
  probe.style.whiteSpace = "nowrap";
  first.append(probe);
  const average = probe.getBoundingClientRect().width / text.length;
  probe.remove();
  const width = first.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return {
    loadedFaces: [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family.replace(/"/g, "") + " " + face.weight + " " + face.style),
    fontSize: parseFloat(style.fontSize),
    lineHeight: parseFloat(style.lineHeight),
    characters: width / average,
  };
})()`;

async function setting(page: Page): Promise<Setting> {
  const measured = (await page.evaluate(MEASURE)) as Setting | null;
  if (!measured) throw new Error("The long read has no body paragraph");
  return measured;
}

describe.each(Object.entries(WIDTHS))("the long read on a %s", (_name, { viewport, minSize }) => {
  it("is set in the body web font, at a reading size, leading and measure", async () => {
    const { page, problems, requests, close } = await visit(browser, `${origin}${LONG_READ}`, { viewport });
    await page.waitForLoadState("load");
    // The faces are `font-display: optional`: a first view that finds a face late keeps its fallback (nothing
    // moves). The reader's next page has them cached, and that is the page measured here.
    await page.reload();
    await page.waitForLoadState("load");
    const measured = await setting(page);

    // Loaded, not merely declared: a face that failed (404, CSP) or was never used would not be.
    expect(measured.loadedFaces).toContain(`${BODY_FAMILY} 400 normal`);
    const fonts = requests.filter((url) => url.includes("/resources/fonts/"));
    expect(fonts.some((url) => url.endsWith("/source-serif-4-latin-400-normal.woff2"))).toBe(true);
    // An English story holds no Latin Extended character, so that subset stays on the server.
    expect(fonts.filter((url) => url.includes("-latin-ext-"))).toEqual([]);

    expect(measured.fontSize).toBeGreaterThanOrEqual(minSize);
    const leading = measured.lineHeight / measured.fontSize;
    expect(leading).toBeGreaterThanOrEqual(1.5);
    expect(leading).toBeLessThanOrEqual(1.7);

    if (viewport.width >= 768) {
      expect(measured.characters).toBeGreaterThanOrEqual(60);
      expect(measured.characters).toBeLessThanOrEqual(75);
    } else {
      // 60 characters of 17 px text need about 460 px: on a phone the column is the screen, never wider than 75.
      expect(measured.characters).toBeGreaterThanOrEqual(35);
      expect(measured.characters).toBeLessThanOrEqual(75);
    }
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});
