/** @jest-environment node */
import type { Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import {
  startBrowserPreview,
  tabTo,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

/** The demo site's premium story (fake-arc's fixtures, restriction "premium") and a free one. */
const PREMIUM = "/sport/football/2026/11/13/the-coach-who-rebuilt-the-harriers/";
const FREE = "/politics/2026/11/20/the-long-read/";
const ANA = "ana.reader@example.test";
/** The stand-in's rules for the registration journey: every story walled for registration from the first read. */
const REGISTER_FIRST = [{ id: 1, name: "Registration wall", cc: "default", budget: 0, c: [true], e: [false] }];

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

afterEach(() => preview.fake.reset());

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

describe("The paywall on the preview, in headless Chromium", () => {
  it("walls a premium story for a new reader; the wall is reached by keyboard, the story is not, and Subscribe leads to the premium offer", async () => {
    const context = await preview.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${preview.origin}${PREMIUM}`);
    const wall = page.getByRole("dialog", { name: "Subscribe to continue reading." });
    await wall.waitFor();
    const state = await wall.evaluate((dialog) => ({
      modal: dialog.matches(":modal"),
      focused: document.activeElement?.textContent,
      // What the reader would click in the story's upper half is the wall's fade, not the story.
      pointed: document.elementFromPoint(innerWidth / 2, innerHeight / 4)?.closest("dialog") === dialog,
      storyInert: document.querySelector(".b-article-body, article, main")?.closest("[inert]") !== null,
    }));
    expect(state).toEqual({ modal: true, focused: "Subscribe to continue reading.", pointed: true, storyInert: true });
    expect(await axeViolations(page)).toEqual([]);

    // Tab cycles through the wall's links (and the browser's own controls), never into the story behind it.
    const reached = new Set<string>();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      reached.add(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return "nothing";
          return active.closest("dialog") ? (active.textContent ?? "") : `outside: ${active.outerHTML.slice(0, 80)}`;
        }),
      );
    }
    expect([...reached].filter((name) => name !== "nothing").sort()).toEqual(["Log In.", "Subscribe"]);

    // Escape does not dismiss it.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    expect(await wall.isVisible()).toBe(true);

    const subscribe = wall.getByRole("link", { name: "Subscribe" });
    expect(await tabTo(page, subscribe, 10)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${preview.origin}/offer/?campaign=premium`);
    await page.getByRole("heading", { name: "Read every story in The Daily" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60000);

  it("shows a registration wall to a signed-out reader, and nothing once the reader has logged in from it", async () => {
    const context = await preview.newContext();
    await context.addInitScript((rules) => {
      (window as unknown as { __fakeArcPRules: unknown }).__fakeArcPRules = rules;
    }, REGISTER_FIRST);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${preview.origin}${FREE}`);
    const wall = page.getByRole("dialog", { name: "Register to continue reading." });
    await wall.waitFor();
    expect(await wall.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      `/account/signup/?redirect=${encodeURIComponent(FREE)}`,
    );

    await wall.getByRole("link", { name: "Log In." }).click();
    await page.waitForURL(`${preview.origin}/account/login/?redirect=${encodeURIComponent(FREE)}`);
    await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    await page.getByRole("textbox", { name: "Email" }).fill(ANA);
    await page.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${preview.origin}${FREE}`);
    expect(preview.signedIn(ANA)).toBe(true);

    // The script has judged the story (its meter is written) and walled nothing for a registered reader.
    await page.waitForFunction(() => localStorage.getItem("ArcP.meter") !== null);
    await page.getByRole("button", { name: "Account", exact: true }).first().waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.locator("[inert]").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60000);
});
