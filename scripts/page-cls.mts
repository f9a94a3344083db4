/**
 * Prints each preview page's cumulative layout shift in headless Chromium, as a reader meets it: the page loads,
 * the alert bar and every island arrive, the reader scrolls to the end (lazy ads and images fill on the way) and
 * back. The house-ads stand-in fills the ad slots. The worst shifts are listed with what moved.
 * Usage: npm run cls              (home, section and the long read, at 390 and 1280 px)
 *        npm run cls -- /politics/ (one address)
 * An ES module (.mts) for the reason page-weight.mts gives.
 */
import type { AddressInfo } from "node:net";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { DEMO_PAGES } from "../platform/local-host/src/demo/pages";
import { launchChromium, visit } from "../platform/local-host/src/testing/browser";
import { layoutShifts, watchLayoutShifts } from "../platform/local-host/src/testing/layout-shift";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function main(): Promise<void> {
  installDemoHost();
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const paths = wanted.length ? wanted : ["/", DEMO_PAGES.section, DEMO_PAGES.article];
  const preview = await createPreview();
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    console.log("page | viewport | CLS | shifts | worst (what moved)");
    for (const path of paths) {
      for (const viewport of VIEWPORTS) {
        const { page, close } = await visit(browser, `${origin}${path}`, { viewport });
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
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const worst = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
        console.log(
          "%s",
          [
            path,
            `${viewport.width}×${viewport.height}`,
            total.toFixed(4),
            shifts.length,
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
