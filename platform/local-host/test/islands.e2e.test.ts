/** @jest-environment node */
import type { Browser } from "playwright-core";
import { visit } from "../src/testing/browser";
import { assertNoCspViolations, watchCspViolations } from "../src/testing/csp-violations";
import { openPreviewInBrowser, type PreviewInBrowser } from "../src/testing/preview-in-browser";
import { createFixturePreview } from "./fixtures/preview";

let session: PreviewInBrowser;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  // React's development build in the browser: it is the one that reports hydration mismatches.
  session = await openPreviewInBrowser(createFixturePreview({ mode: "development" }));
  ({ origin, browser } = session);
}, 60000);

afterAll(async () => {
  await session?.close();
});

const open = (path: string) => visit(browser, `${origin}${path}`);

const island = (block: string) => `bs-island[data-block="${block}"]`;

describe("a page hydrated as Fusion does it, in a real browser", () => {
  it("hydrates the layout, the chain and an eager island with the page, and each other island on its trigger", async () => {
    const { page, problems, scripts, requests, close } = await open("/islands/");

    // The eager island lives in the chain inside the layout: once it is live, the page has hydrated.
    await page.waitForSelector(`${island("test-eager-counter")}[data-hydrated]`);
    await page.getByRole("button", { name: "Clicked 10 times" }).click();
    await page.getByRole("button", { name: "Clicked 11 times" }).waitFor();

    // Before its trigger, the interaction island is the server's HTML, untouched: same nodes, no handlers.
    const counter = page.locator(island("test-counter"));
    expect(await counter.getAttribute("data-hydrated")).toBeNull();
    const serverButton = await page.evaluateHandle(
      (selector) => document.querySelector(`${selector} button`),
      island("test-counter"),
    );
    const served = await (await fetch(`${origin}/islands/`)).text();
    const serverHtml = /<bs-island [^>]*data-block="test-counter">(.*?)<\/bs-island>/.exec(served)?.[1];
    expect(serverHtml).toContain("Clicked <!-- -->3<!-- --> times");
    expect(await counter.innerHTML()).toBe(serverHtml);
    expect(scripts).not.toContain("/pf/dist/components/combinations/blocks/features/test-counter.js");

    // Reaching it with the keyboard (back from the eager counter, focused by the click) is its trigger; Enter
    // then works on the same button.
    await page.keyboard.press("Shift+Tab");
    await page.waitForSelector(`${island("test-counter")}[data-hydrated]`);
    expect(scripts).toContain("/pf/dist/components/combinations/blocks/features/test-counter.js");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Clicked 4 times" }).waitFor();
    expect(await serverButton.evaluate((button) => button?.isConnected && button.textContent)).toBe("Clicked 4 times");

    // The visible island waits below the fold until the reader scrolls near it.
    const late = page.locator(island("test-late-counter"));
    expect(await late.getAttribute("data-hydrated")).toBeNull();
    expect(scripts).not.toContain("/pf/dist/components/combinations/blocks/features/test-late-counter.js");
    await page.getByRole("button", { name: "Clicked 20 times" }).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${island("test-late-counter")}[data-hydrated]`);
    await page.getByRole("button", { name: "Clicked 20 times" }).click();
    await page.getByRole("button", { name: "Clicked 21 times" }).waitFor();

    // An island that read content on the server hydrates from the server's result, with no fetch of its own.
    await page.waitForSelector(`${island("test-live-story-title")}[data-hydrated]`);
    expect(requests.filter((url) => url.includes("/pf/api/v3/content/"))).toEqual([]);

    // Static features kept their HTML and never shipped code.
    expect(await page.locator('bs-static[data-block="test-story-title"]').textContent()).toContain(
      "Inside the quiet fight",
    );
    expect(scripts.filter((url) => /features\/test-(story-title|site-name|spacer)/.test(url))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("shares a chain's state between the islands inside it, in one root, and keeps the click that woke an island", async () => {
    const { page, problems, close } = await open("/shared/");
    await page.waitForSelector(`${island("test-tally-count")}[data-hydrated]`);
    expect(await page.locator(island("test-tally-button")).getAttribute("data-hydrated")).toBeNull();
    // The first click is the interaction that hydrates the button's island: it must count, not vanish.
    await page.getByRole("button", { name: "Add one" }).click();
    await page.getByText("Tally: 1").waitFor();
    await page.getByRole("button", { name: "Add one" }).click();
    await page.getByText("Tally: 2").waitFor();
    expect(await page.locator(island("test-tally-count")).getAttribute("data-hydrated")).toBe("");
    expect(problems).toEqual([]);
    await close();
  }, 30000);

  it("keeps an island's server HTML, readable, when its code cannot be loaded", async () => {
    const context = await browser.newContext();
    const violations = await watchCspViolations(context);
    await context.route("**/pf/dist/components/combinations/blocks/features/test-counter.js", (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${origin}/islands/`);
    await page.waitForSelector(`${island("test-eager-counter")}[data-hydrated]`);
    const logged = page.waitForEvent("console", {
      predicate: (message) => message.type() === "error" && message.text().includes("could not be loaded"),
    });
    const button = page.getByRole("button", { name: "Clicked 3 times" });
    await button.focus();
    expect((await logged).text()).toContain("features/test-counter");
    expect(await page.locator(island("test-counter")).getAttribute("data-hydrated")).toBeNull();
    expect(await button.isVisible()).toBe(true);
    await context.close();
    assertNoCspViolations(violations);
  }, 30000);

  it("ships no code for a page's static features: only the runtime and the layout", async () => {
    const { page, problems, scripts, close } = await open("/static/");
    await page.getByText("The Daily Broadsheet").waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.startsWith("/pf/dist/components/combinations/blocks/"))).toEqual([
      "/pf/dist/components/combinations/blocks/layouts/test-layout.js",
    ]);
    expect(problems).toEqual([]);
    await close();
  }, 30000);
});
