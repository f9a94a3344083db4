/** @jest-environment node */
import type { BrowserContext, Page } from "playwright-core";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import {
  startBrowserPreview,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

/**
 * The checkout on the preview in headless Chromium, with the Stripe.js and PayPal stand-ins: Ana signs in on the
 * way to checkout with a plan waiting (as the offer page leaves it) and pays. The fake's orders, carts and
 * finalize counts are checked after each payment.
 */
const ANA = "ana.reader@example.test";
const EXPIRY = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`;

let preview: BrowserPreview;
let context: BrowserContext | null = null;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

afterEach(async () => {
  await context?.close();
  context = null;
});

const anaUuid = () => preview.fake.identity.store.readerByEmail(ANA)?.uuid ?? "";
const lastOrder = () => preview.fake.sales.orders(ANA).at(-1);

/** A fresh fake and browser; Ana with a plan waiting logs in and is sent on to checkout, ready for her address. */
async function atCheckout(expected: RegExp[] = []): Promise<{ page: Page; problems: string[] }> {
  preview.fake.reset();
  context = await preview.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page, expected);
  const { origin } = preview;
  await page.goto(`${origin}/account/login/?redirect=${encodeURIComponent("/checkout/")}`);
  await page.evaluate(() =>
    localStorage.setItem(
      "ArcSubs_PendingCart",
      JSON.stringify({ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", cartDate: Date.now() }),
    ),
  );
  await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
  await page.getByRole("textbox", { name: "Email" }).fill(ANA);
  await page.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
  await page.getByLabel(/^Password/).press("Enter");
  await page.waitForURL(`${origin}/checkout/`);
  await page.getByRole("textbox", { name: /^Address/ }).fill("1 Main St");
  await page.getByRole("combobox", { name: /^Country/ }).selectOption("US");
  await page.getByRole("textbox", { name: /^City/ }).fill("New York");
  await page.getByRole("combobox", { name: /^State/ }).selectOption("NY");
  await page.getByRole("textbox", { name: /^ZIP/ }).fill("10001");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("textbox", { name: "Card number" }).waitFor();
  return { page, problems };
}

/** Types a card into the stand-in's fields (by keyboard, as they are the provider's) and continues to review. */
async function payWith(page: Page, number: string): Promise<void> {
  await page.getByRole("textbox", { name: /^Name on card/ }).fill("Ana Reader");
  await page.getByRole("textbox", { name: "Card number" }).pressSequentially(number);
  await page.getByRole("textbox", { name: "Expiration date (MM / YY)" }).pressSequentially(EXPIRY);
  await page.getByRole("textbox", { name: "Security code (CVC)" }).pressSequentially("123");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Submit payment" }).waitFor();
}

/** The definition after a term of the confirmation's receipt (ARIA 1.3 names neither, so by the term's text). */
const definitionOf = (page: Page, term: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

/**
 * The preview's checkout sends a paid reader to its confirmation page (the template's successURL) naming the
 * order: waits for it and checks that it shows that order, found by its label as a reader's assistive technology
 * finds it.
 */
async function confirmed(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/confirmation\/\?orderNumber=/);
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber") ?? "";
  expect(orderNumber).toBe(lastOrder()?.orderNumber);
  await page.getByRole("heading", { level: 1, name: "Thank you for subscribing" }).waitFor();
  expect(await definitionOf(page, "Order number").textContent()).toBe(orderNumber);
  expect(await page.getByRole("link", { name: "See your subscriptions" }).getAttribute("href")).toBe(
    "/account/subscriptions/",
  );
  return orderNumber;
}

describe("Checkout on the preview", () => {
  it("shows a declined card's error keeping order and cart, then pays with a good card and lands on the confirmation", async () => {
    // The provider answers a decline with 402, which Chromium reports; the block logs the failure.
    const { page, problems } = await atCheckout([/status of 402/, /\[checkout-block\] the payment failed/]);
    await payWith(page, "4000000000000002");
    await page.getByRole("button", { name: "Submit payment" }).click();
    await page.getByText(/Your card was declined\./).waitFor();
    expect(lastOrder()?.status).toBe("Pending");
    expect(preview.fake.sales.store.cart(anaUuid()).lines).toHaveLength(1);
    expect(await page.getByRole("button", { name: "Submit payment" }).isEnabled()).toBe(true);

    await page.getByRole("button", { name: "Edit Payment" }).click();
    await payWith(page, "4242424242424242");
    await page.getByRole("button", { name: "Submit payment" }).click();
    await confirmed(page);
    const order = lastOrder();
    expect(order?.status).toBe("Paid");
    expect(preview.fake.sales.finalizeCount(order?.orderNumber ?? "")).toBe(1);
    expect(problems).toEqual([]);
  }, 90000);

  it("completes 3-D Secure in the provider's dialog and pays", async () => {
    const { page, problems } = await atCheckout();
    await payWith(page, "4000002500003155");
    await page.getByRole("button", { name: "Submit payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Authenticate this payment" });
    await dialog.getByRole("button", { name: "Complete authentication" }).click();
    await confirmed(page);
    expect(lastOrder()?.status).toBe("Paid");
    expect(preview.fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(1);
    expect(problems).toEqual([]);
  }, 90000);

  it("goes to PayPal, comes back approved, finalizes once and lands on the confirmation", async () => {
    const { page, problems } = await atCheckout();
    await page.getByRole("radio", { name: "PayPal" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Submit with PayPal" }).click();
    await page.waitForURL(/\/__fake-paypal\/checkoutnow/);
    await page.getByRole("button", { name: /^Approve payment of/ }).click();
    await confirmed(page);
    const order = lastOrder();
    expect(order?.status).toBe("Paid");
    expect(preview.fake.sales.finalizeCount(order?.orderNumber ?? "")).toBe(1);
    expect(problems).toEqual([]);
  }, 90000);

  it("sends one finalize for a double click on Submit payment", async () => {
    const { page, problems } = await atCheckout();
    await payWith(page, "4242424242424242");
    await page.getByRole("button", { name: "Submit payment" }).dblclick();
    await confirmed(page);
    expect(preview.fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(1);
    expect(problems).toEqual([]);
  }, 90000);

  it("takes a reader from a story through the offer, login and payment to a confirmation that leads back to the story", async () => {
    preview.fake.reset();
    context = await preview.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    const { origin } = preview;
    const story = "/politics/2026/11/20/the-long-read/";
    await page.goto(`${origin}${story}`);
    // The story's own link to the offers (as the paywall's Subscribe is): the offer page's referrer is the story.
    await page.evaluate(() => window.location.assign("/offer/"));
    await page.getByRole("button", { name: "Choose All-access digital, Monthly" }).click();
    await page.waitForURL(/\/account\/login\//);
    await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');
    await page.getByRole("textbox", { name: "Email" }).fill(ANA);
    await page.getByLabel(/^Password/).fill(FIXTURE_PASSWORD);
    await page.getByLabel(/^Password/).press("Enter");
    await page.waitForURL(`${origin}/checkout/`);
    await page.getByRole("textbox", { name: /^Address/ }).fill("1 Main St");
    await page.getByRole("combobox", { name: /^Country/ }).selectOption("US");
    await page.getByRole("textbox", { name: /^City/ }).fill("New York");
    await page.getByRole("combobox", { name: /^State/ }).selectOption("NY");
    await page.getByRole("textbox", { name: /^ZIP/ }).fill("10001");
    await page.getByRole("button", { name: "Continue" }).click();
    await payWith(page, "4242424242424242");
    // The terms the Review step links to are pages of the site.
    for (const name of ["Terms of Sale", "Terms of Service"]) {
      const href = (await page.getByRole("link", { name }).getAttribute("href")) ?? "";
      expect((await page.request.get(`${origin}${href}`)).status()).toBe(200);
    }
    expect((await page.request.get(`${origin}/privacy-policy/`)).status()).toBe(200);
    await page.getByRole("button", { name: "Submit payment" }).click();
    await confirmed(page);
    expect(await definitionOf(page, "Plan").textContent()).toContain("Monthly");
    const back = page.getByRole("link", { name: "Back to the story" });
    expect(await back.getAttribute("href")).toBe(story);
    await back.click();
    await page.waitForURL(`${origin}${story}`);
    expect(problems).toEqual([]);
  }, 120000);
});
