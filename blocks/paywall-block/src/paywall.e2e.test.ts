/** @jest-environment node */
import type { BrowserContext, Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import {
  startBrowserPreview,
  tabTo,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";
import { serveCommerceStandIns } from "@broadsheet/local-host/testing/commerce-standins";
import { serveIdentityStandIns } from "@broadsheet/local-host/testing/identity-standins";
import { TEASER_REM } from "./paywall.styles";

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

/** A line of the story's text in view, or the part of it the wall's panel leaves uncovered. */
interface SeenLine {
  text: string;
  /** How far below the start of the story's body the line starts, in rem. */
  depth: number;
  /** The uncovered part, in CSS pixels of the viewport. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The lines of the story's body in view that nothing covers: not the wall's panel, nor a bar fixed over the page
 * (a line partly covered counts by its uncovered parts). Pixels next to a cover are left out: its border and
 * shadow are no story.
 */
function seenLines(page: Page): Promise<SeenLine[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const body = document.querySelector(".b-article-body");
    const panel = document.querySelector("dialog .b-paywall__panel");
    if (!body || !panel) throw new Error("no story body or no wall");
    const fixed = Array.from(document.body.querySelectorAll("*")).filter(
      (element) =>
        !element.closest("dialog") &&
        !element.contains(body) &&
        ["fixed", "sticky"].includes(getComputedStyle(element).position),
    );
    const covers: Box[] = [panel, ...fixed].map((element) => element.getBoundingClientRect());
    const margin = 4;
    // A box less a cover: what lies above, below, before and after it (these may overlap; each is seen).
    const less = (box: Box, cover: Box): Box[] => {
      const apart =
        box.right <= cover.left - margin ||
        box.left >= cover.right + margin ||
        box.bottom <= cover.top - margin ||
        box.top >= cover.bottom + margin;
      if (apart) return [box];
      return [
        { ...box, bottom: Math.min(box.bottom, cover.top - margin) },
        { ...box, top: Math.max(box.top, cover.bottom + margin) },
        { ...box, right: Math.min(box.right, cover.left - margin) },
        { ...box, left: Math.max(box.left, cover.right + margin) },
      ].filter((piece) => piece.bottom - piece.top >= 2 && piece.right - piece.left >= 2);
    };
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const bodyTop = body.getBoundingClientRect().top;
    const lines: SeenLine[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        const inView: Box = {
          left: Math.max(rect.left, 0),
          right: Math.min(rect.right, innerWidth),
          top: Math.max(rect.top, 0),
          bottom: Math.min(rect.bottom, innerHeight),
        };
        if (inView.bottom <= inView.top || inView.right <= inView.left) continue;
        const pieces = covers.reduce<Box[]>((seen, cover) => seen.flatMap((piece) => less(piece, cover)), [inView]);
        for (const piece of pieces) {
          lines.push({
            text: text.slice(0, 40),
            depth: (rect.top - bodyTop) / rem,
            box: { x: piece.left, y: piece.top, width: piece.right - piece.left, height: piece.bottom - piece.top },
          });
        }
      }
    }
    return lines;
  });
}

/**
 * The contrast a reader meets in each box of the page as drawn: its most distinct pixel against its median
 * one (the text against what shows behind it), by WCAG's relative luminance. Read off a screenshot in a blank
 * page of the same browser, which decodes PNG and has no content security policy in the way.
 */
async function drawnContrasts(
  context: BrowserContext,
  page: Page,
  scale: number,
  boxes: SeenLine["box"][],
): Promise<number[]> {
  const png = (await page.screenshot()).toString("base64");
  const decoder = await context.newPage();
  try {
    return await decoder.evaluate(
      async ({ png, boxes, scale }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const graphics = canvas.getContext("2d");
        if (!graphics) throw new Error("no 2d canvas");
        graphics.drawImage(bitmap, 0, 0);
        const linear = (channel: number) => {
          const c = channel / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return boxes.map((box) => {
          const x = Math.floor(box.x * scale);
          const y = Math.floor(box.y * scale);
          const width = Math.max(1, Math.min(bitmap.width - x, Math.ceil(box.width * scale)));
          const height = Math.max(1, Math.min(bitmap.height - y, Math.ceil(box.height * scale)));
          const { data } = graphics.getImageData(x, y, width, height);
          const luminances: number[] = [];
          for (let i = 0; i < data.length; i += 4) {
            luminances.push(
              0.2126 * linear(data[i] ?? 0) + 0.7152 * linear(data[i + 1] ?? 0) + 0.0722 * linear(data[i + 2] ?? 0),
            );
          }
          const sorted = [...luminances].sort((a, b) => a - b);
          const behind = sorted[Math.floor(sorted.length / 2)] ?? 0;
          const extremes = [sorted[0] ?? behind, sorted[sorted.length - 1] ?? behind];
          return Math.max(...extremes.map((l) => (Math.max(l, behind) + 0.05) / (Math.min(l, behind) + 0.05)));
        });
      },
      { png, boxes, scale },
    );
  } finally {
    await decoder.close();
  }
}

/** The screens of the issue: a phone, a laptop, a portrait monitor, a 1080p screen zoomed out to 50 %. */
const SCREENS = [
  { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  { viewport: { width: 1440, height: 2560 }, deviceScaleFactor: 1 },
  { viewport: { width: 3840, height: 2160 }, deviceScaleFactor: 0.5 },
] as const;

/** The display modes, by the class that places the wall. */
const MODES = ["b-paywall--bottom-half", "b-paywall--full", "b-paywall--modal"] as const;

/** The text of the story's last paragraph, which only subscribers may read. */
const LAST_WORDS = "starting eleven came through the";

describe("The paywall on the preview, in headless Chromium", () => {
  it("walls a premium story for a new reader; the wall is reached by keyboard, the story is not, and Subscribe leads to the premium offer", async () => {
    const context = await preview.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto(`${preview.origin}${PREMIUM}`);
    const wall = page.getByRole("dialog", { name: "Subscribe to continue reading." });
    await wall.waitFor();
    // A reader who never signed in is walled without downloading the Identity SDK (issue 27).
    expect((await Promise.all(scripts)).filter((text) => text.includes("[Arc Identity SDK]"))).toEqual([]);
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

  describe.each(SCREENS)("at $viewport.width×$viewport.height CSS px (scale $deviceScaleFactor)", (screen) => {
    it("hides the story past its first lines in every display mode and colour scheme; the text stays in the page", async () => {
      // Arc's client-side paywall: the server sends the whole story, and the browser hides it.
      const html = await (await fetch(`${preview.origin}${PREMIUM}`)).text();
      expect(html.slice(html.indexOf("b-article-body"))).toContain(LAST_WORDS);

      const context = await preview.browser.newContext(screen);
      await serveIdentityStandIns(context, preview.origin);
      await serveCommerceStandIns(context, preview.origin);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${preview.origin}${PREMIUM}`);
      const wall = page.getByRole("dialog", { name: "Subscribe to continue reading." });
      await wall.waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator(".b-article-body").textContent()).toContain(LAST_WORDS);

      const readable: string[] = [];
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const mode of MODES) {
          // The mode's place for the wall, as the editor's choice would give it.
          await wall.evaluate((dialog, mode) => {
            dialog.classList.remove("b-paywall--bottom-half", "b-paywall--full", "b-paywall--modal");
            dialog.classList.add(mode);
          }, mode);
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const beyond = (await seenLines(page)).filter((line) => line.depth >= TEASER_REM);
          const contrasts = await drawnContrasts(
            context,
            page,
            screen.deviceScaleFactor,
            beyond.map((line) => line.box),
          );
          beyond.forEach((line, index) => {
            const contrast = contrasts[index] ?? 0;
            // Text at 1.5:1 or more can be made out; below it, a line is a smudge.
            if (contrast >= 1.5) readable.push(`${scheme} ${mode}: "${line.text}" at ${contrast.toFixed(2)}:1`);
          });
        }
      }
      expect(readable).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }, 60000);
  });
});
