/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { createPreview } from "@broadsheet/local-host/server/preview-server";
import { visit } from "@broadsheet/local-host/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "@broadsheet/local-host/testing/preview-in-browser";
import { layoutShifts, watchLayoutShifts } from "@broadsheet/local-host/testing/layout-shift";

/** A page with the alert bar at the top of its navigation, as the preview's templates have it. */
const page = {
  uri: "/alerted/",
  title: "A page with an alert",
  arcSite: "the-daily",
  layout: "right-rail",
  sections: {
    navigation: [{ type: "feature", name: "alert-bar", id: "alert-bar" }],
    main: [{ type: "feature", name: "hello-world", customFields: { name: "reader" } }],
  },
};

let pagesDir: string;
let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "alert-bar-pages-"));
  writeFileSync(join(pagesDir, "alerted.json"), JSON.stringify(page));
  session = await openPreviewInBrowser(createPreview({ pagesDir, mode: "development" }));
  ({ origin, browser } = session);
}, 60000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

const ISLAND = 'bs-island[data-block="alert-bar"]';
const AXE = createRequire(createRequire(__filename).resolve("jest-axe")).resolve("axe-core/axe.min.js");

describe("Alert Bar on a preview page, in a real browser", () => {
  it("is not in the server's HTML, appears once hydrated, closes, and stays closed on the next visit", async () => {
    const served = await (await fetch(`${origin}/alerted/`)).text();
    expect(served).not.toContain("b-alert-bar");

    const { page: tab, problems, requests, close } = await visit(browser, `${origin}/alerted/`);
    await watchLayoutShifts(tab);
    await tab.waitForSelector(`${ISLAND}[data-hydrated]`, { state: "attached" });
    const bar = tab.getByRole("navigation", { name: "Breaking News Alert" });
    await bar.waitFor();
    // Docked to the bottom of the window, its arrival moves nothing on the page.
    expect(await layoutShifts(tab)).toEqual([]);
    const docked = await bar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const room = getComputedStyle(document.body).paddingBlockEnd;
      return { position: getComputedStyle(element).position, atBottom: Math.round(box.bottom) === innerHeight, room };
    });
    expect(docked).toEqual({ position: "fixed", atBottom: true, room: expect.stringMatching(/^[1-9]\d*px$/) });
    expect(requests.some((url) => url.includes("/content/fetch/alert-bar-collections"))).toBe(true);
    const link = bar.getByRole("link");
    expect(await link.getAttribute("href")).toMatch(/^\/[^/].*\/$/);
    const headline = (await link.textContent()) ?? "";
    expect(headline).not.toBe("");
    expect(await bar.locator("time").textContent()).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [ap]\.m\. E[SD]T$/,
    );

    await tab.addScriptTag({ path: AXE });
    const violations = await tab.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: string) => Promise<{ violations: unknown[] }> } }).axe;
      return (await axe.run(".b-alert-bar")).violations;
    });
    expect(violations).toEqual([]);

    await bar.getByRole("button", { name: "Close alert" }).focus();
    await tab.keyboard.press("Enter");
    await bar.waitFor({ state: "detached" });
    const cookies = await tab.context().cookies();
    const cookie = cookies.find((item) => item.name === "arcblock_alert-bar");
    expect(cookie && decodeURIComponent(cookie.value)).toBe(headline);
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.secure).toBe(false);
    // Two days, give or take the test's own seconds.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(172800 - 60);

    const answered = tab.waitForResponse((response) => response.url().includes("/content/fetch/alert-bar-collections"));
    await tab.reload();
    await answered;
    // Empty, so never "visible": attached is what there is to wait for.
    await tab.waitForSelector(`${ISLAND}[data-hydrated]`, { state: "attached" });
    await tab.waitForTimeout(300);
    expect(await tab.locator(".b-alert-bar").count()).toBe(0);

    expect(problems).toEqual([]);
    await close();
  }, 30000);
});
