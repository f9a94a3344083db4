import { cardBrand, CARD_PROBLEMS } from "../../src/payments/card-rules";
import { createPaymentProvider } from "../../src/payments/fake-payment-provider";

const card = { expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

describe("the fake card provider", () => {
  it("makes a payment intent for a total above zero and a setup intent for zero, with secrets", () => {
    const provider = createPaymentProvider();
    const payment = provider.createCardIntent({ orderNumber: "ORD-1", amount: 9.99, currency: "USD" });
    expect(payment).toMatchObject({
      kind: "payment",
      amount: 999,
      currency: "usd",
      orderNumber: "ORD-1",
      status: "requires_payment_method",
    });
    expect(payment.id).toMatch(/^pi_\w{24}$/);
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_\\w+$`));
    const setup = provider.createCardIntent({ orderNumber: "ORD-2", amount: 0, currency: "USD" });
    expect(setup).toMatchObject({ kind: "setup", amount: 0 });
    expect(setup.id).toMatch(/^seti_/);
    expect(provider.cardIntent(payment.id)).toEqual(payment);
    expect(provider.cardIntents()).toHaveLength(2);
  });

  it("tells brands from their leading digits", () => {
    expect(cardBrand("4242 4242 4242 4242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("3056930009020004")).toBe("diners");
    expect(cardBrand("3566002020360505")).toBe("jcb");
    expect(cardBrand("6200000000000005")).toBe("unionpay");
    expect(cardBrand("9999")).toBe("unknown");
  });

  it("refuses badly typed cards in Stripe's words, and keeps only brand, last four and expiry", () => {
    const provider = createPaymentProvider();
    const create = (number: string, overrides: Partial<typeof card> = {}) =>
      provider.createPaymentMethod({ number, ...card, ...overrides });
    expect(create("4242 4242")).toEqual({
      ok: false,
      error: { type: "validation_error", ...CARD_PROBLEMS.incomplete_number },
    });
    expect(create("4242424242424241")).toMatchObject({ ok: false, error: { code: "invalid_number" } });
    expect(create("4242424242424242", { expMonth: Number.NaN })).toMatchObject({
      ok: false,
      error: { code: "incomplete_expiry", message: "Your card's expiration date is incomplete." },
    });
    expect(create("4242424242424242", { expMonth: 13 })).toMatchObject({
      ok: false,
      error: { code: "invalid_expiry_month" },
    });
    expect(create("4242424242424242", { expYear: 2001 })).toMatchObject({
      ok: false,
      error: { code: "invalid_expiry_year_past", message: "Your card's expiration year is in the past." },
    });
    expect(create("378282246310005", { cvc: "123" })).toMatchObject({
      ok: false,
      error: { code: "incomplete_cvc", message: "Your card's security code is incomplete." },
    });
    const made = create("4242 4242 4242 4242", { expYear: 31 });
    expect(made).toEqual({
      ok: true,
      value: {
        id: expect.stringMatching(/^pm_/),
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2031,
        billingDetails: {},
      },
    });
    expect(JSON.stringify(provider.paymentMethod(made.ok ? made.value.id : ""))).not.toContain("42424242");
  });

  function confirmWith(number: string, amount = 20) {
    const provider = createPaymentProvider();
    const intent = provider.createCardIntent({ orderNumber: "ORD-9", amount, currency: "USD" });
    const method = provider.createPaymentMethod({ number, ...card });
    if (!method.ok) throw new Error(method.error.message);
    const result = provider.confirmCardIntent({ clientSecret: intent.clientSecret, paymentMethod: method.value.id });
    return { provider, intent, method: method.value, result };
  }

  it("succeeds with 4242…, recording the card; a second confirmation is refused", () => {
    const { provider, intent, method, result } = confirmWith("4242424242424242");
    expect(result).toMatchObject({ ok: true, value: { status: "succeeded", paymentMethodId: method.id } });
    expect(provider.cardIntent(intent.id)?.card).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: card.expYear,
      holderName: null,
    });
    expect(provider.confirmCardIntent({ clientSecret: intent.clientSecret, paymentMethod: method.id })).toMatchObject({
      ok: false,
      error: { code: "payment_intent_unexpected_state" },
    });
  });

  it("records the cardholder's name the payment method was made with on the intent's card", () => {
    const provider = createPaymentProvider();
    const intent = provider.createCardIntent({ orderNumber: "payment-update-9001", amount: 0, currency: "USD" });
    const method = provider.createPaymentMethod({
      number: "5555555555554444",
      ...card,
      billingDetails: { name: " Bo Reader ", address: { country: "SE", postal_code: "11122" } },
    });
    if (!method.ok) throw new Error(method.error.message);
    provider.confirmCardIntent({ clientSecret: intent.clientSecret, paymentMethod: method.value.id });
    expect(provider.cardIntent(intent.id)?.card).toMatchObject({ brand: "mastercard", holderName: "Bo Reader" });
  });

  it("declines 4000…0002 with card_declined, leaving the intent for another card", () => {
    const { provider, intent, result } = confirmWith("4000000000000002");
    expect(result).toMatchObject({
      ok: false,
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
      intent: { status: "requires_payment_method" },
    });
    expect(provider.cardIntent(intent.id)?.lastError).toEqual({
      code: "card_declined",
      message: "Your card was declined.",
    });
    const good = provider.createPaymentMethod({ number: "4242424242424242", ...card });
    if (!good.ok) throw new Error("no method");
    expect(
      provider.confirmCardIntent({ clientSecret: intent.clientSecret, paymentMethod: good.value.id }),
    ).toMatchObject({ ok: true, value: { status: "succeeded" } });
    expect(provider.cardIntent(intent.id)?.lastError).toBeUndefined();
  });

  it("holds 4000 0025 0000 3155 in requires_action until authentication completes or fails", () => {
    const completed = confirmWith("4000002500003155");
    expect(completed.result).toMatchObject({ ok: true, value: { status: "requires_action" } });
    expect(
      completed.provider.authenticate({ clientSecret: completed.intent.clientSecret, outcome: "complete" }),
    ).toMatchObject({ ok: true, value: { status: "succeeded", card: { last4: "3155" } } });

    const failed = confirmWith("4000002500003155", 0);
    expect(failed.intent.kind).toBe("setup");
    expect(failed.provider.authenticate({ clientSecret: failed.intent.clientSecret, outcome: "fail" })).toMatchObject({
      ok: false,
      error: { type: "invalid_request_error", code: "setup_intent_authentication_failure" },
      intent: { status: "requires_payment_method" },
    });
    // Nothing waits on authentication any more.
    expect(
      failed.provider.authenticate({ clientSecret: failed.intent.clientSecret, outcome: "complete" }),
    ).toMatchObject({
      ok: false,
      error: { code: "setup_intent_unexpected_state" },
    });
  });

  it("refuses a wrong client secret and an unknown payment method as missing resources", () => {
    const { provider, intent } = confirmWith("4242424242424242");
    expect(
      provider.confirmCardIntent({ clientSecret: `${intent.id}_secret_wrong`, paymentMethod: "pm_x" }),
    ).toMatchObject({
      ok: false,
      error: { code: "resource_missing", message: `No such payment_intent: '${intent.id}'` },
    });
    const other = provider.createCardIntent({ orderNumber: "O", amount: 1, currency: "usd" });
    expect(provider.confirmCardIntent({ clientSecret: other.clientSecret, paymentMethod: "pm_nope" })).toMatchObject({
      ok: false,
      error: { code: "resource_missing", message: "No such payment_method: 'pm_nope'" },
    });
  });

  it("tracks PayPal approvals through approve and cancel, and forgets everything on reset", () => {
    const provider = createPaymentProvider();
    const approval = provider.createPayPalApproval({
      orderNumber: "ORD-3",
      amount: 12.5,
      currency: "usd",
      returnUrl: "/checkout/",
    });
    expect(approval).toEqual({
      token: expect.stringMatching(/^EC-[A-Z0-9]{17}$/),
      orderNumber: "ORD-3",
      amount: 12.5,
      currency: "USD",
      approvalUrl: `/__fake-paypal/checkoutnow?token=${approval.token}`,
      status: "created",
    });
    expect(provider.approvePayPal(approval.token)?.status).toBe("approved");
    expect(provider.payPalApproval(approval.token)?.status).toBe("approved");
    const cancelled = provider.createPayPalApproval({ orderNumber: "O", amount: 1, currency: "EUR", returnUrl: "/" });
    expect(provider.cancelPayPal(cancelled.token)?.status).toBe("cancelled");
    expect(provider.approvePayPal(cancelled.token)).toBeUndefined();
    expect(
      createPaymentProvider({ approvalOrigin: "https://paypal.example.test/" }).createPayPalApproval({
        orderNumber: "O",
        amount: 1,
        currency: "USD",
        returnUrl: "/",
      }).approvalUrl,
    ).toMatch(/^https:\/\/paypal\.example\.test\/__fake-paypal\/checkoutnow\?token=EC-/);
    provider.reset();
    expect(provider.payPalApprovals()).toEqual([]);
    expect(provider.cardIntents()).toEqual([]);
  });
});
