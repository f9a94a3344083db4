import { FIXTURE_PASSWORD } from "../../src/identity";
import { setupFakeArc } from "../../src/node";
import { codeOf, loadIdentity, rejection, resetIdentity } from "../identity/sdk";
import { ADDRESS, loadSales, resetSales } from "./sales-sdk";
import { createTestPayments } from "./test-payments";

const payments = createTestPayments();
const fake = setupFakeArc({ payments });
const Identity = loadIdentity();
const Sales = loadSales(Identity);
const ANA = "ana.reader@example.test";
const CHLOE = "chloe.both@example.test";
const CARD = 1;

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

async function paidOrder(priceCode = "DIGITAL-MONTHLY"): Promise<string> {
  await Sales.addItemToCart([{ sku: "bs-digital", priceCode, quantity: 1 }]);
  const orderNumber = String((await Sales.createNewOrder(ADDRESS)).orderNumber);
  await Sales.initializePayment(orderNumber, CARD);
  const id = payments.intents().at(-1)?.id ?? "";
  payments.succeed(id, { brand: "mastercard", last4: "4444", expMonth: 11, expYear: 2031 });
  await Sales.finalizePayment(orderNumber, CARD, id);
  return orderNumber;
}

describe("orders", () => {
  it("answers an order's detail to its owner only", async () => {
    const orderNumber = await paidOrder();
    expect(await Sales.getOrderDetails(orderNumber)).toMatchObject({
      orderNumber,
      status: "Paid",
      total: 10.88,
      totalTax: 0.89,
      items: [expect.objectContaining({ sku: "bs-digital" })],
      payments: [expect.objectContaining({ paymentMethod: expect.objectContaining({ lastFour: "4444" }) })],
    });
    Identity.clearSession();
    await Identity.login(CHLOE, FIXTURE_PASSWORD);
    await expectArcError(() => Sales.getOrderDetails(orderNumber), "order_not_found");
  });

  it("pages the history newest first, 10 from 0 by default, filtered by status", async () => {
    await paidOrder();
    await Sales.addItemToCart([{ sku: "bs-digital", priceCode: "DIGITAL-ANNUAL", quantity: 1 }]);
    const pending = String((await Sales.createNewOrder(ADDRESS)).orderNumber);
    const history = await Sales.getOrderHistory();
    expect(history).toMatchObject({ start: 0, pageSize: 10, maxResults: 2 });
    expect(history.orders.map((order) => [order.orderNumber, order.orderStatus])).toEqual([
      [pending, "Pending"],
      ["ORD1001", "Paid"],
    ]);
    expect(history.orders[1]).toMatchObject({ lastFour: "4444", creditCardBrand: "mastercard", totalAmount: 10.88 });
    expect((await Sales.getOrderHistory(0, 10, { status: "Paid" })).orders).toHaveLength(1);
    expect(await Sales.getOrderHistory(1, 1)).toMatchObject({
      start: 1,
      pageSize: 1,
      orders: [{ orderNumber: "ORD1001" }],
    });
  });

  it("needs a signed-in reader for the history (the SDK says so before calling)", async () => {
    Identity.clearSession();
    const error = await rejection(() => Sales.getOrderHistory());
    expect(error).toEqual(new Error("[Arc Sales SDK] Missing or invalid jwt"));
  });
});

describe("subscriptions", () => {
  it("lists the reader's subscriptions with statusID, which the SDK renames status", async () => {
    await paidOrder();
    const all = await Sales.getAllSubscriptions();
    expect(all).toEqual([
      expect.objectContaining({
        subscriptionID: 5001,
        status: 1,
        sku: "bs-digital",
        productName: "All-access digital",
        paymentMethod: expect.objectContaining({ paymentPartner: "StripeIntents", lastFour: "4444" }),
      }),
    ]);
    expect(await Sales.getAllActiveSubscriptions()).toHaveLength(1);
  });

  it("details a subscription with its events, price, payment method and address", async () => {
    await paidOrder();
    const detail = await Sales.getSubscriptionDetails(5001);
    expect(detail).toMatchObject({
      subscriptionID: 5001,
      status: 1,
      priceCode: "DIGITAL-MONTHLY",
      currentRetailCycleIDX: 1,
      events: [expect.objectContaining({ eventType: "START_SUBSCRIPTION", eventDateUTC: expect.any(Number) })],
      currentPaymentMethod: {
        paymentMethodID: expect.any(Number),
        paymentPartner: "StripeIntents",
        creditCardType: "mastercard",
        lastFour: "4444",
        expiration: "1131",
        firstSix: null,
        cardHolderName: "Ana Reader",
      },
      billingAddress: expect.objectContaining({ region: "NY" }),
    });
    expect(
      Number(detail.nextEventDateUTC) -
        Number(detail.events && (detail.events as { eventDateUTC: number }[])[0]?.eventDateUTC),
    ).toBe(30 * 86_400_000);
    await expectArcError(() => Sales.getSubscriptionDetails(9), "subscription_not_found");
  });

  it("cancels an active subscription (3) and rescues a canceled one (1), refusing the reverse", async () => {
    await paidOrder();
    await expectArcError(() => Sales.rescueSubscription(5001), "invalid_status");
    expect(await Sales.cancelSubscription(5001, "It costs too much", "TOO_EXPENSIVE")).toEqual({
      subscriptionID: 5001,
    });
    const canceled = await Sales.getSubscriptionDetails(5001);
    expect(canceled).toMatchObject({ status: 3 });
    expect((canceled.events as { eventType: string; details: string }[]).at(-1)).toMatchObject({
      eventType: "CANCEL_SUBSCRIPTION",
      details: "It costs too much",
    });
    await expectArcError(() => Sales.cancelSubscription(5001), "invalid_status");
    // Canceled keeps access until the term ends, so it is still in allactive.
    expect(await Sales.getAllActiveSubscriptions()).toEqual([expect.objectContaining({ status: 3 })]);
    expect(await Sales.rescueSubscription(5001)).toEqual({ subscriptionID: 5001 });
    expect(await Sales.getSubscriptionDetails(5001)).toMatchObject({ status: 1 });
    await expectArcError(() => Sales.cancelSubscription(5001, "?", "NOT_A_CODE"), "bad_parameter");
  });

  it("drops a terminated subscription from allactive and from the entitlements", async () => {
    const subscription = fake.sales.grantSubscription(ANA, "DIGITAL-ANNUAL");
    const entitlements = async (): Promise<unknown> => {
      const response = await fetch(`${fake.origin}/sales/public/v1/entitlements`, {
        headers: { Authorization: Identity.userIdentity.accessToken ?? "" },
      });
      return response.json();
    };
    expect(await entitlements()).toEqual({ skus: [{ sku: "bs-digital" }], edgescape: { country_code: "US" } });
    fake.sales.terminate(subscription.subscriptionID);
    expect(await Sales.getAllActiveSubscriptions()).toEqual([]);
    expect(await Sales.getAllSubscriptions()).toEqual([expect.objectContaining({ status: 2 })]);
    expect(await entitlements()).toEqual({ skus: [], edgescape: { country_code: "US" } });
    fake.sales.setCountry("IN");
    expect(await entitlements()).toMatchObject({ edgescape: { country_code: "IN" } });
  });

  it("keeps other readers' subscriptions out of reach", async () => {
    const chloes = fake.sales.grantSubscription(CHLOE, "DIGITAL-MONTHLY");
    expect(await Sales.getAllSubscriptions()).toEqual([]);
    await expectArcError(() => Sales.cancelSubscription(chloes.subscriptionID), "subscription_not_found");
  });

  it("changes a subscription's billing address, validated as at checkout", async () => {
    await paidOrder();
    const moved = { line1: "9 Quay Street", locality: "Dublin", region: "Dublin", postal: "D02", country: "IE" };
    expect(await Sales.updateBillingAddress(moved, 5001)).toEqual(moved);
    expect(await Sales.getSubscriptionDetails(5001)).toMatchObject({ billingAddress: moved });
    await expectArcError(() => Sales.updateBillingAddress({ ...moved, locality: "" }, 5001), "invalid_address");
  });
});

describe("updating the payment method", () => {
  it("sets a new card up and swaps it in once the setup intent succeeded", async () => {
    await paidOrder();
    const paymentID = Number(
      ((await Sales.getSubscriptionDetails(5001)).currentPaymentMethod as { paymentMethodID: number }).paymentMethodID,
    );
    const init = await Sales.initializePaymentUpdate(paymentID, CARD);
    const intent = payments.intents().at(-1);
    expect(intent).toMatchObject({ kind: "setup", amount: 0 });
    expect(init).toMatchObject({ parameter1: intent?.clientSecret, parameter2: "pk_test_fake" });
    await expectArcError(() => Sales.finalizePaymentUpdate(paymentID, CARD, intent?.id ?? ""), "payment_not_confirmed");
    payments.succeed(intent?.id ?? "", { brand: "amex", last4: "0005", expMonth: 1, expYear: 2032 });
    expect(await Sales.finalizePaymentUpdate(paymentID, CARD, intent?.id ?? "")).toMatchObject({
      status: "Paid",
      creditCardLastFour: "0005",
    });
    expect(await Sales.getSubscriptionDetails(5001)).toMatchObject({
      currentPaymentMethod: {
        paymentMethodID: paymentID,
        creditCardType: "amex",
        lastFour: "0005",
        expiration: "0132",
      },
    });
    expect((await Sales.getSubscriptionDetails(5001)).currentPaymentMethod).toMatchObject({
      cardHolderName: "Ana Reader",
    });
    // The update is used up: finalizing again has nothing to finalize.
    await expectArcError(
      () => Sales.finalizePaymentUpdate3ds(paymentID, CARD, intent?.id ?? ""),
      "payment_not_initialized",
    );
  });

  it("keeps the name on the new card the reader typed for the provider", async () => {
    await paidOrder();
    const paymentID = fake.sales.store.orders()[0]?.payment?.paymentID ?? 0;
    await Sales.initializePaymentUpdate(paymentID, CARD);
    const id = payments.intents().at(-1)?.id ?? "";
    payments.succeed(id, { brand: "visa", last4: "1881", expMonth: 3, expYear: 2030, holderName: "Bo Reader" });
    expect(await Sales.finalizePaymentUpdate(paymentID, CARD, id)).toMatchObject({ cardholderName: "Bo Reader" });
    expect((await Sales.getSubscriptionDetails(5001)).currentPaymentMethod).toMatchObject({
      lastFour: "1881",
      expiration: "0330",
      cardHolderName: "Bo Reader",
    });
  });

  it("finalizes through 3-D Secure too, and refuses another reader's payment method", async () => {
    await paidOrder();
    const paymentID = fake.sales.store.orders()[0]?.payment?.paymentID ?? 0;
    await Sales.initializePaymentUpdate(paymentID, CARD);
    const id = payments.intents().at(-1)?.id ?? "";
    payments.succeed(id);
    expect(await Sales.finalizePaymentUpdate3ds(paymentID, CARD, id)).toMatchObject({ status: "Paid" });
    Identity.clearSession();
    await Identity.login(CHLOE, FIXTURE_PASSWORD);
    await expectArcError(() => Sales.initializePaymentUpdate(paymentID, CARD), "payment_method_not_found");
  });
});
