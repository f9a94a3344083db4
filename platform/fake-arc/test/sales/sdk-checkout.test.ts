import { FAKE_RECAPTCHA_TOKEN, FIXTURE_PASSWORD } from "../../src/identity";
import { setupFakeArc } from "../../src/node";
import { codeOf, loadIdentity, rejection, resetIdentity } from "../identity/sdk";
import { ADDRESS, loadSales, resetSales } from "./sales-sdk";
import { createTestPayments } from "./test-payments";

const payments = createTestPayments();
const fake = setupFakeArc({ payments });
const Identity = loadIdentity();
const Sales = loadSales(Identity);
const ANA = "ana.reader@example.test";
const MONTHLY = { sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", quantity: 1 };
const CARD = 1;
const PAYPAL = 2;

beforeEach(async () => {
  resetIdentity(Identity);
  resetSales(Sales);
  await Identity.login(ANA, FIXTURE_PASSWORD);
});

async function expectArcError(call: () => unknown, code: string, message?: string): Promise<void> {
  const error = await rejection(call);
  expect(error).not.toBeInstanceOf(Error);
  expect(codeOf(error)).toEqual({ code, message: message ?? expect.any(String) });
}

/** A reader's order for the monthly plan, billed to Albany NY. */
async function pendingOrder(): Promise<string> {
  await Sales.clearCart();
  await Sales.addItemToCart([MONTHLY]);
  return String((await Sales.createNewOrder(ADDRESS)).orderNumber);
}

describe("the cart", () => {
  it("keeps an anonymous reader's cart by the cookie the fake sets", async () => {
    resetIdentity(Identity);
    expect(await Sales.getCart()).toMatchObject({ items: [], total: 0 });
    await Sales.addItemToCart([MONTHLY]);
    expect(await Sales.getCart()).toMatchObject({ items: [expect.objectContaining({ sku: "bs-digital" })] });
    // The signed-in reader's cart is another one.
    await Identity.login(ANA, FIXTURE_PASSWORD);
    expect(await Sales.getCart()).toMatchObject({ items: [] });
  });

  it("prices the items in the price's currency, with tax once there is a billing address", async () => {
    const cart = await Sales.addItemToCart([MONTHLY]);
    expect(cart).toMatchObject({ currency: "USD", subtotal: 9.99, tax: 0, total: 9.99 });
    expect(cart.items).toEqual([
      expect.objectContaining({ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", quantity: 1, price: 9.99 }),
    ]);
    // New York: 8.875% on top.
    expect(await Sales.addItemToCart([MONTHLY], ADDRESS)).toMatchObject({ subtotal: 9.99, tax: 0.89, total: 10.88 });
    expect(Sales.cart).toMatchObject({ total: 10.88 });
  });

  it("carves VAT out of a tax-inclusive price", async () => {
    const cart = await Sales.addItemToCart([{ sku: "bs-digital-eu", priceCode: "DIGITAL-MONTHLY-EUR", quantity: 1 }], {
      ...ADDRESS,
      region: "Berlin",
      country: "DE",
    });
    expect(cart).toMatchObject({ currency: "EUR", total: 8.99, tax: 1.44, subtotal: 7.55 });
  });

  it("replaces a SKU's line, removes and clears; refuses mixed currencies and unknown prices", async () => {
    await Sales.addItemToCart([MONTHLY, { sku: "bs-digital-print", priceCode: "PRINT-MONTHLY", quantity: 1 }]);
    const replaced = await Sales.addItemToCart([{ sku: "bs-digital", priceCode: "DIGITAL-ANNUAL", quantity: 1 }]);
    expect((replaced.items as { priceCode: string }[]).map((item) => item.priceCode)).toEqual([
      "PRINT-MONTHLY",
      "DIGITAL-ANNUAL",
    ]);
    expect(await Sales.removeItemFromCart("bs-digital-print")).toMatchObject({ total: 99 });
    await expectArcError(() => Sales.removeItemFromCart("bs-digital-print"), "cart_item_not_found");
    await expectArcError(
      () => Sales.addItemToCart([{ sku: "bs-digital-eu", priceCode: "DIGITAL-MONTHLY-EUR", quantity: 1 }]),
      "currency_mismatch",
    );
    await expectArcError(
      () => Sales.addItemToCart([{ sku: "bs-digital", priceCode: "NOPE", quantity: 1 }]),
      "price_not_found",
    );
    expect(await Sales.clearCart()).toMatchObject({ items: [], total: 0 });
  });
});

describe("creating an order", () => {
  it("makes a Pending order of the cart with the address's tax, keeping the cart", async () => {
    await Sales.addItemToCart([MONTHLY]);
    const order = await Sales.createNewOrder(ADDRESS, ANA, "555-0100", "Ana", "Reader");
    expect(order).toMatchObject({
      orderNumber: "ORD1001",
      status: "Pending",
      currency: "USD",
      subtotal: 9.99,
      tax: 0.89,
      total: 10.88,
      email: ANA,
      billingAddress: { line1: "1 Press Row", locality: "Albany", region: "NY", postal: "12207", country: "US" },
    });
    expect(order.billingAddress).not.toHaveProperty("line2");
    expect(Sales.currentOrder).toMatchObject({ orderNumber: "ORD1001" });
    expect((await Sales.getCart()).items).toHaveLength(1);
  });

  it("lists the reader's billing addresses, each once, the latest used first (getAddresses)", async () => {
    await pendingOrder();
    await pendingOrder();
    const moved = { ...ADDRESS, line1: "9 Harbour Lane", locality: "Buffalo", postal: "14201" };
    await Sales.addItemToCart([MONTHLY]);
    await Sales.createNewOrder(moved);
    expect(await Sales.getAddresses()).toEqual([
      expect.objectContaining({ line1: "9 Harbour Lane", locality: "Buffalo" }),
      expect.objectContaining({ line1: "1 Press Row", locality: "Albany" }),
    ]);
    Identity.clearSession();
    await expect(rejection(() => Sales.getAddresses())).resolves.toBeDefined();
  });

  it("refuses an incomplete address, a US region that is no state, and an empty cart", async () => {
    await Sales.addItemToCart([MONTHLY]);
    await expectArcError(
      () => Sales.createNewOrder({ ...ADDRESS, line1: "", postal: " " }),
      "invalid_address",
      "billingAddress needs billingAddress.line1, billingAddress.postal",
    );
    await expectArcError(() => Sales.createNewOrder({ ...ADDRESS, region: "Bavaria" }), "invalid_address");
    await Sales.clearCart();
    await expectArcError(() => Sales.createNewOrder(ADDRESS), "cart_empty", "The cart is empty");
  });

  it("needs a solved captcha when the config asks for one (130001)", async () => {
    fake.sales.requireCaptcha();
    expect(await Sales.getConfig()).toMatchObject({ checkoutRecaptchaEnabled: true });
    await Sales.addItemToCart([MONTHLY]);
    // Without a token the SDK refuses by itself; with a wrong one the fake does.
    await expectArcError(() => Sales.createNewOrder(ADDRESS), "130001", "Captcha token invalid");
    await expectArcError(
      () => Sales.createNewOrder(ADDRESS, ANA, undefined, undefined, undefined, undefined, undefined, "wrong"),
      "130001",
      "Captcha token invalid",
    );
    const order = await Sales.createNewOrder(
      ADDRESS,
      ANA,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      FAKE_RECAPTCHA_TOKEN,
    );
    expect(order).toMatchObject({ status: "Pending" });
  });
});

describe("paying by card", () => {
  it("offers card intents (18) and PayPal (10)", async () => {
    expect(await Sales.getPaymentOptions()).toEqual([
      { paymentMethodID: CARD, paymentMethodType: 18 },
      { paymentMethodID: PAYPAL, paymentMethodType: 10 },
    ]);
  });

  it("initializes with the provider's client secret and key, and finalizes a succeeded intent: Paid", async () => {
    const orderNumber = await pendingOrder();
    const init = await Sales.initializePayment(orderNumber, CARD);
    const [intent] = payments.intents();
    expect(intent).toMatchObject({ kind: "payment", amount: 1088, currency: "USD", orderNumber });
    expect(init).toMatchObject({ orderNumber, parameter1: intent?.clientSecret, parameter2: "pk_test_fake" });
    payments.succeed(intent?.id ?? "");
    const paid = await Sales.finalizePayment(orderNumber, CARD, intent?.id ?? "");
    expect(paid).toMatchObject({ orderNumber, status: "Paid", subscriptionIDs: [5001] });
    expect(await Sales.getCart()).toMatchObject({ items: [] });
    const [subscription] = fake.sales.subscriptions(ANA);
    expect(subscription).toMatchObject({ sku: "bs-digital", priceCode: "DIGITAL-MONTHLY", status: 1 });
    expect(fake.sales.finalizeCount(orderNumber)).toBe(1);
  });

  it("refuses a declined or unconfirmed card, keeping the order Pending and the cart", async () => {
    const orderNumber = await pendingOrder();
    await Sales.initializePayment(orderNumber, CARD);
    const id = payments.intents()[0]?.id ?? "";
    await expectArcError(() => Sales.finalizePayment(orderNumber, CARD, id), "payment_not_confirmed");
    payments.decline(id, "Your card has insufficient funds.");
    await expectArcError(
      () => Sales.finalizePayment(orderNumber, CARD, id),
      "payment_declined",
      "Your card has insufficient funds.",
    );
    payments.requireAction(id);
    await expectArcError(() => Sales.finalizePayment(orderNumber, CARD, id), "payment_not_confirmed");
    expect(fake.sales.orders(ANA)[0]).toMatchObject({ status: "Pending" });
    expect((await Sales.getCart()).items).toHaveLength(1);
    expect(fake.sales.finalizeCount(orderNumber)).toBe(3);
  });

  it("refuses a second finalize of a paid order, and counts both", async () => {
    const orderNumber = await pendingOrder();
    await Sales.initializePayment(orderNumber, CARD);
    const id = payments.intents()[0]?.id ?? "";
    payments.succeed(id);
    await Sales.finalizePayment(orderNumber, CARD, id);
    await expectArcError(
      () => Sales.finalizePayment(orderNumber, CARD, id),
      "order_already_paid",
      `The order "${orderNumber}" is already paid`,
    );
    await expectArcError(() => Sales.initializePayment(orderNumber, CARD), "order_already_paid");
    expect(fake.sales.finalizeCount(orderNumber)).toBe(2);
    expect(fake.sales.subscriptions(ANA)).toHaveLength(1);
  });

  it("refuses a token that is not this order's, and a finalize before initialize", async () => {
    const orderNumber = await pendingOrder();
    await expectArcError(() => Sales.finalizePayment(orderNumber, CARD, "pi_elsewhere"), "payment_not_initialized");
    await Sales.initializePayment(orderNumber, CARD);
    await expectArcError(() => Sales.finalizePayment(orderNumber, CARD, "pi_elsewhere"), "payment_token_invalid");
    await expectArcError(() => Sales.initializePayment("ORD9999", CARD), "order_not_found");
    await expectArcError(() => Sales.initializePayment(orderNumber, 77), "payment_method_not_found");
  });

  it("needs the captcha on finalize when the config asks for one; 3-D Secure finalize does not", async () => {
    const orderNumber = await pendingOrder();
    await Sales.initializePayment(orderNumber, CARD);
    const id = payments.intents()[0]?.id ?? "";
    payments.succeed(id);
    fake.sales.requireCaptcha();
    resetSales(Sales);
    await expectArcError(() => Sales.finalizePayment(orderNumber, CARD, id, {}, "wrong"), "130001");
    expect(await Sales.finalizePayment3ds(orderNumber, CARD, id)).toMatchObject({ status: "Paid" });
    expect(fake.sales.finalizeCount(orderNumber)).toBe(2);
  });

  it("sets a card up (nothing charged) for a free first payment", async () => {
    await Sales.addItemToCart([{ sku: "bs-digital", priceCode: "DIGITAL-TRIAL", quantity: 1 }]);
    const order = await Sales.createNewOrder(ADDRESS);
    expect(order).toMatchObject({ total: 0, tax: 0 });
    await Sales.initializePayment(String(order.orderNumber), CARD);
    const [intent] = payments.intents();
    expect(intent).toMatchObject({ kind: "setup", amount: 0 });
    payments.succeed(intent?.id ?? "");
    expect(await Sales.finalizePayment(String(order.orderNumber), CARD, intent?.id ?? "")).toMatchObject({
      status: "Paid",
    });
    // The trial's four weeks end 28 days after it starts.
    const [subscription] = fake.sales.subscriptions(ANA);
    expect((subscription?.nextEventDateUTC ?? 0) - (subscription?.startedAt ?? 0)).toBe(28 * 86_400_000);
  });

  it("leaves the second of two concurrent finalizes to the SDK's own guard (a string)", async () => {
    const orderNumber = await pendingOrder();
    await Sales.initializePayment(orderNumber, CARD);
    const id = payments.intents()[0]?.id ?? "";
    payments.succeed(id);
    const [first, second] = await Promise.allSettled([
      Sales.finalizePayment(orderNumber, CARD, id),
      Sales.finalizePayment(orderNumber, CARD, id),
    ]);
    expect(first).toMatchObject({ status: "fulfilled" });
    expect(second).toEqual({
      status: "rejected",
      reason: "[Arc Sales SDK] finalizePayment cannot be called until the previous to finalizePayment completes",
    });
    expect(fake.sales.finalizeCount(orderNumber)).toBe(1);
  });
});

describe("paying with PayPal", () => {
  it("initializes with the approval URL and finalizes once the reader approved", async () => {
    const orderNumber = await pendingOrder();
    const init = await Sales.initializePayment(orderNumber, PAYPAL);
    expect(init.parameter1).toMatch(/^https:\/\/paypal\.example\.test\/checkoutnow\?token=EC-/);
    const token = String(init.parameter2);
    await expectArcError(() => Sales.finalizePayment(orderNumber, PAYPAL, token), "payment_not_confirmed");
    payments.approve(token);
    expect(await Sales.finalizePayment(orderNumber, PAYPAL, token)).toMatchObject({ status: "Paid" });
    expect(fake.sales.subscriptions(ANA)[0]).toMatchObject({ status: 1 });
  });

  it("is not offered for a total of zero", async () => {
    await Sales.addItemToCart([{ sku: "bs-digital", priceCode: "DIGITAL-TRIAL", quantity: 1 }]);
    const orderNumber = String((await Sales.createNewOrder(ADDRESS)).orderNumber);
    await expectArcError(() => Sales.initializePayment(orderNumber, PAYPAL), "paypal_unavailable");
    // The card still sets itself up for the free first payment.
    expect(await Sales.initializePayment(orderNumber, CARD)).toMatchObject({ orderNumber });
  });

  it("refuses a cancelled approval", async () => {
    const orderNumber = await pendingOrder();
    const token = String((await Sales.initializePayment(orderNumber, PAYPAL)).parameter2);
    payments.cancel(token);
    await expectArcError(
      () => Sales.finalizePayment(orderNumber, PAYPAL, token),
      "payment_cancelled",
      "The PayPal payment was cancelled",
    );
  });
});
