/** @jest-environment node */
import { build } from "esbuild";
import type { CardIntent, FakeArc, PayPalApproval } from "@broadsheet/fake-arc";
import type { Browser, Locator, Page } from "playwright-core";
import { visit, type Visit } from "../src/testing/browser";
import { commerceStandInFor, serveCommerceStandIns } from "../src/testing/commerce-standins";
import { repoRoot } from "../src/node/repo";
import { openPreviewInBrowser, type PreviewInBrowser } from "../src/testing/preview-in-browser";
import { createFixturePreview } from "./fixtures/preview";

let session: PreviewInBrowser;
let origin: string;
let fake: FakeArc;
let browser: Browser;
let pageScript: string;

/**
 * The page's checkout code: the real @stripe/stripe-js (whose loadStripe injects Stripe.js from
 * js.stripe.com), a card element in a form, and the calls a checkout makes with them.
 */
async function checkoutBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        'import { loadStripe } from "@stripe/stripe-js";',
        "window.checkout = {",
        "  async start(key, type) {",
        "    const stripe = await loadStripe(key);",
        "    const elements = stripe.elements();",
        "    const form = document.createElement('form');",
        "    form.setAttribute('aria-label', 'Payment');",
        "    const holder = document.createElement('div');",
        "    holder.id = 'card';",
        "    form.append(holder);",
        "    document.querySelector('main, body').prepend(form);",
        "    const card = elements.create(type || 'card');",
        "    window.changes = [];",
        "    card.on('change', (event) => window.changes.push(event));",
        "    const ready = new Promise((resolve) => card.on('ready', resolve));",
        "    card.mount('#card');",
        "    await ready;",
        "    window.stripe = stripe;",
        "    window.card = card;",
        "  },",
        "  async pay(clientSecret, kind) {",
        "    const made = await window.stripe.createPaymentMethod({",
        "      type: 'card', card: window.card, billing_details: { name: 'Ada Reader' },",
        "    });",
        "    if (made.error) return made;",
        "    const data = { payment_method: made.paymentMethod.id };",
        "    return kind === 'setup'",
        "      ? window.stripe.confirmCardSetup(clientSecret, data)",
        "      : window.stripe.confirmCardPayment(clientSecret, data);",
        "  },",
        "};",
      ].join("\n"),
      resolveDir: repoRoot(),
      loader: "js",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const [bundle] = result.outputFiles;
  if (!bundle) throw new Error("esbuild wrote no bundle of @stripe/stripe-js");
  return bundle.text;
}

beforeAll(async () => {
  [session, pageScript] = await Promise.all([openPreviewInBrowser(createFixturePreview()), checkoutBundle()]);
  ({ origin, browser } = session);
  fake = session.preview.fakeArc;
}, 60000);

afterEach(() => fake.reset());

afterAll(async () => {
  await session?.close();
});

interface StripeResult {
  paymentIntent?: { id: string; status: string; object: string; payment_method: string };
  setupIntent?: { id: string; status: string; object: string };
  error?: { type: string; code: string; message: string; payment_intent?: { status: string } };
}
interface ChangeEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  brand?: string;
  error?: { type: string; code: string; message: string };
}
interface TestWindow {
  checkout: {
    start(key: string, type?: string): Promise<void>;
    pay(clientSecret: string, kind: "payment" | "setup"): Promise<StripeResult>;
  };
  changes: ChangeEvent[];
  result?: StripeResult;
  stripe: { _wrappers: { name: string; version: string }[] };
}
type Shared = Window & TestWindow;

/** A preview page with the checkout code, its card element mounted from the Stripe.js stand-in. */
async function openCheckout(type = "card"): Promise<Visit> {
  const visited = await visit(browser, `${origin}/static/`);
  await serveCommerceStandIns(visited.page, origin);
  await visited.page.addScriptTag({ content: pageScript });
  const { publishableKey } = fake.payments;
  await visited.page.evaluate(([key, kind]) => (window as unknown as Shared).checkout.start(key, kind), [
    publishableKey,
    type,
  ] as const);
  return visited;
}

/** An intent as Sales will make one on initialize, through the test control the preview mounts. */
async function createIntent(amount: number): Promise<CardIntent> {
  const response = await fetch(`${origin}/__fake-arc/payments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "createCardIntent", orderNumber: "ORD-E2E", amount, currency: "USD" }),
  });
  return (await response.json()) as CardIntent;
}

const expiry = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`;

/** Types a card into the card element's inputs, field by field, as a reader does with Tab. */
async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByRole("textbox", { name: "Card number" }).focus();
  await page.keyboard.type(number);
  await page.keyboard.press("Tab");
  await page.keyboard.type(expiry);
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await page.keyboard.type("10001");
}

async function axeViolations(page: Page, selector?: string): Promise<unknown[]> {
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  return page.evaluate(async (scope) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Element | Document) => Promise<{ violations: unknown[] }> };
    };
    const context = scope ? document.querySelector(scope) : document;
    if (!context) throw new Error(`nothing matches ${scope}`);
    return (await axe.run(context)).violations;
  }, selector);
}

/** Starts a confirmation without waiting for it (3-D Secure waits on the reader). */
async function startPaying(page: Page, intent: CardIntent): Promise<void> {
  await page.evaluate(
    ([secret, kind]) => {
      const shared = window as unknown as Shared;
      delete shared.result;
      void shared.checkout.pay(secret, kind).then((result) => (shared.result = result));
    },
    [intent.clientSecret, intent.kind] as const,
  );
}

async function paid(page: Page): Promise<StripeResult> {
  await page.waitForFunction(() => (window as unknown as Shared).result !== undefined);
  return page.evaluate(() => (window as unknown as Shared).result as StripeResult);
}

describe("the preview serves the commerce stand-ins", () => {
  it("maps Stripe.js's and the paywall script's URLs to the stand-ins and serves them as JavaScript", async () => {
    expect(commerceStandInFor("https://js.stripe.com/endive/stripe.js")).toBe("/pf/resources/commerce/stripe.js");
    expect(commerceStandInFor("https://js.stripe.com/endive/stripe.js?advancedFraudSignals=false")).toBe(
      "/pf/resources/commerce/stripe.js",
    );
    expect(commerceStandInFor("https://js.stripe.com/v3/")).toBe("/pf/resources/commerce/stripe.js");
    expect(commerceStandInFor("https://news-prod.cdn.arcpublishing.com/arc/subs/p.min.js")).toBe(
      "/pf/resources/commerce/arcp.js",
    );
    expect(commerceStandInFor("https://js.stripe.com/other.js")).toBeUndefined();
    for (const file of ["stripe.js", "arcp.js"]) {
      const response = await fetch(`${origin}/pf/resources/commerce/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("javascript");
    }
  });
});

describe("Stripe.js stand-in under the real loadStripe", () => {
  it("mounts labelled card fields a keyboard fills, and pays an intent the provider then holds as succeeded", async () => {
    const { page, problems, requests, close } = await openCheckout();
    expect(requests).toContain("https://js.stripe.com/endive/stripe.js");
    expect(await page.evaluate(() => (window as unknown as Shared).stripe._wrappers)).toEqual([
      expect.objectContaining({ name: "stripe-js", version: "10.2.1" }),
    ]);
    const number = page.getByRole("textbox", { name: "Card number" });
    await number.focus();
    await page.keyboard.type("4242");
    await page.keyboard.press("Tab");
    // Leaving an unfinished number names the problem in Stripe's words.
    let last = (await page.evaluate(() => (window as unknown as Shared).changes)).at(-1);
    expect(last).toMatchObject({
      elementType: "card",
      complete: false,
      brand: "visa",
      error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." },
    });
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    await number.fill("");
    await typeCard(page, "4242424242424242");
    expect(await number.inputValue()).toBe("4242 4242 4242 4242");
    last = (await page.evaluate(() => (window as unknown as Shared).changes)).at(-1);
    expect(last).toMatchObject({ complete: true, empty: false, brand: "visa" });
    expect(last?.error).toBeUndefined();
    expect(await axeViolations(page, "#card")).toEqual([]);

    const intent = await createIntent(12.5);
    await startPaying(page, intent);
    const result = await paid(page);
    expect(result.paymentIntent).toMatchObject({ id: intent.id, object: "payment_intent", status: "succeeded" });
    expect(fake.payments.cardIntent(intent.id)).toMatchObject({
      status: "succeeded",
      amount: 1250,
      card: { brand: "visa", last4: "4242", expMonth: 12 },
    });
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("answers a declined card with Stripe's card_declined error and leaves the intent unpaid", async () => {
    const { page, problems, close } = await openCheckout();
    await typeCard(page, "4000000000000002");
    const intent = await createIntent(5);
    await startPaying(page, intent);
    const result = await paid(page);
    expect(result.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
      payment_intent: { status: "requires_payment_method" },
    });
    expect(fake.payments.cardIntent(intent.id)).toMatchObject({
      status: "requires_payment_method",
      lastError: { code: "card_declined" },
    });
    // The browser reports Stripe's 402 as a failed resource; nothing else went wrong.
    expect(problems.filter((line) => !/402/.test(line))).toEqual([]);
    await close();
  }, 60000);

  it("asks for 3-D Secure in a focus-trapped dialog: completing pays", async () => {
    const { page, problems, close } = await openCheckout();
    await typeCard(page, "4000002500003155");
    const intent = await createIntent(20);
    await startPaying(page, intent);
    const dialog = page.getByRole("dialog", { name: "Authenticate this payment" });
    await dialog.waitFor();
    const complete = dialog.getByRole("button", { name: "Complete authentication" });
    const fail = dialog.getByRole("button", { name: "Fail authentication" });
    expect(await isFocused(complete)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await isFocused(fail)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await isFocused(complete)).toBe(true);
    expect(await dialog.textContent()).toContain("$20.00");
    expect(fake.payments.cardIntent(intent.id)?.status).toBe("requires_action");
    expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
    await page.keyboard.press("Enter");
    expect((await paid(page)).paymentIntent).toMatchObject({ id: intent.id, status: "succeeded" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(fake.payments.cardIntent(intent.id)).toMatchObject({ status: "succeeded", card: { last4: "3155" } });
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("fails a setup intent's authentication with Stripe's error when the reader fails it", async () => {
    const { page, problems, close } = await openCheckout();
    await typeCard(page, "4000002500003155");
    const intent = await createIntent(0);
    expect(intent.kind).toBe("setup");
    await startPaying(page, intent);
    await page.getByRole("button", { name: "Fail authentication" }).click();
    expect((await paid(page)).error).toMatchObject({
      type: "invalid_request_error",
      code: "setup_intent_authentication_failure",
    });
    expect(fake.payments.cardIntent(intent.id)?.status).toBe("requires_payment_method");
    // Focus goes back where it was before the dialog opened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("ZIP or postal code");
    expect(problems.filter((line) => !/ 400 /.test(` ${line} `))).toEqual([]);
    await close();
  }, 60000);

  it("draws split fields, and answers wallets per window.__fakeStripeWallet", async () => {
    const { page, problems, close } = await openCheckout("cardNumber");
    expect(await page.getByRole("textbox", { name: "Card number" }).count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Security code (CVC)" }).count()).toBe(0);
    const wallets = await page.evaluate(async () => {
      type Request = {
        canMakePayment(): Promise<unknown>;
        on(event: string, handler: (event: { paymentMethod: { id: string }; complete(s: string): void }) => void): void;
        show(): void;
      };
      const stripe = (window as unknown as { stripe: { paymentRequest(options: object): Request } }).stripe;
      const options = { country: "US", currency: "usd", total: { label: "Broadsheet", amount: 999 } };
      const none = await stripe.paymentRequest(options).canMakePayment();
      (window as unknown as { __fakeStripeWallet: object }).__fakeStripeWallet = { applePay: true };
      const request = stripe.paymentRequest(options);
      const can = await request.canMakePayment();
      const method = await new Promise<string>((resolve) => {
        request.on("paymentmethod", (event) => {
          event.complete("success");
          resolve(event.paymentMethod.id);
        });
        request.show();
      });
      return { none, can, method };
    });
    expect(wallets).toEqual({
      none: null,
      can: { applePay: true, googlePay: false, link: false },
      method: expect.stringMatching(/^pm_/),
    });
    expect(fake.payments.paymentMethod(wallets.method)).toMatchObject({ brand: "visa", last4: "4242" });
    expect(problems).toEqual([]);
    await close();
  }, 60000);
  it("uses a stand-in the page already loaded from the preview, fetching nothing from Stripe (the preview's wiring)", async () => {
    const { page, problems, requests, close } = await visit(browser, `${origin}/static/`);
    await page.addScriptTag({ url: "/pf/resources/commerce/stripe.js" });
    await page.addScriptTag({ content: pageScript });
    await page.evaluate((key) => (window as unknown as Shared).checkout.start(key), fake.payments.publishableKey);
    await typeCard(page, "4242424242424242");
    const intent = await createIntent(3);
    await startPaying(page, intent);
    expect((await paid(page)).paymentIntent?.status).toBe("succeeded");
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe("the PayPal approval page", () => {
  async function approval(returnPath: string): Promise<PayPalApproval> {
    const response = await fetch(`${origin}/__fake-arc/payments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        action: "createPayPalApproval",
        orderNumber: "ORD-PP",
        amount: 9.99,
        currency: "USD",
        returnUrl: `${origin}${returnPath}`,
      }),
    });
    return (await response.json()) as PayPalApproval;
  }

  it("shows the order's amount; Approve (by keyboard) returns with ?token= and marks it approved", async () => {
    const created = await approval("/static/?step=review");
    const { page, problems, close } = await visit(browser, new URL(created.approvalUrl, origin).toString());
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Pay with PayPal");
    expect(await page.locator("dd").allTextContents()).toEqual(["ORD-PP", "$9.99 USD"]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Approve payment of $9.99" }).focus();
    await Promise.all([page.waitForURL((url) => url.pathname === "/static/"), page.keyboard.press("Enter")]);
    const back = new URL(page.url());
    expect(back.pathname).toBe("/static/");
    expect(back.searchParams.get("step")).toBe("review");
    expect(back.searchParams.get("token")).toBe(created.token);
    expect(fake.payments.payPalApproval(created.token)?.status).toBe("approved");
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("Cancel returns without a token and leaves the approval cancelled", async () => {
    const created = await approval("/static/");
    const { page, problems, close } = await visit(browser, new URL(created.approvalUrl, origin).toString());
    await Promise.all([
      page.waitForURL(`${origin}/static/`),
      page.getByRole("button", { name: "Cancel and return to the site" }).click(),
    ]);
    expect(fake.payments.payPalApproval(created.token)?.status).toBe("cancelled");
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});

describe("paywall stand-in (ArcP)", () => {
  it("meters stories, then walls for registration and, once signed in, for payment", async () => {
    const { page, problems, close } = await visit(browser, `${origin}/static/`);
    await serveCommerceStandIns(page, origin);
    await page.addScriptTag({ url: "https://news-prod.cdn.arcpublishing.com/arc/subs/p.min.js" });
    const outcomes = await page.evaluate(async () => {
      type Run = { triggered: { wall: string; campaignCode: string } | null };
      const { ArcP } = window as unknown as { ArcP: { run(options: object): Promise<Run>; reset(): void } };
      ArcP.reset();
      const walls: string[] = [];
      const read = async (id: string, loggedIn: boolean) => {
        const result = await ArcP.run({
          contentIdentifier: id,
          contentRestriction: "metered",
          contentType: "story",
          section: "/news/",
          Identity: { isLoggedIn: async () => loggedIn },
          paywallFunction: (campaign: string) => walls.push(campaign),
        });
        return result.triggered?.wall ?? "open";
      };
      const seen: string[] = [];
      for (const id of ["a", "b", "c", "d", "a"]) seen.push(await read(id, false));
      for (const id of ["d", "e", "f"]) seen.push(await read(id, true));
      (window as unknown as { __fakeArcPEntitlements: string[] }).__fakeArcPEntitlements = ["DIGITAL"];
      seen.push(await read("f", true));
      const free = await ArcP.run({ contentIdentifier: "z", contentRestriction: "free", contentType: "story" });
      return { seen, walls, free: free.triggered };
    });
    expect(outcomes).toEqual({
      seen: ["open", "open", "open", "registration", "open", "open", "open", "payment", "open"],
      walls: ["default", "default"],
      free: null,
    });
    expect(problems).toEqual([]);
    await close();
  }, 60000);

  it("walls a premium story for payment from the first read, with the premium campaign, and counts it on no meter", async () => {
    const { page, problems, close } = await visit(browser, `${origin}/static/`);
    await serveCommerceStandIns(page, origin);
    await page.addScriptTag({ url: "https://news-prod.cdn.arcpublishing.com/arc/subs/p.min.js" });
    const outcomes = await page.evaluate(async () => {
      type Run = { triggered: { id: number; wall: string; campaignCode: string } | null };
      type Meter = Record<string, { ids: string[] }>;
      const { ArcP } = window as unknown as { ArcP: { run(options: object): Promise<Run>; reset(): void } };
      ArcP.reset();
      const walls: string[] = [];
      const read = (id: string, contentRestriction?: string) =>
        ArcP.run({
          contentIdentifier: id,
          contentRestriction,
          contentType: "story",
          section: "/sport/football",
          Identity: { isLoggedIn: async () => false },
          paywallFunction: (campaign: string) => walls.push(campaign),
        });
      const premium = await read("premium-story", "premium");
      const meter = JSON.parse(localStorage.getItem("ArcP.meter") ?? "{}") as Meter;
      const metered = await read("free-story");
      (window as unknown as { __fakeArcPEntitlements: string[] }).__fakeArcPEntitlements = ["bs-digital"];
      const subscriber = await read("premium-story", "premium");
      return {
        premium: premium.triggered,
        counted: Object.values(meter).flatMap((kept) => kept.ids),
        metered: metered.triggered,
        subscriber: subscriber.triggered,
        walls,
      };
    });
    expect(outcomes).toEqual({
      premium: { id: 3, name: "Premium stories", wall: "payment", campaignCode: "premium" },
      counted: [],
      metered: null,
      subscriber: null,
      walls: ["premium"],
    });
    expect(problems).toEqual([]);
    await close();
  }, 60000);
});
