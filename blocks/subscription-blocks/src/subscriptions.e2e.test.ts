/** @jest-environment node */
import type { Locator, Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import {
  startBrowserPreview,
  tabTo,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

const DORA = "dora.subscriber@example.test";

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

/** Tabs to a control and presses Enter on it: the keyboard alone. */
async function press(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  expect(await tabTo(page, target, 150)).toBe(true);
  await page.keyboard.press("Enter");
}

const status = (id: number) => preview.fake.sales.subscriptions(DORA).find((one) => one.subscriptionID === id)?.status;

describe("A subscriber's subscriptions on the preview, in headless Chromium", () => {
  it("signs dora in, cancels her active subscription and resubscribes, by keyboard alone", async () => {
    const { origin } = preview;
    const context = await preview.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchProblems(page);

    // Signed out, the page sends her to log in, and logging in brings her back.
    await page.goto(`${origin}/account/subscriptions/`);
    await page.waitForURL(`${origin}/account/login/?redirect=%2Faccount%2Fsubscriptions%2F`);
    await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    expect(await tabTo(page, page.getByRole("textbox", { name: "Email" }), 150)).toBe(true);
    await page.keyboard.type(DORA);
    expect(await tabTo(page, page.getByLabel(/^Password/))).toBe(true);
    await page.keyboard.type(FIXTURE_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/account/subscriptions/`);

    const active = page.locator(".b-subscriptions--profile .b-subscriptions__card").first();
    await active.getByText("Active", { exact: true }).waitFor();
    await active.getByText("ending in 4242").waitFor();

    // Cancel: the confirmation takes focus; confirming cancels on Sales and the list is read again.
    await press(page, active.getByRole("button", { name: "Cancel subscription" }));
    const question = page.getByRole("group", { name: "Yes, cancel" });
    await question.waitFor();
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await press(page, question.getByRole("button", { name: "Yes, cancel" }));
    await active.getByText("Canceled", { exact: true }).waitFor();
    await active.getByRole("note").getByText("You canceled this subscription.", { exact: false }).waitFor();
    expect(status(4001)).toBe(3);

    // Resubscribe: the confirmation names the next charge date.
    await press(page, active.getByRole("button", { name: "Resubscribe" }));
    const again = page.getByRole("group", { name: "Yes, resubscribe" });
    await again.getByText(/the next charge is on .*\d{4}\./).waitFor();
    await press(page, again.getByRole("button", { name: "Yes, resubscribe" }));
    await active.getByText("Active", { exact: true }).waitFor();
    expect(await active.getByRole("note").count()).toBe(0);
    expect(status(4001)).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  }, 90000);
});
