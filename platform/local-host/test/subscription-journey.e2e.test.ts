/** @jest-environment node */
import type { Page } from "playwright-core";
import {
  activate,
  startBrowserPreview,
  typeInto,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

/**
 * The whole life of a subscriber on the preview, in one go, by keyboard (Tab, typing, Enter, arrow keys) and by
 * role and label only, with the fake Arc's state checked at each step (issue 26): a new reader signs up on a site
 * that requires verified addresses and follows the e-mailed link, meets the paywall on a premium story, picks a
 * plan, has a card declined, pays with a card that asks for 3-D Secure, reads the confirmation, finds the
 * subscription from the header's account menu, cancels it and resubscribes, updates the card and logs out.
 * The other ways to pay (PayPal, wallets, a double click) are checkout-block's own browser tests.
 */
const PREMIUM = "/sport/football/2026/11/13/the-coach-who-rebuilt-the-harriers/";
const EMAIL = "nina.newreader@example.test";
const PASSWORD = "Subscribe-by-keys-1";
const EXPIRY = "12 / 30";

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

/** Types a card into the provider's fields (the stand-in's real inputs) and moves on from the form. */
async function typeCard(page: Page, form: ReturnType<Page["getByRole"]>, number: string): Promise<void> {
  await typeInto(page, form.getByRole("textbox", { name: /^Name on card/ }), "Nina Newreader");
  await typeInto(page, form.getByRole("textbox", { name: "Card number" }), number);
  await typeInto(page, form.getByRole("textbox", { name: /Expiration date/ }), EXPIRY.replace(/\D/g, ""));
  await typeInto(page, form.getByRole("textbox", { name: /Security code/ }), "123");
}

describe("A subscriber's whole life on the preview, in headless Chromium", () => {
  it("signs up and verifies, meets the wall, pays after a decline and 3-D Secure, manages the subscription and logs out", async () => {
    const { fake, origin } = preview;
    fake.identity.verifySignUps();
    const context = await preview.newContext();
    const page = await context.newPage();
    // A declined card is the provider's 402, which Chromium reports; the checkout logs the failure.
    const problems = watchProblems(page, [/status of 402/, /\[checkout-block\] the payment failed/]);

    // Sign up from the header, on the front page.
    await page.goto(`${origin}/`);
    await activate(page, page.getByRole("link", { name: "Sign up" }));
    await page.waitForURL(/\/account\/signup\//);
    await page.waitForSelector('bs-island[data-block="sign-up"][data-hydrated]');
    await typeInto(page, page.getByRole("textbox", { name: "Email" }), EMAIL);
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByLabel(/^Confirm password/), PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => !url.pathname.startsWith("/account/signup"));
    expect(preview.signedIn(EMAIL)).toBe(true);
    expect(fake.identity.store.readerByEmail(EMAIL)?.emailVerified).toBe(false);

    // The e-mailed link verifies the address.
    const code = fake.identity.lastCode("verify-email", EMAIL) ?? "";
    expect(code).not.toBe("");
    await page.goto(`${origin}/account/verify-email/?nonce=${encodeURIComponent(code)}`);
    await page
      .getByText(/verified/i)
      .first()
      .waitFor();
    expect(fake.identity.store.readerByEmail(EMAIL)?.emailVerified).toBe(true);

    // The premium story is walled for payment; Subscribe leads to the paywall's campaign.
    await page.goto(`${origin}${PREMIUM}`);
    const wall = page.getByRole("dialog", { name: "Subscribe to continue reading." });
    await activate(page, wall.getByRole("link", { name: "Subscribe" }));
    await page.waitForURL(`${origin}/offer/?campaign=premium`);
    await activate(page, page.getByRole("button", { name: "Choose All-access digital, Monthly" }));
    await page.waitForURL(`${origin}/checkout/?campaign=premium`);

    // 1 Account is done (the reader is signed in), 2 Billing Address is open.
    const address = page.getByRole("form", { name: "Billing Address" });
    await typeInto(page, address.getByRole("textbox", { name: "Address", exact: true }), "350 Fifth Avenue");
    await typeInto(page, address.getByRole("combobox", { name: "Country" }), "United States");
    await typeInto(page, address.getByRole("textbox", { name: "City" }), "New York");
    await typeInto(page, address.getByRole("combobox", { name: "State" }), "New York");
    await typeInto(page, address.getByRole("textbox", { name: "ZIP or postal code" }), "10118");
    await activate(page, address.getByRole("button", { name: "Continue" }));

    // 3 Payment with a card the bank declines: the order and the cart stay, and the reader's words too.
    const payment = page.getByRole("form", { name: "Payment" });
    await typeCard(page, payment, "4000000000000002");
    await activate(page, payment.getByRole("button", { name: "Continue" }));
    await page.getByText(/Automatic renewal:/).waitFor();
    await activate(page, page.getByRole("button", { name: "Submit payment" }));
    await page.getByText(/Your card was declined\./).waitFor();
    const orders = () => fake.sales.orders(EMAIL);
    expect(orders().map((order) => order.status)).toEqual(["Pending"]);

    // Another card, one the bank asks to authenticate: 3-D Secure in the provider's dialog.
    await activate(page, page.getByRole("button", { name: "Edit Payment" }));
    await expect(payment.getByRole("textbox", { name: /^Name on card/ }).inputValue()).resolves.toBe("Nina Newreader");
    // The card's own numbers are never kept: they are typed again.
    await typeInto(page, payment.getByRole("textbox", { name: "Card number" }), "4000002500003155");
    await typeInto(page, payment.getByRole("textbox", { name: /Expiration date/ }), EXPIRY.replace(/\D/g, ""));
    await typeInto(page, payment.getByRole("textbox", { name: /Security code/ }), "123");
    await activate(page, payment.getByRole("button", { name: "Continue" }));
    await activate(page, page.getByRole("button", { name: "Submit payment" }));
    const bank = page.getByRole("dialog", { name: "Authenticate this payment" });
    await bank.getByRole("button", { name: "Complete authentication" }).click();

    // The confirmation names the order, and leads back to the story and on to the account.
    await page.waitForURL(/\/checkout\/confirmation\/\?orderNumber=/);
    await page.getByRole("heading", { level: 1, name: "Thank you for subscribing" }).waitFor();
    const paid = orders().filter((order) => order.status === "Paid");
    expect(paid).toHaveLength(1);
    expect(fake.sales.finalizeCount(paid[0]?.orderNumber ?? "")).toBe(1);
    await page
      .getByText(paid[0]?.orderNumber ?? "-")
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: /story/i }).first().getAttribute("href")).toBe(PREMIUM);

    // The header's account menu leads to the subscriptions, Active, paid by the card that was authenticated.
    await activate(page, page.getByRole("button", { name: "Account", exact: true }).first());
    await activate(page, page.getByRole("link", { name: "Subscriptions", exact: true }).first());
    await page.waitForURL(`${origin}/account/subscriptions/`);
    const card = page.locator(".b-subscriptions--profile .b-subscriptions__card").first();
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByText("ending in 3155").waitFor();
    const statuses = () => fake.sales.subscriptions(EMAIL).map((subscription) => subscription.status);
    expect(statuses()).toEqual([1]);

    // Cancel, confirmed; then resubscribe, which names the next charge date.
    await activate(page, card.getByRole("button", { name: "Cancel subscription" }));
    const question = page.getByRole("group", { name: "Yes, cancel" });
    await activate(page, question.getByRole("button", { name: "Yes, cancel" }));
    await card.getByText("Canceled", { exact: true }).waitFor();
    expect(statuses()).toEqual([3]);
    await activate(page, card.getByRole("button", { name: "Resubscribe" }));
    const again = page.getByRole("group", { name: "Yes, resubscribe" });
    await again.getByText(/the next charge is on .*\d{4}\./).waitFor();
    await activate(page, again.getByRole("button", { name: "Yes, resubscribe" }));
    await card.getByText("Active", { exact: true }).waitFor();
    expect(statuses()).toEqual([1]);

    // A new card for the subscription.
    await activate(page, card.getByRole("link", { name: "Update payment method" }));
    await page.waitForURL(/\/account\/payment-method\/\?paymentMethodID=/);
    const update = page.getByRole("form", { name: "Update payment method" });
    await typeCard(page, update, "4242424242424242");
    await typeInto(page, update.getByRole("combobox", { name: /^Country/ }), "United States");
    await typeInto(page, update.getByRole("textbox", { name: /^ZIP or postal code/ }), "10118");
    await activate(page, update.getByRole("button", { name: "Update card", exact: true }));
    await activate(page, page.getByRole("link", { name: "Back to your subscriptions" }));
    await page.waitForURL(`${origin}/account/subscriptions/`);
    await card.getByText("ending in 4242").waitFor();

    // Log out from the header's account menu: the session ends on Identity too.
    await activate(page, page.getByRole("button", { name: "Account", exact: true }).first());
    await activate(page, page.getByRole("link", { name: "Log out", exact: true }).first());
    await page.getByRole("link", { name: "Log in" }).first().waitFor();
    expect(preview.signedIn(EMAIL)).toBe(false);

    expect(problems).toEqual([]);
    await context.close();
  }, 180000);
});
