/** @jest-environment node */
import {
  activate,
  startBrowserPreview,
  typeInto,
  watchProblems,
  type BrowserPreview,
} from "@broadsheet/local-host/testing/browser-preview";

/**
 * Issue 12's journey on the preview, by keyboard alone (Tab, typing, Enter, arrow keys), with the fake Arc's state
 * checked at each step: a new reader opens a premium story and meets the paywall, picks a plan on the offer page,
 * signs up on the way to checkout, pays by card through the Stripe stand-in, lands on the success page, finds the
 * subscription Active on the account's subscriptions page, cancels it and resubscribes. The other ways to pay
 * (PayPal, 3-D Secure, a declined card, a double click) are checkout-block's own browser tests; a signed-out visit
 * to the subscriptions page (sent to log in and back) is subscription-blocks' jest test.
 */
const PREMIUM = "/sport/football/2026/11/13/the-coach-who-rebuilt-the-harriers/";
const EMAIL = "nina.newreader@example.test";
const PASSWORD = "Subscribe-by-keys-1";

let preview: BrowserPreview;

beforeAll(async () => {
  preview = await startBrowserPreview();
}, 120000);

afterAll(async () => {
  await preview?.close();
});

describe("A new reader subscribes by keyboard alone, on the preview in headless Chromium", () => {
  it("meets the paywall, picks a plan, signs up, pays by card, and cancels and resubscribes from the account", async () => {
    const { fake, origin } = preview;
    const context = await preview.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);

    // The premium story is walled for payment at once; Subscribe leads to the paywall's campaign.
    await page.goto(`${origin}${PREMIUM}`);
    const wall = page.getByRole("dialog", { name: "Subscribe to continue reading." });
    await activate(page, wall.getByRole("link", { name: "Subscribe" }));
    await page.waitForURL(`${origin}/offer/?campaign=premium`);

    // A plan, chosen while signed out, is kept as the pending purchase on the way to log in.
    await activate(page, page.getByRole("button", { name: "Choose All-access digital, Monthly" }));
    await page.waitForURL(/\/account\/login\/\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("redirect") ?? "")).toBe(
      "/checkout/?campaign=premium",
    );
    await page.waitForSelector('bs-island[data-block="login"][data-hydrated]');

    // No account yet: sign up instead, and come back to checkout.
    await activate(page, page.getByRole("link", { name: "New here? Sign up" }));
    await page.waitForURL(`${origin}/account/signup/`);
    await page.waitForSelector('bs-island[data-block="sign-up"][data-hydrated]');
    await typeInto(page, page.getByRole("textbox", { name: "Email" }), EMAIL);
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByLabel(/^Confirm password/), PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/checkout/?campaign=premium`);
    expect(preview.signedIn(EMAIL)).toBe(true);

    // 1 Account is done, 2 Billing Address is open.
    const address = page.getByRole("form", { name: "Billing Address" });
    await typeInto(page, address.getByRole("textbox", { name: "Address", exact: true }), "350 Fifth Avenue");
    await typeInto(page, address.getByRole("combobox", { name: "Country" }), "United States");
    await typeInto(page, address.getByRole("textbox", { name: "City" }), "New York");
    await typeInto(page, address.getByRole("combobox", { name: "State" }), "New York");
    await typeInto(page, address.getByRole("textbox", { name: "ZIP or postal code" }), "10118");
    await activate(page, address.getByRole("button", { name: "Continue" }));

    // 3 Payment: the card, typed into the provider's fields (the stand-in's real inputs).
    const payment = page.getByRole("form", { name: "Payment" });
    await typeInto(page, payment.getByRole("textbox", { name: "Name on card" }), "Nina Newreader");
    await typeInto(page, payment.getByRole("textbox", { name: "Card number" }), "4242424242424242");
    await typeInto(page, payment.getByRole("textbox", { name: /Expiration date/ }), "1230");
    await typeInto(page, payment.getByRole("textbox", { name: /Security code/ }), "123");
    await activate(page, payment.getByRole("button", { name: "Continue" }));

    // 4 Review: the renewal terms, then pay; the success page is the home page.
    await page.getByText(/Automatic renewal:/).waitFor();
    await activate(page, page.getByRole("button", { name: "Submit payment" }));
    await page.waitForURL(`${origin}/`);
    const orders = fake.sales.orders(EMAIL);
    expect(orders.map((order) => order.status)).toEqual(["Paid"]);
    expect(fake.sales.finalizeCount(orders[0]?.orderNumber ?? "")).toBe(1);

    // The account shows it Active with the card paid by; cancel, then resubscribe, each confirmed.
    await page.goto(`${origin}/account/subscriptions/`);
    const card = page.locator(".b-subscriptions--profile .b-subscriptions__card").first();
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByText("ending in 4242").waitFor();
    const statuses = () => fake.sales.subscriptions(EMAIL).map((subscription) => subscription.status);
    expect(statuses()).toEqual([1]);

    // The confirmation takes focus; confirming cancels on Sales and the list is read again, with the notice.
    await activate(page, card.getByRole("button", { name: "Cancel subscription" }));
    const question = page.getByRole("group", { name: "Yes, cancel" });
    await question.waitFor();
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await activate(page, question.getByRole("button", { name: "Yes, cancel" }));
    await card.getByText("Canceled", { exact: true }).waitFor();
    await card.getByRole("note").getByText("You canceled this subscription.", { exact: false }).waitFor();
    expect(statuses()).toEqual([3]);

    // Resubscribing names the next charge date.
    await activate(page, card.getByRole("button", { name: "Resubscribe" }));
    const again = page.getByRole("group", { name: "Yes, resubscribe" });
    await again.getByText(/the next charge is on .*\d{4}\./).waitFor();
    await activate(page, again.getByRole("button", { name: "Yes, resubscribe" }));
    await card.getByText("Active", { exact: true }).waitFor();
    expect(await card.getByRole("note").count()).toBe(0);
    expect(statuses()).toEqual([1]);

    expect(problems).toEqual([]);
    await context.close();
  }, 120000);
});
