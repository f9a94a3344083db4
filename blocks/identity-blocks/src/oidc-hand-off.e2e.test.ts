/** @jest-environment node */
import type { Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { startBrowserPreview, type BrowserPreview } from "@broadsheet/local-host/testing/browser-preview";

/**
 * Arc as an OIDC provider on the preview, in headless Chromium, for a reader already signed in: the reported
 * link (`redirect_uri=javascript:…`) goes nowhere and says so; a registered client's link waits for the reader's
 * click on the button naming it, and only then does the reader go back to the client with a code.
 */
const ANA = "ana.reader@example.test";
const CALLBACK = "https://crossword.example.test/oidc/callback";
const LOGIN = "/account/login/";
const island = 'bs-island[data-block="login"][data-hydrated]';
const REFUSED = /This sign-in request cannot be completed/;

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

/** Everything that would show the hand-off went ahead: a navigation, a provider call, a dialog from script. */
function watchHandOff(page: Page): { navigations: string[]; providerCalls: string[]; dialogs: string[] } {
  const seen = { navigations: [] as string[], providerCalls: [] as string[], dialogs: [] as string[] };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) seen.navigations.push(frame.url());
  });
  page.on("request", (request) => {
    if (request.url().includes("/oidc/provider/login")) seen.providerCalls.push(request.url());
  });
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

describe("Arc as an OIDC provider on the preview", () => {
  it("refuses a hostile return address and hands over to a registered client only after the reader's click", async () => {
    const { origin } = preview;
    const context = await preview.newContext();
    const page = await context.newPage();
    await context.route("https://crossword.example.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Crossword</title>" }),
    );

    // Ana signs in on the plain login page.
    await page.goto(`${origin}${LOGIN}`);
    await page.waitForSelector(island);
    await page.getByRole("textbox", { name: "Email" }).fill(ANA);
    await page.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/account/`);
    expect(preview.signedIn(ANA)).toBe(true);

    // The reported link, exactly as an attacker would send it.
    const hostile = `${origin}${LOGIN}?client_id=x&redirect_uri=javascript:alert(document.domain)//&response_type=code`;
    const seen = watchHandOff(page);
    await page.goto(hostile);
    await page.waitForSelector(island);
    await page.getByRole("alert").filter({ hasText: REFUSED }).waitFor();
    // Long enough for the signed-in state to arrive and anything automatic to have happened.
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(hostile);
    expect(seen.navigations).toEqual([hostile]);
    expect(seen.providerCalls).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(await page.getByRole("button", { name: /Continue to/ }).count()).toBe(0);

    // A registered client at its registered address: asked, not sent.
    const authorize = `${origin}${LOGIN}?client_id=crossword-app&redirect_uri=${encodeURIComponent(CALLBACK)}&response_type=code&state=s1`;
    seen.navigations.length = 0;
    await page.goto(authorize);
    await page.waitForSelector(island);
    const confirm = page.getByRole("button", { name: "Continue to crossword-app" });
    await confirm.waitFor();
    await page.getByText(/crossword-app asks to sign you in.*crossword\.example\.test/).waitFor();
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(authorize);
    expect(seen.providerCalls).toEqual([]);

    await confirm.click();
    await page.waitForURL((url) => url.href.startsWith(`${CALLBACK}?`));
    const back = new URL(page.url());
    expect(back.searchParams.get("code")).toEqual(expect.any(String));
    expect(back.searchParams.get("state")).toBe("s1");
    expect(seen.providerCalls).toHaveLength(1);
    expect(seen.dialogs).toEqual([]);
    await context.close();
  }, 90000);
});
