/** @jest-environment node */
import type { Browser, Page } from "playwright-core";
import { createPreview } from "../src/server/preview-server";
import { visit } from "../src/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "../src/testing/preview-in-browser";

/** The long read embeds a YouTube and a Vimeo video (oEmbed elements of its body). */
const LONG_READ = "/politics/2026/11/20/the-long-read/";
const PROVIDERS = /youtube|ytimg|vimeo/;
const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com/embed/Wx7bQp2LmRc?autoplay=1";
const VIMEO_PLAYER = "https://player.vimeo.com/video/914302276?dnt=1&autoplay=1";

let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  session = await openPreviewInBrowser(createPreview({ mode: "development" }));
  ({ origin, browser } = session);
}, 90000);

afterAll(async () => {
  await session?.close();
});

/** The frame an embed's iframe holds now (the poster, then the player). */
async function frameOf(page: Page, provider: string) {
  const handle = await page.locator(`.b-article-body__oembed--${provider} iframe`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${provider}`);
  return frame;
}

/** The address the embed's frame holds once it has settled on `expected`, or the last one seen after 5 s. */
async function frameUrl(page: Page, provider: string, expected: string): Promise<string> {
  let url = "";
  for (let wait = 0; wait < 50 && url !== expected; wait++) {
    url = (await frameOf(page, provider)).url();
    if (url !== expected) await page.waitForTimeout(100);
  }
  return url;
}

describe("YouTube and Vimeo embeds on a story, in a real browser", () => {
  it("ask nothing of the provider until the reader plays, then load its player in their frame", async () => {
    const { page, requests, scripts, problems, close } = await visit(browser, `${origin}${LONG_READ}`, {
      viewport: { width: 1280, height: 800 },
    });
    // The reader scrolls past both, so lazy frames and pictures near them would load.
    for (const provider of ["youtube", "vimeo"]) {
      await page.locator(`.b-article-body__oembed--${provider}`).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => PROVIDERS.test(new URL(url).hostname))).toEqual([]);
    // No script of the page's is the embed's: the poster is a document of its own, and its link does the rest.
    expect(scripts.filter((path) => /embed|video|oembed/i.test(path))).toEqual([]);

    // The preview is offline: the provider's player is answered here, so only the request and the frame count.
    const asked: string[] = [];
    await page.route(PROVIDERS, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" });
    });

    const youtube = page.frameLocator(".b-article-body__oembed--youtube iframe");
    const link = youtube.getByRole("link", { name: /^Play video: Wexmoor County clerk's office/ });
    await expect(link.getAttribute("href")).resolves.toBe(YOUTUBE_PLAYER);
    await Promise.all([page.waitForRequest(YOUTUBE_PLAYER), link.click()]);
    expect(await frameUrl(page, "youtube", YOUTUBE_PLAYER)).toBe(YOUTUBE_PLAYER);
    expect(asked).toEqual([YOUTUBE_PLAYER]);

    // From the keyboard too: Tab reaches the poster's link, Enter plays.
    const vimeo = page.frameLocator(".b-article-body__oembed--vimeo iframe").getByRole("link");
    await vimeo.focus();
    await Promise.all([page.waitForRequest(VIMEO_PLAYER), page.keyboard.press("Enter")]);
    expect(await frameUrl(page, "vimeo", VIMEO_PLAYER)).toBe(VIMEO_PLAYER);
    expect(asked).toEqual([YOUTUBE_PLAYER, VIMEO_PLAYER]);

    expect(problems).toEqual([]);
    // close() fails the test on any violation of the page's policy: frame-src lets both players in.
    await close();
  }, 90000);
});
