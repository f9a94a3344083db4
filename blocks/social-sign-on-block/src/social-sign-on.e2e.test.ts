/** @jest-environment node */
import type { BrowserContext } from "playwright-core";
import {
  startBrowserPreview,
  tabTo,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

const BRUNO = "bruno.social@example.test";
const CHLOE = "chloe.both@example.test";
const ISLAND = 'bs-island[data-block="social-sign-on"]';
// Expected: One Tap is not displayed (the stand-in is told so), and the logged-in page may not exist here.
const EXPECTED = [/One Tap was not displayed/, /Failed to load resource.*404/];

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

/** A fresh browser whose Google and Facebook stand-ins sign these accounts in. */
async function browserFor(google: string, facebook: string): Promise<BrowserContext> {
  const context = await preview.newContext();
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

describe("Social sign-on on the preview's /account/social/, in headless Chromium", () => {
  it("signs bruno.social in with Google, then chloe.both with Facebook by keyboard alone; the fake has their sessions", async () => {
    const context = await browserFor(BRUNO, CHLOE);
    const page = await context.newPage();
    const problems = watchProblems(page, EXPECTED);

    // Server HTML: the placeholder, busy, no buttons yet.
    const served = await (await fetch(`${preview.origin}/account/social/`)).text();
    expect(served).toContain("b-social-sign-on--loading");

    await page.goto(`${preview.origin}/account/social/`);
    await page.waitForSelector(`${ISLAND}[data-hydrated]`);
    const google = page.getByRole("button", { name: "Sign in with Google" });
    await google.waitFor();
    expect((await google.boundingBox())?.width).toBe(400);
    await google.click();
    await page.waitForURL(`${preview.origin}/account/`);
    expect(preview.signedIn(BRUNO)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();

    // Facebook, keyboard only: Tab to the SDK's button and press Enter.
    const second = await browserFor(BRUNO, CHLOE);
    const page2 = await second.newPage();
    const problems2 = watchProblems(page2, EXPECTED);
    await page2.goto(`${preview.origin}/account/social/?redirect=%2Fpolitics%2F`);
    await page2.waitForSelector(`${ISLAND}[data-hydrated]`);
    const facebook = page2.getByRole("button", { name: "Continue with Facebook" });
    await facebook.waitFor();
    expect(await tabTo(page2, facebook)).toBe(true);
    await page2.keyboard.press("Enter");
    await page2.waitForURL(`${preview.origin}/politics/`);
    expect(preview.signedIn(CHLOE)).toBe(true);
    expect(preview.fake.identity.store.readerByEmail(CHLOE)?.identities.map((one) => one.type)).toContain("Facebook");
    const stored = await page2.evaluate(
      () => localStorage.getItem("ArcId.USER_INFO") ?? sessionStorage.getItem("ArcId.USER_INFO"),
    );
    expect(stored).toContain(preview.fake.identity.store.readerByEmail(CHLOE)?.uuid ?? "missing");
    expect(page2.url()).not.toMatch(/token|code=/i);
    expect(problems2).toEqual([]);
    await second.close();
  }, 90000);
});
