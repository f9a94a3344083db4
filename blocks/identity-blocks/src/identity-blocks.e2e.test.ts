/** @jest-environment node */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import type { FakeArc } from "@broadsheet/fake-arc";
import { createPreview, listen } from "@broadsheet/local-host/server/preview-server";
import { launchChromium } from "@broadsheet/local-host/testing/browser";
import { serveIdentityStandIns } from "@broadsheet/local-host/testing/identity-standins";

const NEW_READER = "frida.journey@example.test";
const PASSWORD = "Morning-edition-7";

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

const liveSessions = (email: string): number => {
  const reader = fake.identity.store.readerByEmail(email);
  return reader ? fake.identity.store.liveSessions(reader.uuid).length : 0;
};

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (!["error", "warning"].includes(message.type())) return;
    if (text.includes("React DevTools") || text.includes("One Tap was not displayed")) return;
    // The pages a reader lands on (/account/, /politics/ exists) may not exist on the preview.
    if (text.includes("Failed to load resource") && text.includes("404")) return;
    problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Logs out with the page's own sdk-identity: the preview loaded it (one module per URL) for the form, so
 * importing its chunk again gives the same, configured Identity, whose logout ends the session on the server.
 */
async function logOutWithTheSdk(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Built from a string: jest's compiler would turn a literal import() into require().
    const load = new Function("src", "return import(src)") as (src: string) => Promise<unknown>;
    const scripts = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js"));
    for (const src of scripts) {
      const code = await (await fetch(src)).text();
      if (!code.includes("/identity/public/v1/auth/token") || !code.includes("ArcSDK.logout")) continue;
      let value: unknown = await load(src);
      for (let depth = 0; depth < 4; depth++) {
        const candidate = value as { logout?: unknown; options?: unknown; default?: unknown };
        if (typeof candidate.logout === "function" && typeof candidate.options === "function") {
          await (candidate.logout as () => Promise<unknown>).call(candidate);
          return;
        }
        value = candidate.default;
      }
    }
    throw new Error("sdk-identity is not loaded on this page");
  });
}

describe("Login and sign-up on the preview, in headless Chromium", () => {
  it("signs a new reader up, logs out through the SDK, logs in with a redirect and lands on it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The login page holds social sign-on too: Google's and Facebook's scripts come from the preview's stand-ins.
    await serveIdentityStandIns(context, origin);
    await context.addInitScript(() => {
      // One Tap would cover the page; this journey is the forms'.
      (window as unknown as Record<string, unknown>).__fakeGoogleOneTap = "not_displayed";
    });
    const page = await context.newPage();
    const problems = watchProblems(page);

    // The server sends the whole form: usable before hydration.
    const served = await (await fetch(`${origin}/account/signup/`)).text();
    expect(served).toMatch(/<form[^>]*aria-label="Sign up"/);

    await page.goto(`${origin}/account/signup/`);
    await page.waitForSelector('bs-island[data-block="sign-up"][data-hydrated]');
    await page.getByRole("textbox", { name: "Email" }).fill(NEW_READER);
    await page.getByLabel("Password", { exact: false }).first().fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: false }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${origin}/account/`);
    expect(fake.identity.store.readerByEmail(NEW_READER)?.password).toBe(PASSWORD);
    expect(liveSessions(NEW_READER)).toBe(1);

    // The social sign-on page loads the SDK and, unlike the login page, does not send a signed-in reader on.
    await page.goto(`${origin}/account/social/`);
    await page.waitForSelector('bs-island[data-block="social-sign-on"][data-hydrated]');
    await page.waitForSelector('[data-state="ready"]');
    await logOutWithTheSdk(page);
    expect(liveSessions(NEW_READER)).toBe(0);

    // Keyboard only: type, Tab, type, Enter.
    await page.goto(`${origin}/account/login/?redirect=%2Fpolitics%2F`);
    await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    await page.getByRole("textbox", { name: "Email" }).focus();
    await page.keyboard.type(NEW_READER);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/politics/`);
    expect(liveSessions(NEW_READER)).toBe(1);
    expect(page.url()).not.toMatch(/token|password/i);
    expect(problems).toEqual([]);
    await context.close();
  }, 60000);
});
