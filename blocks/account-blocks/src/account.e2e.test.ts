/** @jest-environment node */
import type { Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import {
  startBrowserPreview,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

const CHLOE = "chloe.both@example.test";
const NEW_EMAIL = "chloe.new@example.test";
const NEW_PASSWORD = "Brand-new-2027";
// Expected: One Tap is not displayed on the social page (the stand-in is told so).
const EXPECTED = [/One Tap was not displayed/];

let preview: BrowserPreview;

/** axe's violations on the page as it is, one line each (what the pages' a11y test reports too). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map(
    (violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

describe("A reader's account on the preview, in headless Chromium", () => {
  it("signs chloe.both in, changes her email and password, unlinks Facebook, deletes the account; the header ends signed out", async () => {
    const { fake, origin } = preview;
    const reader = () => fake.identity.store.readerByUuid("9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c03");
    const context = await preview.newContext();
    await context.addInitScript((email) => {
      const standIns = window as unknown as Record<string, unknown>;
      standIns.__fakeFacebookAccount = { email, name: "Chloe Both" };
      standIns.__fakeGoogleOneTap = "not_displayed";
    }, CHLOE);
    const page = await context.newPage();
    const problems = watchProblems(page, EXPECTED);

    // Signed-out first: the header's placeholder on the server, Sign up and Log in once hydrated.
    const served = await (await fetch(`${origin}/privacy-policy/`)).text();
    expect(served).toContain("b-account-header--pending");
    expect(served).toContain("Privacy policy");
    await page.goto(`${origin}/privacy-policy/`);
    await page.getByRole("link", { name: "Log in" }).waitFor();

    // Log in through the SDK in the page (the social sign-on block's Facebook sign-on), which lands on /account/.
    await page.goto(`${origin}/account/social/`);
    await page.getByRole("button", { name: "Continue with Facebook" }).click();
    await page.waitForURL(`${origin}/account/`);
    expect(preview.signedIn(CHLOE)).toBe(true);
    await page.getByRole("button", { name: "Account", exact: true }).first().waitFor();
    // The signed-in account page, whole, with the header's menu open: what the pages' a11y test cannot reach.
    await page.getByRole("button", { name: "Account", exact: true }).first().click();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // Email.
    await page.getByRole("button", { name: "Edit email address" }).click();
    const email = page.getByRole("textbox", { name: /Email address/ });
    await email.fill(NEW_EMAIL);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your email address was updated.").waitFor();
    expect(reader()?.email).toBe(NEW_EMAIL);

    // Password, by keyboard from the row's button.
    await page.getByRole("button", { name: "Change password" }).click();
    await page.keyboard.type(FIXTURE_PASSWORD);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/Confirm new password/).fill(NEW_PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByText("Your password was updated.").waitFor();
    expect(reader()?.password).toBe(NEW_PASSWORD);

    // Facebook.
    await page.getByRole("button", { name: "Disconnect Facebook" }).click();
    await page.getByText("Facebook was disconnected from your account.").waitFor();
    expect(reader()?.identities.map((one) => one.type)).toEqual(["Password"]);

    // Deletion: requested here, approved from the emailed link.
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("button", { name: "Yes, email me the link" }).click();
    await page.getByText("Check your email: we sent you a link to confirm the deletion.").waitFor();
    const code = fake.identity.lastCode("anonymize", NEW_EMAIL);
    expect(code).toEqual(expect.any(String));
    await page.goto(`${origin}/account/?nonce=${code ?? ""}`);
    await page.getByRole("button", { name: "Delete my account now" }).click();
    await page.waitForURL(`${origin}/`);
    expect(reader()).toBeUndefined();
    expect(preview.signedIn(NEW_EMAIL)).toBe(false);

    // Home, signed out: the header offers Log in again.
    await page.getByRole("link", { name: "Log in" }).waitFor();
    expect(await page.getByRole("button", { name: "Account", exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 90000);
});
