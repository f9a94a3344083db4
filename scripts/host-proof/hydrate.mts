/**
 * The server's HTML hydrated in headless Chromium with the client bundle, as a reader's browser does: every
 * error React reports, every console error and failed script is a failure; every island must go live once a
 * reader reaches it; the site team's styled-components styles and ours must both apply.
 */
import type { Browser } from "playwright-core";

export interface HydrationResult {
  page: string;
  errors: string[];
  islands: number;
  live: number;
  /** The site feature's restyled headline: its border (styled-components) and its font (ours). */
  siteHeadline?: { border: string; kickerColor: string; headlineFont: string };
}

export async function hydratePage(browser: Browser, url: string, name: string): Promise<HydrationResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  const origin = new URL(url).origin;
  // Embeds of other sites (a story's YouTube player) cannot load on this offline machine: not the page's fault.
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).origin === origin)
      errors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(
      () => (window as { __FUSION_PROOF_STARTED__?: boolean }).__FUSION_PROOF_STARTED__ === true,
      undefined,
      {
        timeout: 15_000,
      },
    );
    // A reader reaches every island: scrolled into view, then pointed at (visible, idle and interaction triggers).
    const islands = await page.locator("bs-island").count();
    for (let index = 0; index < islands; index += 1) {
      const island = page.locator("bs-island").nth(index);
      await island.evaluate((element) => {
        element.scrollIntoView({ block: "center" });
        const target = element.querySelector("a, button, input, [tabindex]") ?? element.firstElementChild ?? element;
        for (const type of ["pointerover", "pointerenter", "focusin"])
          target.dispatchEvent(new Event(type, { bubbles: true }));
      });
    }
    await page
      .waitForFunction(
        () => [...document.querySelectorAll("bs-island")].every((island) => island.hasAttribute("data-hydrated")),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    const live = await page.locator("bs-island[data-hydrated]").count();
    const siteHeadline = await page.evaluate(() => {
      const heading = document.querySelector(".site-headline h1");
      const kicker = document.querySelector(".site-headline p");
      if (!heading || !kicker) return undefined;
      const style = getComputedStyle(heading);
      return {
        border: `${style.borderInlineStartWidth} ${style.borderInlineStartStyle} ${style.borderInlineStartColor}`,
        kickerColor: getComputedStyle(kicker).color,
        headlineFont: style.fontFamily,
      };
    });
    return { page: name, errors, islands, live, siteHeadline };
  } finally {
    await context.close();
  }
}
