/** @jest-environment node */
import type { Browser } from "playwright-core";
import { visit } from "../src/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "../src/testing/preview-in-browser";
import { createFixturePreview } from "./fixtures/preview";

let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  session = await openPreviewInBrowser(createFixturePreview({ mode: "development" }));
  ({ origin, browser } = session);
}, 60000);

afterAll(async () => {
  await session?.close();
});

describe("a page under its Content-Security-Policy, in a real browser", () => {
  it("runs the page's own nonce'd scripts: the islands hydrate, with no violation", async () => {
    const { page, problems, cspViolations, close } = await visit(browser, `${origin}/islands/`);
    await page.waitForSelector('bs-island[data-block="test-eager-counter"][data-hydrated]');
    await page.getByRole("button", { name: "Clicked 10 times" }).click();
    await page.getByRole("button", { name: "Clicked 11 times" }).waitFor();
    expect(cspViolations).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("blocks script in markup, and the visit fails on it", async () => {
    const { page, cspViolations, close } = await visit(browser, `${origin}/static/`);
    const ran = await page.evaluate(async () => {
      // What an HTML box's markup could carry: an inline handler, which no nonce can vouch for.
      const box = document.createElement("div");
      box.innerHTML = '<img alt="" src="data:," onerror="window.__injected = true">';
      document.body.append(box);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The report reaches the test through a binding, a moment after the browser blocks the script.
    for (let wait = 0; wait < 50 && cspViolations.length === 0; wait++) await page.waitForTimeout(20);
    expect(cspViolations.join("\n")).toContain("script-src");
    await expect(close()).rejects.toThrow(/broke its Content-Security-Policy/);
  });
});
