/** @jest-environment node */
import type { Page } from "playwright-core";
import {
  activate,
  startBrowserPreview,
  tabTo,
  typeInto,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

/**
 * One reader's whole account life on the preview, by keyboard alone (Tab, typing, Enter), with the fake Identity
 * API's state checked after each step: sign up, log out, log in, a one-time link, a password reset, email and
 * password changes, a social account linked and unlinked, and the account deleted. Addresses are typed only
 * where a reader follows an emailed link.
 */
const EMAIL = "dora.keys@example.test";
const NEW_EMAIL = "dora.renamed@example.test";
const FIRST_PASSWORD = "Keyboard-only-1";
const RESET_PASSWORD = "Reset-by-link-2";
const LAST_PASSWORD = "Changed-in-account-3";
// The social sign-on page's One Tap is told not to show (the stand-in says so in the console).
const EXPECTED = [/One Tap was not displayed/];

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

/** Opens the header's Account menu and chooses Log out; the session ends on the server too. */
async function logOutFromHeader(page: Page, email: string): Promise<void> {
  await activate(page, page.getByRole("button", { name: "Account", exact: true }).first());
  await activate(page, page.getByRole("link", { name: "Log out" }).first());
  // Logged out, the header goes on to the log out page, which returns the reader home: wait for that journey to
  // end, or the next navigation would race it.
  await page.waitForURL(`${preview.origin}/`);
  await page.getByRole("link", { name: "Log in" }).first().waitFor();
  expect(preview.signedIn(email)).toBe(false);
}

/** Logs in on the login page, arriving with `redirect` when given; lands where the login sends the reader. */
async function logIn(page: Page, email: string, password: string, redirect?: string): Promise<void> {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : "";
  await page.goto(`${preview.origin}/account/login/${query}`);
  await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
  await typeInto(page, page.getByRole("textbox", { name: "Email" }), email);
  await typeInto(page, page.getByLabel(/^Password/), password);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${preview.origin}${redirect ?? "/account/"}`);
  expect(preview.signedIn(email)).toBe(true);
  expect(page.url()).not.toMatch(/token|password/i);
}

describe("An anonymous reader's page", () => {
  it("knows the reader is signed out without downloading the identity SDK, or the code that asks it", async () => {
    const context = await preview.newContext();
    const page = await context.newPage();
    const scripts: Promise<string>[] = [];
    const paths: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.text().catch(() => ""));
      paths.push(new URL(response.url()).pathname);
    });
    await page.goto(`${preview.origin}/`);
    await page.waitForSelector('bs-island[data-block="account-header"][data-hydrated]', { state: "attached" });
    await page.getByRole("link", { name: "Log in" }).filter({ visible: true }).first().waitFor();
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(3);
    // A method name only sdk-identity's code holds.
    expect(loaded.filter((text) => text.includes("checkSwgLogin"))).toEqual([]);
    // Nor arc-client's modules that configure Identity and ask it who is signed in.
    expect(paths.filter((path) => /\/chunks\/(configure|identity-session)-/.test(path))).toEqual([]);
    await context.close();
  }, 60000);
});

describe("A reader's account by keyboard alone, on the preview in headless Chromium", () => {
  it("signs up, logs out and in, uses a one-time link and a reset, edits the account, links and unlinks Facebook, and deletes it", async () => {
    const { fake, origin } = preview;
    const reader = () => fake.identity.store.readerByEmail(EMAIL) ?? fake.identity.store.readerByEmail(NEW_EMAIL);
    const context = await preview.newContext();
    await context.addInitScript((email) => {
      const standIns = window as unknown as Record<string, unknown>;
      standIns.__fakeFacebookAccount = { email, name: "Dora Keys" };
      standIns.__fakeGoogleOneTap = "not_displayed";
    }, NEW_EMAIL);
    const page = await context.newPage();
    const problems = watchProblems(page, EXPECTED);

    // Sign up. The server sends the whole form, usable before hydration.
    const served = await (await fetch(`${origin}/account/signup/`)).text();
    expect(served).toMatch(
      /<form[^>]*aria-label="Sign up"[^>]*method="post"|<form[^>]*method="post"[^>]*aria-label="Sign up"/,
    );
    await page.goto(`${origin}/account/signup/`);
    await page.waitForSelector('bs-island[data-block="sign-up"][data-hydrated]');
    await typeInto(page, page.getByRole("textbox", { name: "Email" }), EMAIL);
    await typeInto(page, page.getByLabel(/^Password/), FIRST_PASSWORD);
    await typeInto(page, page.getByLabel(/^Confirm password/), FIRST_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/account/`);
    expect(reader()?.password).toBe(FIRST_PASSWORD);
    expect(preview.signedIn(EMAIL)).toBe(true);

    // Log out from the header, then log in again.
    await logOutFromHeader(page, EMAIL);
    await logIn(page, EMAIL, FIRST_PASSWORD, "/politics/");
    await logOutFromHeader(page, EMAIL);

    // A one-time link: asked for, then followed from the email.
    await page.goto(`${origin}/account/request-one-time/`);
    await typeInto(page, page.getByRole("textbox", { name: /Email address/ }), EMAIL);
    await page.keyboard.press("Enter");
    await page.getByText(`We sent a one-time sign-in link to ${EMAIL}.`).waitFor();
    const oneTime = fake.identity.lastCode("magic-link", EMAIL);
    expect(oneTime).toEqual(expect.any(String));
    await page.goto(`${origin}/account/request-one-time/?ota_nonce=${oneTime ?? ""}`);
    await page.waitForURL(`${origin}/account/`);
    expect(preview.signedIn(EMAIL)).toBe(true);
    await logOutFromHeader(page, EMAIL);

    // A forgotten password, reset from the emailed link, then used.
    await page.goto(`${origin}/account/forgot-password/`);
    await typeInto(page, page.getByRole("textbox", { name: /Email address/ }), EMAIL);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const reset = fake.identity.lastCode("reset-password", EMAIL);
    expect(reset).toEqual(expect.any(String));
    await page.goto(`${origin}/account/reset-password/?nonce=${reset ?? ""}`);
    await typeInto(page, page.getByLabel(/^New password/), RESET_PASSWORD);
    // The island took the token out of the address as it hydrated (it never goes further, in a referrer say).
    expect(page.url()).not.toContain(reset ?? "missing");
    await typeInto(page, page.getByLabel(/^Confirm new password/), RESET_PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Password reset" }).waitFor();
    expect(reader()?.password).toBe(RESET_PASSWORD);
    await activate(page, page.getByRole("link", { name: "Log in", exact: true }).last());
    await page.waitForURL(`${origin}/account/login/`);
    await logIn(page, EMAIL, RESET_PASSWORD);

    // The account page: email, then password.
    await activate(page, page.getByRole("button", { name: "Edit email address" }));
    const email = page.getByRole("textbox", { name: /Email address/ });
    await email.waitFor();
    expect(await tabTo(page, email, 150)).toBe(true);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(NEW_EMAIL);
    await page.keyboard.press("Enter");
    await page.getByText("Your email address was updated.").waitFor();
    expect(reader()?.email).toBe(NEW_EMAIL);

    await activate(page, page.getByRole("button", { name: "Change password" }));
    await typeInto(page, page.getByLabel(/^Current password/), RESET_PASSWORD);
    await typeInto(page, page.getByLabel(/^New password/), LAST_PASSWORD);
    await typeInto(page, page.getByLabel(/^Confirm new password/), LAST_PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByText("Your password was updated.").waitFor();
    expect(reader()?.password).toBe(LAST_PASSWORD);

    // Facebook linked while signed in (the social sign-on page), then unlinked from the account page.
    await page.goto(`${origin}/account/social/`);
    await activate(page, page.getByRole("button", { name: "Continue with Facebook" }));
    await page.waitForURL(`${origin}/account/`);
    expect(
      reader()
        ?.identities.map((one) => one.type)
        .sort(),
    ).toEqual(["Facebook", "Password"]);
    await activate(page, page.getByRole("button", { name: "Disconnect Facebook" }));
    await page.getByText("Facebook was disconnected from your account.").waitFor();
    expect(reader()?.identities.map((one) => one.type)).toEqual(["Password"]);

    // Deletion: asked for here, approved from the emailed link.
    await activate(page, page.getByRole("button", { name: "Delete my account" }));
    await activate(page, page.getByRole("button", { name: "Yes, email me the link" }));
    await page.getByText("Check your email: we sent you a link to confirm the deletion.").waitFor();
    const deletion = fake.identity.lastCode("anonymize", NEW_EMAIL);
    expect(deletion).toEqual(expect.any(String));
    await page.goto(`${origin}/account/?nonce=${deletion ?? ""}`);
    await activate(page, page.getByRole("button", { name: "Delete my account now" }));
    await page.waitForURL(`${origin}/`);
    expect(reader()).toBeUndefined();
    expect(preview.signedIn(NEW_EMAIL)).toBe(false);
    await page.getByRole("link", { name: "Log in" }).first().waitFor();

    expect(problems).toEqual([]);
    await context.close();
  }, 180000);
});

describe("An unverified reader, by keyboard alone", () => {
  it("is refused (130051), sends the verification email again, follows its link, and then logs in", async () => {
    const { fake, origin } = preview;
    const UNA = "una.unverified@example.test";
    const PASSWORD = "Verify-me-2026";
    fake.identity.addReader({
      email: UNA,
      password: PASSWORD,
      emailVerified: false,
      identities: [{ type: "Password", userName: UNA }],
    });
    const context = await preview.newContext();
    const page = await context.newPage();
    // The refused login is a 4xx answer, which Chromium reports in the console.
    const problems = watchProblems(page, [/Failed to load resource/]);

    await page.goto(`${origin}/account/login/`);
    await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    await typeInto(page, page.getByRole("textbox", { name: "Email" }), UNA);
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByText("Please verify your email address before signing in.").waitFor();
    expect(preview.signedIn(UNA)).toBe(false);

    await activate(page, page.getByRole("button", { name: "Send the verification email again" }));
    await page
      .getByRole("status")
      .filter({ hasText: `We sent a new verification link to ${UNA}.` })
      .waitFor();
    const code = fake.identity.lastCode("verify-email", UNA);
    expect(code).toEqual(expect.any(String));

    // The reader follows the emailed link.
    await page.goto(`${origin}/account/verify-email/?nonce=${code ?? ""}`);
    await page.getByText("Your email address is verified. You can log in now.").waitFor();
    expect(page.url()).not.toContain(code ?? "missing");
    expect(fake.identity.store.readerByEmail(UNA)?.emailVerified).toBe(true);
    await activate(page, page.locator(".b-verify-email").getByRole("link", { name: "Log in" }));
    await page.waitForURL(`${origin}/account/login/`);
    await logIn(page, UNA, PASSWORD);

    // The account page links the reader's other account pages.
    const nav = page.getByRole("navigation", { name: "Your account" });
    await expect(nav.getByRole("link", { name: "Profile" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "Subscriptions and payment" }).getAttribute("href")).resolves.toBe(
      "/account/subscriptions/",
    );
    expect(problems).toEqual([]);
    await context.close();
  }, 120000);
});
