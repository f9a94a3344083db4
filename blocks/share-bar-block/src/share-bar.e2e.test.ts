/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { createPreview } from "@broadsheet/local-host/server/preview-server";
import { visit } from "@broadsheet/local-host/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "@broadsheet/local-host/testing/preview-in-browser";

/** The long read as an article page with the share bar under its headline. */
const articlePage = {
  uri: "/shared/",
  title: "The long read",
  arcSite: "the-daily",
  layout: "right-rail",
  globalContent: theLongRead,
  sections: {
    main: [
      { type: "feature", name: "headline" },
      { type: "feature", name: "share-bar", id: "share-bar" },
    ],
  },
};

let pagesDir: string;
let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "share-bar-pages-"));
  writeFileSync(join(pagesDir, "shared.json"), JSON.stringify(articlePage));
  session = await openPreviewInBrowser(createPreview({ pagesDir, mode: "development" }));
  ({ origin, browser } = session);
}, 60000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

const ISLAND = 'bs-island[data-block="share-bar"]';
const MODULE = "/pf/dist/components/combinations/blocks/features/share-bar.js";
// The axe jest-axe runs in jsdom, injected into the real page.
const AXE = createRequire(createRequire(__filename).resolve("jest-axe")).resolve("axe-core/axe.min.js");

interface Opened {
  url: string;
  target: string;
  features: string;
}

/** Records every window.open call (and still makes it), from before the page's own scripts run. */
async function recordPopups(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ url: string; target: string; features: string }> = [];
    const original = window.open.bind(window);
    Object.assign(window, { __opened: calls });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url), target: String(target), features: String(features) });
      return original(url, target, features);
    };
  });
  // The machine reaches no social network: their share pages are answered here.
  await page
    .context()
    .route(/^https:\/\/(www\.)?(facebook|twitter|linkedin|pinterest)\.com\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Share</title><p>Shared</p>" }),
    );
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);

describe("Share Bar on a preview page, in a real browser", () => {
  it("tab to a link and Enter: a centred popup of the spec's size opens, and the story stays put", async () => {
    const { page, problems, close } = await visit(browser, "about:blank");
    await recordPopups(page);
    await page.goto(`${origin}/shared/`);

    const served = await (await fetch(`${origin}/shared/`)).text();
    expect(served).not.toContain(`rel="modulepreload" href="${MODULE}"`);
    expect(served).toContain("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.thedaily.example");

    const facebook = page.getByRole("link", { name: "Share on Facebook" });
    // Tab until the first share link has focus: focus is the island's trigger.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      if (await facebook.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(facebook.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);

    const [popup] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2F/);
    const calls = await opened(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.target).toBe("share");
    expect(calls[0]?.features).toMatch(/^width=658,height=354,left=\d+,top=\d+/);
    // The popup itself has the size asked for, and cannot reach back into the story.
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([658, 354]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${origin}/shared/`);
    await popup.close();

    const [linkedin] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: "Share on LinkedIn" }).click(),
    ]);
    await linkedin.waitForLoadState();
    expect((await opened(page))[1]?.features).toMatch(/^width=830,height=460,/);
    expect(await linkedin.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([830, 460]);
    await linkedin.close();

    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("follows the link when the browser blocks the popup", async () => {
    const { page, problems, close } = await visit(browser, "about:blank");
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await recordPopups(page);
    await page.goto(`${origin}/shared/`);
    await page.getByRole("link", { name: "Share on X" }).hover();
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    await Promise.all([
      page.waitForURL(/twitter\.com\/intent\/tweet/),
      page.getByRole("link", { name: "Share on X" }).click(),
    ]);
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("has no axe violations", async () => {
    const { page, problems, close } = await visit(browser, `${origin}/shared/`);
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: string) => Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run(".b-share-bar")).violations;
    });
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 30000);
});
