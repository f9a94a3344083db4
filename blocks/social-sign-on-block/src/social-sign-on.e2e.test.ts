/** @jest-environment node */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { FakeArc } from "@broadsheet/fake-arc";
import { createPreview, listen } from "@broadsheet/local-host/server/preview-server";
import { launchChromium } from "@broadsheet/local-host/testing/browser";
import { serveIdentityStandIns } from "@broadsheet/local-host/testing/identity-standins";

const BRUNO = "bruno.social@example.test";
const CHLOE = "chloe.both@example.test";
const ISLAND = 'bs-island[data-block="social-sign-on"]';

let server: Server;
let origin: string;
let browser: Browser;
let fake: FakeArc;

beforeAll(async () => {
  // React's development build: it reports hydration mismatches in the console.
  const preview = await createPreview({ mode: "development" });
  fake = preview.fakeArc;
  server = await listen(preview, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const signedIn = (email: string): boolean => {
  const reader = fake.identity.store.readerByEmail(email);
  return reader !== undefined && fake.identity.store.liveSessions(reader.uuid).length > 0;
};

/** A fresh browser with Google's and Facebook's scripts answered by the preview's stand-ins. */
async function browserFor(google: string, facebook: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await serveIdentityStandIns(context, origin);
  await context.addInitScript(
    ([googleAccount, facebookAccount]) => {
      const standIns = window as unknown as Record<string, unknown>;
      standIns.__fakeGoogleAccount = { email: googleAccount, name: "Bruno Social" };
      standIns.__fakeFacebookAccount = { email: facebookAccount, name: "Chloe Both" };
      // One Tap would cover the page; the journey uses the buttons (One Tap is tested in jest).
      standIns.__fakeGoogleOneTap = "not_displayed";
    },
    [google, facebook],
  );
  return context;
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (!["error", "warning"].includes(message.type())) return;
    // Expected: One Tap is not displayed (the stand-in is told so), and the logged-in page may not exist here.
    if (text.includes("React DevTools") || text.includes("One Tap was not displayed")) return;
    if (text.includes("Failed to load resource") && text.includes("404")) return;
    problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

describe("Social sign-on on the preview's /account/social/, in headless Chromium", () => {
  it("signs bruno.social in with Google, then chloe.both with Facebook by keyboard alone; the fake has their sessions", async () => {
    const context = await browserFor(BRUNO, CHLOE);
    const page = await context.newPage();
    const problems = watchProblems(page);

    // Server HTML: the placeholder, busy, no buttons yet.
    const served = await (await fetch(`${origin}/account/social/`)).text();
    expect(served).toContain("b-social-sign-on--loading");

    await page.goto(`${origin}/account/social/`);
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    const google = page.getByRole("button", { name: "Sign in with Google" });
    await google.waitFor();
    expect((await google.boundingBox())?.width).toBe(400);
    await google.click();
    await page.waitForURL(`${origin}/account/`);
    expect(signedIn(BRUNO)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();

    // Facebook, keyboard only: Tab to the SDK's button and press Enter.
    const second = await browserFor(BRUNO, CHLOE);
    const page2 = await second.newPage();
    const problems2 = watchProblems(page2);
    await page2.goto(`${origin}/account/social/?redirect=%2Fpolitics%2F`);
    await page2.waitForSelector(`${ISLAND}[data-hydrated]`);
    const facebook = page2.getByRole("button", { name: "Continue with Facebook" });
    await facebook.waitFor();
    for (let tab = 0; tab < 60 && !(await facebook.evaluate((button) => button === document.activeElement)); tab++) {
      await page2.keyboard.press("Tab");
    }
    await page2.keyboard.press("Enter");
    await page2.waitForURL(`${origin}/politics/`);
    expect(signedIn(CHLOE)).toBe(true);
    expect(fake.identity.store.readerByEmail(CHLOE)?.identities.map((one) => one.type)).toContain("Facebook");
    const stored = await page2.evaluate(
      () => localStorage.getItem("ArcId.USER_INFO") ?? sessionStorage.getItem("ArcId.USER_INFO"),
    );
    expect(stored).toContain(fake.identity.store.readerByEmail(CHLOE)?.uuid ?? "missing");
    expect(page2.url()).not.toMatch(/token|code=/i);
    expect(problems2).toEqual([]);
    await second.close();
  }, 90000);
});
