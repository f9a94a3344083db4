import { setupFakeArc } from "../../src/node";
import { isFakeArcPath } from "../../src/service-paths";

const fake = setupFakeArc();
const STRIPE = `${fake.origin}/__fake-stripe/v1`;
const year = new Date().getUTCFullYear() + 3;

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function paymentMethod(number: string): Promise<string> {
  const { body } = await post(`${STRIPE}/payment_methods`, {
    type: "card",
    card: { number, exp_month: "04", exp_year: String(year), cvc: "123" },
    billing_details: { name: "Ada Reader", address: { postal_code: "10001", country: "US" } },
  });
  return String(body.id);
}

describe("the fake payment providers over HTTP", () => {
  it("are served under prefixes the preview hands to the fake", () => {
    expect(isFakeArcPath("/__fake-stripe/v1/payment_methods")).toBe(true);
    expect(isFakeArcPath("/__fake-paypal/checkoutnow")).toBe(true);
  });

  it("create a payment method as Stripe's object, or a validation error", async () => {
    const made = await post(`${STRIPE}/payment_methods`, {
      type: "card",
      card: { number: "5555 5555 5555 4444", exp_month: 4, exp_year: year, cvc: "123" },
      billing_details: { name: "Ada Reader" },
    });
    expect(made).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^pm_/),
        object: "payment_method",
        type: "card",
        card: { brand: "mastercard", last4: "4444", exp_month: 4, exp_year: year, funding: "credit" },
        billing_details: { name: "Ada Reader" },
        livemode: false,
      },
    });
    expect(await post(`${STRIPE}/payment_methods`, { type: "card", card: { number: "4242" } })).toEqual({
      status: 400,
      body: {
        error: {
          type: "validation_error",
          code: "incomplete_number",
          message: "Your card number is incomplete.",
          param: "number",
        },
      },
    });
  });

  it("confirm a payment intent made through the controls, and retrieve it by its client secret", async () => {
    const { body: intent } = await post(`${fake.origin}/__fake-arc/payments`, {
      action: "createCardIntent",
      orderNumber: "ORD-7",
      amount: 4.99,
      currency: "USD",
    });
    const id = String(intent.id);
    const secret = String(intent.clientSecret);
    const pm = await paymentMethod("4242424242424242");
    const confirmed = await post(`${STRIPE}/payment_intents/${id}/confirm`, {
      client_secret: secret,
      payment_method: pm,
    });
    expect(confirmed).toEqual({
      status: 200,
      body: expect.objectContaining({
        id,
        object: "payment_intent",
        status: "succeeded",
        amount: 499,
        currency: "usd",
        payment_method: pm,
        client_secret: secret,
        last_payment_error: null,
        next_action: null,
      }),
    });
    const retrieved = await fetch(`${STRIPE}/payment_intents/${id}?client_secret=${encodeURIComponent(secret)}`);
    expect(await retrieved.json()).toMatchObject({ id, status: "succeeded" });
    expect((await fetch(`${STRIPE}/payment_intents/${id}?client_secret=nope`)).status).toBe(404);
    expect(fake.payments.cardIntent(id)).toMatchObject({ status: "succeeded", card: { brand: "visa", last4: "4242" } });
    const listed = (await (await fetch(`${fake.origin}/__fake-arc/payments`)).json()) as { intents: unknown[] };
    expect(listed.intents).toHaveLength(1);
  });

  it("answer a declined card with 402 and the intent, and 3-D Secure through authenticate", async () => {
    const intent = fake.payments.createCardIntent({ orderNumber: "ORD-8", amount: 10, currency: "USD" });
    const declined = await post(`${STRIPE}/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.clientSecret,
      payment_method: await paymentMethod("4000000000000002"),
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
      payment_intent: {
        id: intent.id,
        status: "requires_payment_method",
        last_payment_error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
      },
    });

    const setup = fake.payments.createCardIntent({ orderNumber: "ORD-9", amount: 0, currency: "USD" });
    const pending = await post(`${STRIPE}/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.clientSecret,
      payment_method: await paymentMethod("4000002500003155"),
    });
    expect(pending.body).toMatchObject({
      object: "setup_intent",
      status: "requires_action",
      next_action: { type: "use_stripe_sdk" },
    });
    const done = await post(`${STRIPE}/three_d_secure/authenticate`, {
      client_secret: setup.clientSecret,
      outcome: "complete",
    });
    expect(done.body).toMatchObject({ id: setup.id, status: "succeeded", last_setup_error: null });
    expect(fake.payments.cardIntent(setup.id)?.card?.last4).toBe("3155");
  });

  it("serve the PayPal approval page; Approve returns with the token, Cancel without", async () => {
    const approval = fake.payments.createPayPalApproval({
      orderNumber: "ORD-<b>",
      amount: 12.5,
      currency: "USD",
      returnUrl: "https://site.example.test/checkout/?step=review",
    });
    const page = await fetch(new URL(approval.approvalUrl, fake.origin));
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("ORD-&#60;b&#62;");
    expect(html).toContain("Approve payment of $12.50");
    expect(html).toContain(`name="token" value="${approval.token}"`);

    const approve = await fetch(`${fake.origin}/__fake-paypal/checkoutnow/approve`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${approval.token}`,
      redirect: "manual",
    });
    expect(approve.status).toBe(303);
    expect(approve.headers.get("location")).toBe(
      `https://site.example.test/checkout/?step=review&token=${approval.token}&PayerID=FAKEPAYER0001`,
    );
    expect(fake.payments.payPalApproval(approval.token)?.status).toBe("approved");

    const other = fake.payments.createPayPalApproval({
      orderNumber: "O",
      amount: 1,
      currency: "USD",
      returnUrl: "/checkout/",
    });
    const cancel = await fetch(`${fake.origin}/__fake-paypal/checkoutnow/cancel`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `token=${other.token}`,
      redirect: "manual",
    });
    expect(cancel.headers.get("location")).toBe("/checkout/");
    expect(fake.payments.payPalApproval(other.token)?.status).toBe("cancelled");
    expect((await fetch(`${fake.origin}/__fake-paypal/checkoutnow?token=EC-NONE`)).status).toBe(404);
  });

  it("reset with the rest of the fake", async () => {
    fake.payments.createCardIntent({ orderNumber: "O", amount: 1, currency: "USD" });
    await post(`${fake.origin}/__fake-arc/reset`, {});
    expect(fake.payments.cardIntents()).toEqual([]);
  });
});
