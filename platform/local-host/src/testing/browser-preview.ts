/**
 * One browser journey's setting: the repo's preview (React's development build, which reports hydration
 * mismatches) with the fake Arc mounted on its own origin, and headless Chromium. Every journey file starts
 * one, so the setup and the reader checks live here once.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { FakeArc } from "@broadsheet/fake-arc";
import { createPreview } from "../server/preview-server";
import { serveCommerceStandIns } from "./commerce-standins";
import { assertNoCspViolations, watchCspViolations } from "./csp-violations";
import { serveIdentityStandIns } from "./identity-standins";
import { openPreviewInBrowser } from "./preview-in-browser";

export interface BrowserPreview {
  origin: string;
  fake: FakeArc;
  browser: Browser;
  /**
   * A fresh browser (its own storage) whose provider scripts (Google, Facebook, reCAPTCHA, Stripe.js, Arc's
   * paywall script) are the stand-ins.
   */
  newContext(options?: { viewport?: { width: number; height: number } }): Promise<BrowserContext>;
  /** Whether the fake Identity API holds a live session of that reader. */
  signedIn(email: string): boolean;
  close(): Promise<void>;
}

export async function startBrowserPreview(): Promise<BrowserPreview> {
  const session = await openPreviewInBrowser(createPreview({ mode: "development" }));
  const { origin, browser } = session;
  const fake = session.preview.fakeArc;
  // Every context's Content-Security-Policy violations; closing the preview (each journey's afterAll) fails on any.
  const cspViolations: string[][] = [];
  return {
    origin,
    fake,
    browser,
    async newContext(options = {}) {
      const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
      await serveIdentityStandIns(context, origin);
      await serveCommerceStandIns(context, origin);
      // Chromium also logs each one as a console error, so a journey watching its problems fails at the step.
      cspViolations.push(await watchCspViolations(context));
      return context;
    },
    signedIn(email) {
      const reader = fake.identity.store.readerByEmail(email);
      return reader !== undefined && fake.identity.store.liveSessions(reader.uuid).length > 0;
    },
    async close() {
      await session.close();
      assertNoCspViolations(cspViolations.flat());
    },
  };
}

/**
 * Console errors and warnings and uncaught errors of a page, as they come (React reports hydration trouble
 * there). Lines matching `expected` are the journey's own, announced, noise.
 */
export function watchProblems(page: Page, expected: readonly RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (!["error", "warning"].includes(message.type())) return;
    if (text.includes("React DevTools") || expected.some((pattern) => pattern.test(text))) return;
    problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Presses Tab until `target` has focus (at most `limit` times); false when it never does. */
export async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 60): Promise<boolean> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return true;
    await page.keyboard.press("Tab");
  }
  return target.evaluate((element) => element === document.activeElement);
}

/** Tabs to a control (it must be reachable by keyboard) and presses Enter on it. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  if (!(await tabTo(page, target, 150))) throw new Error(`Tab never reaches ${String(target)}`);
  await page.keyboard.press("Enter");
}

/** Tabs to a field and types into it (a select takes the typed name as a reader's type-ahead). */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await target.waitFor();
  if (!(await tabTo(page, target, 150))) throw new Error(`Tab never reaches ${String(target)}`);
  await page.keyboard.type(text);
}
