/**
 * Prints each preview page's cumulative layout shift in headless Chromium, as a reader meets it: the page loads,
 * the alert bar and every island arrive, the reader scrolls to the end (lazy ads and images fill on the way) and
 * back. The house-ads stand-in fills the ad slots. The worst shifts are listed with what moved.
 * A gallery on the page is then stepped through as many moves as its interstitial ad needs (galleryCubeClicks,
 * at most 10), so its Gallery Cube loads too.
 * Usage: npm run cls              (home, section, the long read and a gallery, at 390 and 1280 px)
 *        npm run cls -- /politics/ (one address)
 *        npm run cls -- /account/ --reader dora.subscriber@example.test
 *                                  (signed in as that fixture reader; a signed-in page of the demo list, such as
 *                                   /checkout/, is visited as its own reader without --reader)
 * An ES module (.mts) for the reason page-weight.mts gives.
 */
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { parseArgs } from "node:util";
import { DEMO_PAGES, SIGNED_IN_PAGES, type SignedInPage } from "../platform/local-host/src/demo/pages";
import { visitSignedIn } from "../platform/local-host/src/testing/signed-in-visit";
import { launchChromium, visit } from "../platform/local-host/src/testing/browser";
import { layoutShifts, watchLayoutShifts } from "../platform/local-host/src/testing/layout-shift";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Moves a gallery on (Next, then Previous once Next is gone at the end) until its interstitial ad shows, at most 10
 * moves, and waits for the ad to arrive.
 */
async function stepThroughGallery(page: Page): Promise<void> {
  const gallery = page.locator(".b-gallery-view").first();
  if ((await gallery.count()) === 0) return;
  await gallery.scrollIntoViewIfNeeded();
  for (let move = 0; move < 10; move += 1) {
    if ((await page.locator(".b-gallery__ad").count()) > 0) break;
    const next = gallery.locator(".c-carousel__nav--next");
    await ((await next.count()) > 0 ? next : gallery.locator(".c-carousel__nav--previous")).click();
    await page.waitForTimeout(150);
  }
  await page.waitForSelector(".b-gallery__ad [data-house-ad] svg", { timeout: 5000 }).catch(() => undefined);
  // Past the 500 ms after the reader's input that CLS leaves out, so a late shift would count.
  await page.waitForTimeout(700);
}

async function main(): Promise<void> {
  installDemoHost();
  const { positionals: wanted, values } = parseArgs({
    allowPositionals: true,
    options: { reader: { type: "string" } },
  });
  const signedIn = (path: string): SignedInPage | undefined =>
    Object.values(SIGNED_IN_PAGES).find((known) => known.path === path) ??
    (values.reader ? { path, reader: values.reader, ready: "main" } : undefined);
  const paths = wanted.length ? wanted : ["/", DEMO_PAGES.section, DEMO_PAGES.article, DEMO_PAGES.gallery];
  const preview = await createPreview();
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    console.log("page | viewport | CLS | shifts | ads filled | worst (what moved)");
    for (const path of paths) {
      for (const viewport of VIEWPORTS) {
        const reader = signedIn(path);
        const { page, close } = reader
          ? await visitSignedIn(browser, origin, preview.fakeArc, reader, { viewport })
          : await visit(browser, `${origin}${path}`, { viewport });
        await watchLayoutShifts(page);
        // The alert bar is an idle island that fetches in the browser: give it the time a reader would.
        await page.waitForSelector(".b-alert-bar", { timeout: 6000 }).catch(() => undefined);
        // Scrolled from here: a function handed to the page from tsx carries a helper the page lacks.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(viewport.height * 0.8)) {
          await page.mouse.wheel(0, Math.round(viewport.height * 0.8));
          await page.waitForTimeout(250);
        }
        await page.waitForTimeout(500);
        await stepThroughGallery(page);
        const shifts = await layoutShifts(page);
        // Shown slots only (a desktop-only slot is hidden on a phone): how many of them the stand-in filled.
        const ads = await page.evaluate(() => {
          const shown = [...document.querySelectorAll(".b-ads__slot[id]")].filter(
            (slot) => slot.getBoundingClientRect().height > 0,
          );
          return `${shown.filter((slot) => slot.hasAttribute("data-house-ad")).length}/${shown.length}`;
        });
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const worst = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
        console.log(
          "%s",
          [
            path,
            `${viewport.width}×${viewport.height}`,
            total.toFixed(4),
            shifts.length,
            ads,
            worst
              .map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms (${shift.moved.join(", ")})`)
              .join("; ") || "none",
          ].join(" | "),
        );
        await close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
