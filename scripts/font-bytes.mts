/**
 * Prints the web-font bytes each preview page makes a reader download, at 390 and 1280 px, in headless Chromium:
 * the page loads, the reader scrolls to the end (so every face the page uses has been asked for), and the files
 * fetched from the fonts' folder are summed (WOFF2 is compressed already: the bytes on the wire).
 * Usage: npm run font-bytes               (every demo page)
 *        npm run font-bytes -- /politics/ (one address)
 * Budget: 100 KB on the long read. An ES module (.mts) for the reason page-weight.mts gives.
 */
import { statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { FONTS_BASE, fontFile } from "../platform/local-host/src/server/font-files";
import { DEMO_PAGES, LONG_READ } from "../platform/local-host/src/demo/pages";
import { launchChromium, visit } from "../platform/local-host/src/testing/browser";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const BUDGET = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  installDemoHost();
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  const paths = wanted.length ? wanted : [...new Set(Object.values(DEMO_PAGES))];
  const preview = await createPreview();
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  let overBudget = false;
  try {
    console.log("page | viewport | font bytes | files");
    for (const path of paths) {
      for (const viewport of VIEWPORTS) {
        const { page, requests, close } = await visit(browser, `${origin}${path}`, { viewport });
        await page.waitForLoadState("load");
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(viewport.height * 0.8)) {
          await page.mouse.wheel(0, Math.round(viewport.height * 0.8));
          await page.waitForTimeout(100);
        }
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const files = [
          ...new Set(
            requests
              .map((url) => new URL(url).pathname)
              .filter((name) => name.startsWith(FONTS_BASE))
              .map((name) => name.slice(FONTS_BASE.length)),
          ),
        ];
        const bytes = files.reduce((sum, name) => sum + statSync(fontFile(name) ?? "").size, 0);
        if (path === LONG_READ && bytes > BUDGET) overBudget = true;
        // A page's path is data; as the format string, a "%" in it would be read as a directive.
        console.log(
          "%s",
          [
            path,
            `${viewport.width}×${viewport.height}`,
            kb(bytes),
            files.map((name) => name.replace(".woff2", "")).join(", ") || "none",
          ].join(" | "),
        );
        await close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (overBudget) {
    console.error(`The long read loads more than ${kb(BUDGET)} of fonts.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
