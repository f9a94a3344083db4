/**
 * `npm run screenshots`: every kind of preview page, on both sites, as a reader sees it at 390 and 1280 px wide
 * (the whole page, and its first screen), plus a contact sheet of the first screens side by side: the pictures a
 * designer looks at before signing the look. Written to a folder (default `screenshots/`, ignored by git).
 * Usage: npm run screenshots
 *        npm run screenshots -- --out /tmp/shots [/politics/ …]   (only the addresses given)
 *        npm run screenshots -- --out /tmp/shots --reader <fixture email> /account/   (signed in as that reader)
 * Pages load as a reader has them: islands hydrated, the alert bar in, lazy pictures filled by a scroll to the end.
 * An ES module (.mts) for the reason page-weight.mts gives.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { installDemoHost } from "../platform/local-host/src/node/install-demo-host";
import { createPreview, listen } from "../platform/local-host/src/server/preview-server";
import { DEMO_PAGES, SIGNED_IN_PAGES, type SignedInPage } from "../platform/local-host/src/demo/pages";
import { launchChromium, visit, type Visit } from "../platform/local-host/src/testing/browser";
import { signedInReady, visitSignedIn } from "../platform/local-host/src/testing/signed-in-visit";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** A full page taller than this is cut: a picture of 20 screens says nothing the first few do not. */
const MAX_HEIGHT = 9000;

interface Shot {
  name: string;
  /** The address on the default site, or on the French one when `site` says so. */
  path: string;
  site?: "le-quotidien";
  signedIn?: SignedInPage;
}

/** The addresses given, each signed in as its demo reader (a signed-in page) or as `reader` when one is named. */
function shotsToTake(only: readonly string[], reader?: string): Shot[] {
  if (only.length)
    return only.map((path) => ({
      name: path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home",
      path,
      signedIn:
        Object.values(SIGNED_IN_PAGES).find((known) => known.path === path) ??
        (reader ? { path, reader, ready: "main" } : undefined),
    }));
  return [
    ...Object.entries(DEMO_PAGES).map(([name, path]) => ({ name, path })),
    ...Object.entries(SIGNED_IN_PAGES).map(([name, page]) => ({ name, path: page.path, signedIn: page })),
    { name: "not-found", path: "/no-such-page/" },
    { name: "fr-home", path: "/", site: "le-quotidien" as const },
  ];
}

/** Scrolled to the end and back, so lazy pictures and idle islands arrive as they do for a reader who reads on. */
async function settle(page: Page, height: number): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForSelector(".b-alert-bar", { timeout: 3000 }).catch(() => undefined);
  const total = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT);
  for (let y = 0; y < total; y += height) {
    await page.mouse.wheel(0, height);
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle").catch(() => undefined);
  // Fonts swap in late on a cold page; the picture is of the page once they have.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function open(
  browser: Browser,
  origin: string,
  shot: Shot,
  viewport: (typeof VIEWPORTS)[number],
  fake: Parameters<typeof visitSignedIn>[2],
): Promise<Visit> {
  if (shot.signedIn) {
    const visited = await visitSignedIn(browser, origin, fake, shot.signedIn, { viewport });
    await signedInReady(visited, shot.signedIn);
    return visited;
  }
  // The French site by its host name, as a reader reaches it (Chromium sends *.localhost to loopback).
  const base = shot.site ? origin.replace("127.0.0.1", `${shot.site}.localhost`) : origin;
  return visit(browser, `${base}${shot.path}`, { viewport, identityStandIns: true, commerceStandIns: true });
}

function contactSheet(rows: { name: string; files: string[] }[]): string {
  const cells = rows
    .map(
      ({ name, files }) =>
        `<figure><figcaption>${name}</figcaption><div>${files.map((file) => `<img src="${file}" alt="">`).join("")}</div></figure>`,
    )
    .join("");
  return (
    "<!doctype html><meta charset=utf-8><title>Broadsheet preview: first screens</title><style>" +
    "body{margin:16px;font:14px system-ui,sans-serif;background:#eee}main{display:grid;grid-template-columns:repeat(2,1fr);gap:16px}" +
    "figure{margin:0;background:#fff;padding:8px}figcaption{font-weight:600;margin-bottom:6px}" +
    "div{display:flex;gap:8px;align-items:flex-start}img{border:1px solid #ccc;height:380px;width:auto}" +
    `</style><main>${cells}</main>`
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { out: { type: "string" }, reader: { type: "string" } },
    allowPositionals: true,
  });
  const out = resolve(values.out ?? "screenshots");
  mkdirSync(out, { recursive: true });
  installDemoHost();
  const preview = await createPreview();
  const server = await listen(preview, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  const rows: { name: string; files: string[] }[] = [];
  try {
    for (const shot of shotsToTake(positionals, values.reader)) {
      const files: string[] = [];
      for (const viewport of VIEWPORTS) {
        const file = `${shot.name}-${viewport.width}`;
        const visited = await open(browser, origin, shot, viewport, preview.fakeArc);
        try {
          await settle(visited.page, viewport.height);
          await visited.page.screenshot({ path: join(out, `${file}-screen.png`) });
          const height = Math.min(await visited.page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT);
          await visited.page.screenshot({
            path: join(out, `${file}.png`),
            clip: { x: 0, y: 0, width: viewport.width, height },
            fullPage: true,
          });
          files.push(`${file}-screen.png`);
          console.log("%s  %d px wide, %d px tall", shot.path, viewport.width, height);
        } finally {
          // A page's own console noise is not this script's to judge (the browser tests do); CSP neither.
          await visited.close().catch(() => undefined);
        }
      }
      rows.push({ name: `${shot.name} (${shot.site ?? "the-daily"} ${shot.path})`, files });
    }
    writeFileSync(join(out, "contact-sheet.html"), contactSheet(rows));
    const sheet = await visit(browser, pathToFileURL(join(out, "contact-sheet.html")).href, {
      viewport: { width: 1600, height: 900 },
    });
    await sheet.page.screenshot({ path: join(out, "contact-sheet.png"), fullPage: true });
    await sheet.close().catch(() => undefined);
    console.log(
      "%d pages × %d widths in %s; contact sheet: %s",
      rows.length,
      VIEWPORTS.length,
      out,
      join(out, "contact-sheet.png"),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
