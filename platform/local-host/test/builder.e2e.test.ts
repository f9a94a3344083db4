/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { LONG_READ } from "../src/demo/pages";
import { repoRoot } from "../src/node/repo";
import { createPreview } from "../src/server/preview-server";
import { visit } from "../src/testing/browser";
import { openPreviewInBrowser, type PreviewInBrowser } from "../src/testing/preview-in-browser";

/**
 * An editor's journey through the page builder, by role and label only: a page built from nothing, its fields
 * set, a promo's headline typed over in the preview, blocks moved by keyboard within a chain and out of it, an
 * undo, a refused value, a save, and the page live at its address. The preview saves into a copy of the pages
 * folder.
 */
const STORY_HEADLINE = "Inside the quiet fight to fix the county's ballot machines";
const TYPED_HEADLINE = "Ballot machines, fixed at last";

let pagesDir: string;
let session: PreviewInBrowser;

beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), "builder-journey-"));
  cpSync(join(repoRoot(), "platform/local-host/pages"), pagesDir, { recursive: true });
  session = await openPreviewInBrowser(createPreview({ mode: "development", pagesDir }));
}, 120000);

afterAll(async () => {
  await session?.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: the builder's policy runs only its own scripts.
  await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  })) as AxeViolation[];
  return violations.map(
    ({ id, help, nodes }) => `${id}: ${help} at ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** The move handles of a list's blocks in the page tree, in order. */
async function blocksIn(list: Locator): Promise<string[]> {
  const handles = await list.getByRole("button", { name: /^Move / }).all();
  return Promise.all(handles.map(async (handle) => (await handle.getAttribute("aria-label")) ?? ""));
}

/** What `read` answers once it answers `expected` (the builder updates on the next render), or its last answer. */
async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let answer = await read();
  for (let tries = 0; tries < 50 && JSON.stringify(answer) !== JSON.stringify(expected); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await read();
  }
  return answer;
}

it("builds a page from nothing, edits it, moves a block by keyboard, undoes, refuses a bad value and saves", async () => {
  const { page, problems, close } = await visit(session.browser, `${session.origin}/builder/`, {
    viewport: { width: 1280, height: 900 },
  });

  // A new page of the single-column layout, with its address, site and the story it is about.
  await page.getByLabel("Layout").selectOption({ label: "Single Column" });
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Built on the preview");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("/journey/");
  await page.getByRole("combobox", { name: "Site", exact: true }).selectOption("the-daily");
  const globalContent = page.getByRole("group", { name: "Global content" });
  await globalContent.getByLabel("Content source").selectOption("content-api");
  await globalContent.getByLabel(/^Website URL/).fill(LONG_READ);

  // A headline in the body, then a chain holding a promo of a story chosen through its content config, and an ad.
  await page.getByLabel("Add blocks to").selectOption({ label: "Section body" });
  await page.getByRole("button", { name: "Add Headline" }).click();
  await page.getByLabel("Search blocks").fill("single chain");
  await page.getByRole("button", { name: "Add Single Chain" }).click();
  await page.getByLabel("Search blocks").fill("");
  await page.getByRole("button", { name: "Add Medium Promo" }).click();
  const story = page.getByRole("group", { name: "Story" });
  await story.getByLabel("Content source").selectOption("content-api");
  await story.getByLabel(/^Website URL/).fill(LONG_READ);
  await story.getByRole("button", { name: "Preview content" }).click();
  await story.getByRole("status", { name: "What Story returns" }).getByText(STORY_HEADLINE).waitFor();
  await page.getByLabel("Headline size").selectOption("Large");
  await page.getByLabel("Alert badge").fill("Live");
  await page.getByRole("button", { name: "Add Ads" }).click();
  await page.getByLabel("Ad type").selectOption({ label: "Cube" });

  // The preview frame shows the draft in admin mode, the promo's story in it.
  const frame = page.getByTitle("Page preview").contentFrame();
  await frame.getByRole("heading", { name: STORY_HEADLINE }).first().waitFor();

  // The promo's headline, typed over in the frame by keyboard: kept for the promo alone, shown in its form.
  const previewBox = page.getByRole("region", { name: "The page as drawn" });
  expect(await settled(() => previewBox.getAttribute("aria-busy"), "false")).toBe("false");
  const promoHeadline = frame.getByRole("heading", { level: 2, name: STORY_HEADLINE });
  await promoHeadline.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(TYPED_HEADLINE);
  await page.keyboard.press("Enter");
  const inPlace = page.getByRole("group", { name: "Edited in place" }).getByRole("textbox", { name: "Headline" });
  expect(await settled(() => inPlace.inputValue(), TYPED_HEADLINE)).toBe(TYPED_HEADLINE);
  await frame.getByRole("heading", { level: 2, name: TYPED_HEADLINE }).waitFor();

  // The ad moves above the promo by keyboard alone; undo puts it back, redo moves it again.
  const chain = page.getByRole("region", { name: "Section body" }).getByRole("list").nth(1);
  expect(await blocksIn(chain)).toEqual(["Move Medium Promo", "Move Ads"]);
  await chain.getByRole("button", { name: "Move Ads", exact: true }).focus();
  // Each key waits for what screen-reader users hear (the announcement is visually hidden, so read, not waited for).
  const announced = (said: RegExp) => async () =>
    (await page.getByRole("status").allTextContents()).some((text) => said.test(text));
  await page.keyboard.press("Space");
  expect(await settled(announced(/Ads is over position 2 of 2/), true)).toBe(true);
  await page.keyboard.press("ArrowUp");
  expect(await settled(announced(/Ads is over position 1 of 2/), true)).toBe(true);
  await page.keyboard.press("Space");
  expect(await settled(announced(/Ads dropped at position 1 of 2/), true)).toBe(true);
  expect(await settled(() => blocksIn(chain), ["Move Ads", "Move Medium Promo"])).toEqual([
    "Move Ads",
    "Move Medium Promo",
  ]);
  await page.getByRole("button", { name: "Undo" }).click();
  expect(await settled(() => blocksIn(chain), ["Move Medium Promo", "Move Ads"])).toEqual([
    "Move Medium Promo",
    "Move Ads",
  ]);
  await page.getByRole("button", { name: "Redo" }).click();
  expect(await settled(() => blocksIn(chain), ["Move Ads", "Move Medium Promo"])).toEqual([
    "Move Ads",
    "Move Medium Promo",
  ]);

  // Out of the chain into the body section by keyboard, then back by undo.
  const body = page.getByRole("region", { name: "Section body" });
  await chain.getByRole("button", { name: "Move Ads", exact: true }).focus();
  await page.keyboard.press("Space");
  // An arrow pressed before the pick-up has landed is not a move yet (a loaded machine showed it).
  expect(await settled(announced(/Ads is over position 1 of 2/), true)).toBe(true);
  await page.keyboard.press("ArrowUp");
  expect(await settled(announced(/Ads is over position 2 of 3 in the body section/), true)).toBe(true);
  await page.keyboard.press("Space");
  const outOfChain = ["Move Headline", "Move Ads", "Move Single Chain", "Move Medium Promo"];
  expect(await settled(() => blocksIn(body), outOfChain)).toEqual(outOfChain);
  await page.getByRole("button", { name: "Undo" }).click();
  expect(await settled(() => blocksIn(chain), ["Move Ads", "Move Medium Promo"])).toEqual([
    "Move Ads",
    "Move Medium Promo",
  ]);

  // A value the kit refuses shows its editor's message, and a save then writes nothing.
  await chain.getByRole("button", { name: "Medium Promo", exact: true }).click();
  const image = page.getByRole("textbox", { name: "Image", exact: true });
  await image.fill("javascript:alert(1)");
  const message = page.getByText(/^Image "javascript:alert\(1\)" /);
  await message.first().waitFor();
  expect(await settled(() => image.getAttribute("aria-invalid"), "true")).toBe("true");
  await page.getByRole("button", { name: "Review and save" }).click();
  await page
    .getByRole("alert")
    .getByText(/^Medium Promo: Image "javascript:alert\(1\)" /)
    .waitFor();
  expect(existsSync(join(pagesDir, "journey.json"))).toBe(false);
  await image.fill("");
  expect(await settled(() => image.getAttribute("aria-invalid"), null)).toBeNull();

  // The template form is open while axe looks, so it is checked too.
  await page.getByRole("button", { name: "Save as template" }).click();
  await page.getByRole("textbox", { name: "Template name" }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Close" }).click();

  // Reviewed, then saved: the diff is the new file, and the page is live at its address.
  await page.getByRole("button", { name: "Review and save" }).click();
  await page
    .getByRole("region", { name: "What the save changes in journey.json" })
    .getByText('"uri": "/journey/",')
    .waitFor();
  await page.getByRole("button", { name: "Save page" }).click();
  await page.getByRole("link", { name: "/journey/" }).waitFor();
  expect(JSON.parse(readFileSync(join(pagesDir, "journey.json"), "utf8"))).toMatchObject({
    uri: "/journey/",
    title: "Built on the preview",
  });

  await page.goto(`${session.origin}/journey/`);
  await expect(page.title()).resolves.toContain("Built on the preview");
  await page.getByRole("heading", { level: 1, name: STORY_HEADLINE }).waitFor();
  await page.getByRole("link", { name: TYPED_HEADLINE }).first().waitFor();
  await page.getByText("Live", { exact: true }).waitFor();
  await page.getByText("Advertisement").first().waitFor();
  // The refused save's answer (422) is the one failed request the browser reports; nothing else may fail.
  expect(problems.filter((problem) => !/\b422\b/.test(problem))).toEqual([]);
  expect(problems.filter((problem) => problem.includes("/builder/api/save"))).toHaveLength(1);
  await close();
}, 60000);
