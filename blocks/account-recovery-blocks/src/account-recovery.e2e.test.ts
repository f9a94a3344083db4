/** @jest-environment node */
import { build } from "esbuild";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { repoRoot } from "@broadsheet/local-host/node/repo";
import {
  startBrowserPreview,
  tabTo,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

const ANA = "ana.reader@example.test";
const CHLOE = "chloe.both@example.test";
const NEW_PASSWORD = "Fresh-start9";
const island = (block: string) => `bs-island[data-block="${block}"][data-hydrated]`;

// The logged-in page is not part of the preview (404), and the old password's refused login answers 401.
const EXPECTED = [/Failed to load resource.*404/];
const REFUSED_LOGIN = "Failed to load resource: the server responded with a status of 401 (Unauthorized)";

let preview: BrowserPreview;
let sdkBundle: string;

beforeAll(async () => {
  preview = await startBrowserPreview();
  // The real SDK as a page script, so the journey logs in with the new password the way a login form would.
  const built = await build({
    stdin: {
      contents: 'import Identity from "@arc-publishing/sdk-identity"; window.ArcIdentity = Identity;',
      resolveDir: repoRoot(),
      loader: "js",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  sdkBundle = built.outputFiles[0]?.text ?? "";
}, 120000);

afterAll(async () => {
  await preview?.close();
});

describe("Account recovery on the preview, in headless Chromium", () => {
  it("resets ana.reader's password from the emailed token and she logs in with it; chloe.both signs in with a one-time link", async () => {
    const { origin, fake, signedIn } = preview;
    const context = await preview.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page, EXPECTED);

    // Forgot password: the server sends a working form; the reader asks for a link.
    const served = await (await fetch(`${origin}/account/forgot-password/`)).text();
    expect(served).toMatch(/<form[^>]*method="post"/);
    await page.goto(`${origin}/account/forgot-password/`);
    await page.waitForSelector(island("forgot-password"));
    // By keyboard alone: Tab to the field, type, Enter.
    expect(await tabTo(page, page.getByLabel("Email address"))).toBe(true);
    await page.keyboard.type(ANA);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const token = fake.identity.lastCode("reset-password", ANA);
    expect(token).toEqual(expect.any(String));

    // Reset password: the emailed link; the token leaves the address as soon as the form hydrates.
    await page.goto(`${origin}/account/reset-password/?nonce=${token ?? ""}`);
    await page.waitForSelector(island("reset-password"));
    expect(page.url()).toBe(`${origin}/account/reset-password/`);
    // arc-client's phrases reach the browser: the identity config's rules, in words.
    await page.getByText("Characters, at least: 8 · Lowercase letters, at least: 1", { exact: false }).waitFor();
    await page.getByLabel("New password", { exact: false }).first().fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByRole("heading", { name: "Password reset" }).waitFor();
    expect(await page.locator("#main").getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/account/login/",
    );
    expect(fake.identity.store.outbox().find((sent) => sent.nonce === token)?.used).toBe(true);

    // The new password works through the SDK in the page; the old one no longer does.
    await page.addScriptTag({ content: sdkBundle });
    const logins = await page.evaluate(
      async ([email, fresh, old]) => {
        const Identity = (window as unknown as { ArcIdentity: Record<string, (...args: unknown[]) => unknown> })
          .ArcIdentity;
        Identity.options?.({ apiOrigin: window.location.origin });
        const attempt = async (password: string) => {
          try {
            await Identity.login?.(email, password);
            return "signed in";
          } catch (thrown) {
            return String((thrown as { code?: unknown }).code);
          }
        };
        return { old: await attempt(old), fresh: await attempt(fresh) };
      },
      [ANA, NEW_PASSWORD, FIXTURE_PASSWORD] as const,
    );
    expect(logins).toEqual({ old: "300040", fresh: "signed in" });
    expect(signedIn(ANA)).toBe(true);

    // One-time login, on a site that guards magic links with the V2 challenge (the preview's reCAPTCHA stand-in):
    // chloe.both asks for a link, opens it, and is signed in and sent to the account page.
    fake.identity.requireCaptcha("magicLink");
    expect(signedIn(CHLOE)).toBe(false);
    await page.goto(`${origin}/account/request-one-time/`);
    await page.waitForSelector(island("one-time-login"));
    await page.getByLabel("Email address").fill(CHLOE);
    await page.getByRole("checkbox", { name: /not a robot/ }).click();
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await page.getByText(`We sent a one-time sign-in link to ${CHLOE}.`).waitFor();
    const code = fake.identity.lastCode("magic-link", CHLOE);
    expect(code).toEqual(expect.any(String));
    await page.goto(`${origin}/account/request-one-time/?ota_nonce=${code ?? ""}`);
    await page.waitForURL(`${origin}/account/`);
    expect(signedIn(CHLOE)).toBe(true);
    expect(fake.identity.store.outbox().find((sent) => sent.nonce === code)?.used).toBe(true);
    const stored = await page.evaluate(
      () => localStorage.getItem("ArcId.USER_INFO") ?? sessionStorage.getItem("ArcId.USER_INFO"),
    );
    expect(stored).toContain(fake.identity.store.readerByEmail(CHLOE)?.uuid ?? "missing");
    expect(problems).toEqual([REFUSED_LOGIN]);
    await context.close();
  }, 90000);
});
