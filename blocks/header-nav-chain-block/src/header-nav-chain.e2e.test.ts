/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { createPreview } from "@broadsheet/local-host/server/preview-server";
import { visit } from "@broadsheet/local-host/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "@broadsheet/local-host/testing/preview-in-browser";
import { assertNoCspViolations, watchCspViolations } from "@broadsheet/local-host/testing/csp-violations";

/**
 * A page with the header nav chain (defaults: menu left, search right; horizontal links) over a links bar and a
 * greeting.
 */
const PAGE = {
  uri: "/with-header/",
  title: "A page with the site header",
  arcSite: "the-daily",
  layout: "right-rail",
  sections: {
    navigation: [
      {
        type: "chain",
        name: "header-nav-chain",
        id: "header-nav-chain",
        customFields: { horizontalLinksHierarchy: "links-bar" },
        children: [],
      },
      { type: "feature", name: "links-bar", id: "links-bar" },
    ],
    main: [{ type: "feature", name: "hello-world", customFields: { name: "reader" } }],
  },
};

let pagesDir: string;
let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "header-nav-chain-pages-"));
  writeFileSync(join(pagesDir, "with-header.json"), JSON.stringify(PAGE));
  // React's development build in the browser: it is the one that reports hydration mismatches.
  session = await openPreviewInBrowser(createPreview({ pagesDir, mode: "development" }));
  ({ origin, browser } = session);
}, 60000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

/**
 * axe-core's violations in the header as it is now (the test page itself has no h1): ids and how many nodes each.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: { include: string[] }) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
    };
    const result = await axe.run({ include: [".b-header-nav-chain"] });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/** Whether focus is in the drawer, and the focused element's name (its aria-label, else its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const text = element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
    return { inDrawer: Boolean(element?.closest('[role="dialog"]')), text };
  });

// The menu link becomes a button once the chain has hydrated.
const MENU = '.b-header-nav-chain__slot--desktop [role="button"].b-header-nav-chain__menu';

describe("Header Nav Chain on a preview page, in a real browser", () => {
  it("works as a link before hydration: the menu targets the drawer, which lists the sections", async () => {
    const served = await (await fetch(`${origin}/with-header/`)).text();
    const target = /<a href="#([^"]+)" class="b-header-nav-chain__icon-button b-header-nav-chain__menu"/.exec(
      served,
    )?.[1];
    expect(target).toBeTruthy();
    expect(served).toContain(`id="${target}"`);
    expect(served).toMatch(/<a href="\/politics\/" class="b-header-nav-chain__section-link">Politics<\/a>/);
  });

  it("without JavaScript, the menu link opens the drawer (its target) and the close link closes it", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1000, height: 700 } });
    // Without scripts only Chromium's console reports a violation; the page must still be served under the policy.
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    await page.goto(`${origin}/with-header/`);
    await page.locator(".b-header-nav-chain__slot--desktop a.b-header-nav-chain__menu").click();
    await page.getByRole("link", { name: "Politics" }).waitFor({ state: "visible" });
    await page.getByRole("link", { name: "Close the sections menu" }).click();
    await page.getByRole("link", { name: "Politics" }).waitFor({ state: "hidden" });
    await context.close();
    assertNoCspViolations(violations);
  }, 30000);

  it("opens the drawer with the keyboard, traps focus in it, closes on Escape, with no axe violations", async () => {
    const { page, problems, scripts, close } = await open();
    await page.waitForSelector(MENU);
    expect(await axeViolations(page)).toEqual([]);
    // Hydrated, the chain keeps the server's icons, sections, logo, links and search form: their code is not loaded,
    // nor is the drawer's focus trap or what a search does.
    const loaded = (name: string) => scripts.some((script) => script.includes(`/chunks/${name}-`));
    const parts = ["glyphs", "drawer-sections", "focus-trap", "bar-parts", "search-form", "search-submit"];
    expect(parts.map(loaded)).toEqual([false, false, false, false, false, false]);
    expect(await page.locator(".b-header-nav-chain__logo-link img").getAttribute("alt")).toBe("The Daily Broadsheet");
    expect(await page.locator(".b-header-nav-chain__link").allTextContents()).toContain("Budget crisis");

    await page.locator(MENU).focus();
    // A reader about to open the drawer: its sections' and focus trap's code comes now; the icons' never does.
    await page.waitForFunction(() => document.querySelector(".b-header-nav-chain__expand") !== null);
    expect(parts.map(loaded)).toEqual([false, true, true, false, false, false]);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sections menu" });
    await dialog.waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.body.classList.contains("b-header-nav-chain--drawer-open"))).toBe(true);
    expect(await focused(page)).toEqual({ inDrawer: true, text: "Close the sections menu" });

    // Around the drawer and back: focus never leaves it.
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).text).toMatch(/^Crosswords/);
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press("Tab");
      expect((await focused(page)).inDrawer).toBe(true);
    }
    // Open a section's subsections from the keyboard.
    await page.getByRole("button", { name: "Business: subsections" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Markets" }).waitFor({ state: "visible" });
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.body.classList.contains("b-header-nav-chain--drawer-open"))).toBe(false);
    expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), MENU)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("opens on the first click, focus moving in as the trap's code arrives; closes when the overlay is clicked", async () => {
    const { page, problems, close } = await open();
    await page.waitForSelector(MENU);
    await page.locator(MENU).click();
    await page.getByRole("dialog").waitFor({ state: "visible" });
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
    // The overlay covers the page beside the drawer (inline-end of a 1000 px window).
    await page.mouse.click(900, 400);
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("searches /search/{query} with the code a submit loads", async () => {
    const { page, close } = await open();
    await page.waitForSelector(MENU);
    const input = page.locator(".b-header-nav-chain__slot--desktop input[name=q]");
    await input.fill("bridge & tunnel");
    await input.press("Enter");
    await page.waitForURL(`${origin}/search/bridge%20%26%20tunnel`);
    await close();
  }, 30000);
});

function open() {
  return visit(browser, `${origin}/with-header/`);
}
