/** @jest-environment node */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { FIXTURE_PASSWORD, type FakeArc } from "@broadsheet/fake-arc";
import { DEMO_PAGES, SIGNED_IN_PAGES, type SignedInPage } from "../src/demo/pages";
import { createPreview, listen } from "../src/server/preview-server";
import { launchChromium, visit, type Visit } from "../src/testing/browser";
import { layoutShifts, watchLayoutShifts } from "../src/testing/layout-shift";

/**
 * Every kind of page the demo site serves, whole, as a reader's browser has it: hydrated (React's development
 * build, which reports hydration mismatches), at a phone's width and a desktop's, checked by axe. A block can
 * pass its own story and still break the page (two landmarks with one name, headings that skip, an id used
 * twice), or move the page as it arrives (a late bar, a logo whose width comes with the image), so this is where
 * those show.
 */
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

let server: Server;
let origin: string;
let browser: Browser;

let fake: FakeArc;

beforeAll(async () => {
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

const cases = Object.entries(DEMO_PAGES).flatMap(([kind, path]) =>
  Object.entries(WIDTHS).map(([width, viewport]) => ({ kind, path, width, viewport })),
);

/** axe's violations, the console's problems and the layout shifts of a page as it is once loaded. */
async function checkPage(visited: Visit): Promise<void> {
  await visited.page.waitForLoadState("networkidle");
  await visited.page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const violations = await visited.page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  const found = (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
  expect(found).toEqual([]);
  expect(visited.problems).toEqual([]);
  // CLS at most 0.01 (issue 10); a list of the shifts names what moved when one creeps in.
  const shifts = await layoutShifts(visited.page);
  expect(shifts.reduce((total, shift) => total + shift.value, 0) > 0.01 ? shifts : []).toEqual([]);
}

it.each(cases)(
  "the $kind page ($path) at $width width has no axe violations, and nothing moves as it loads",
  async ({ path, viewport }) => {
    const visited = await visit(browser, `${origin}${path}`, { viewport, identityStandIns: true });
    try {
      await watchLayoutShifts(visited.page);
      await checkPage(visited);
    } finally {
      await visited.close();
    }
  },
  60000,
);

const signedInCases = Object.entries(SIGNED_IN_PAGES).flatMap(([kind, page]: [string, SignedInPage]) =>
  Object.entries(WIDTHS).map(([width, viewport]) => ({ kind, ...page, width, viewport })),
);

it.each(signedInCases)(
  "the $kind page ($path) at $width width, signed in as $reader, has no axe violations, and nothing moves as it loads",
  async ({ path, reader, ready, cart, viewport }) => {
    if (cart) {
      const uuid = fake.identity.store.readerByEmail(reader)?.uuid ?? "";
      fake.sales.store.putCart(uuid, { lines: [{ ...cart, quantity: 1 }], cartDate: Date.now() });
    }
    // Logged in on the login page, which sends the reader on to the page: the page is then loaded as a reader has it.
    const visited = await visit(browser, `${origin}/account/login/?redirect=${encodeURIComponent(path)}`, {
      viewport,
      identityStandIns: true,
    });
    try {
      await visited.page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
      await visited.page.getByRole("textbox", { name: "Email" }).fill(reader);
      await visited.page.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
      await visited.page.keyboard.press("Enter");
      await visited.page.waitForURL(`${origin}${path}`);
      await visited.page.reload();
      await watchLayoutShifts(visited.page);
      await visited.page.locator(ready).first().waitFor();
      await checkPage(visited);
    } finally {
      await visited.close();
    }
  },
  60000,
);
