/** @jest-environment node */
import type { Browser, BrowserContext } from "playwright-core";
import type { FakeArc } from "@broadsheet/fake-arc";
import { DEMO_PAGES } from "../src/demo/pages";
import { createPreview } from "../src/server/preview-server";
import { openPreviewInBrowser, requestsElsewhere, type PreviewInBrowser } from "../src/testing/preview-in-browser";

/**
 * `npm start` runs offline: every page of the demo site must get all it needs from the preview itself. These pages
 * are visited in a plain browser context, without the browser tests' mapping of third-party script URLs to the
 * stand-ins (browser-preview.ts, identity-standins.ts), so a block that still asks another host (a script, a
 * frame, an image, a font) is named here with the request, instead of failing quietly on a reader's machine
 * without network or leaking the visit to a third party.
 */

let session: PreviewInBrowser;
let origin: string;
let browser: Browser;
let fake: FakeArc;

beforeAll(async () => {
  session = await openPreviewInBrowser(createPreview({ mode: "development" }));
  ({ origin, browser } = session);
  fake = session.preview.fakeArc;
  // The first render of a process compiles every block and the fake's services; one page alone first.
  await fetch(`${origin}${DEMO_PAGES.home}`);
}, 120000);

afterAll(async () => {
  await session?.close();
});

/**
 * Loads the page, scrolls it to its end in screenfuls (so lazy blocks and islands hydrated when visible ask for
 * what they need) and waits for the network to settle; every request of the page and its frames, in order.
 */
async function requestsOf(context: BrowserContext, path: string): Promise<string[]> {
  const requests: string[] = [];
  context.on("request", (request) => void requests.push(request.url()));
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState("networkidle");
  for (let screenful = 0; screenful < 30; screenful += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
  await page.waitForLoadState("networkidle");
  // Islands hydrated when the browser is idle (social sign-on) start their own loads after that.
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
  return requests;
}

/*
 * Every page of the list, and every signed-in page from its login on, is checked as loaded by pages-a11y.e2e.test.ts; here the
 * pages with the most below their first screen (lazy pictures, ads and islands hydrated when visible) are
 * scrolled to their end first.
 */
const SCROLLED = {
  home: DEMO_PAGES.home,
  article: DEMO_PAGES.article,
  gallery: DEMO_PAGES.gallery,
  video: DEMO_PAGES.video,
};

it.each(Object.entries(SCROLLED))(
  "the %s page (%s), scrolled to its end, asks no host but the preview",
  async (_kind, path) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const requests = await requestsOf(context, path);
      expect(requests.length).toBeGreaterThan(0);
      expect(requestsElsewhere(requests, origin)).toEqual([]);
    } finally {
      await context.close();
    }
  },
  60000,
);

it("loads the bot challenge from the preview too, when a form shows it (the site's identityScripts.recaptcha)", async () => {
  // The visible checkbox (V2) on sign-in, as a site that turns the challenge on has it.
  fake.identity.store.setConfig({ signinRecaptcha: true, recaptchaScore: -1 });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const requests = await requestsOf(context, DEMO_PAGES.login);
    expect(requestsElsewhere(requests, origin)).toEqual([]);
    expect(requests.map((url) => new URL(url).pathname)).toContain("/pf/resources/identity/recaptcha.js");
  } finally {
    await context.close();
    fake.identity.store.setConfig({ signinRecaptcha: false, recaptchaScore: -1 });
  }
}, 60000);
