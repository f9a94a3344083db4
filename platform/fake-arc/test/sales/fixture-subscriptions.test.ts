import { createFakeArc, FIXTURE_SUBSCRIPTIONS } from "../../src";

const DORA = "dora.subscriber@example.test";

describe("the fixture subscriber", () => {
  it("has one subscription in each state the account page shows, and a gift, seeded again on reset", () => {
    const fake = createFakeArc({ subscriptions: FIXTURE_SUBSCRIPTIONS });
    const seeded = () =>
      fake.sales.subscriptions(DORA).map((one) => [one.subscriptionID, one.priceCode, one.status] as const);
    expect(seeded()).toEqual([
      [4001, "DIGITAL-MONTHLY", 1],
      [4002, "PRINT-MONTHLY", 3],
      [4003, "DIGITAL-ANNUAL", 2],
      [4004, "DIGITAL-ANNUAL", 1],
    ]);
    const [active] = fake.sales.subscriptions(DORA);
    // Started 12 days ago on a monthly price: still in its first cycle, renewing in the future.
    expect(active?.currentRetailCycleIDX).toBe(1);
    expect(active?.nextEventDateUTC).toBeGreaterThan(Date.now());
    expect(fake.sales.store.paymentMethod(active?.paymentMethodID ?? 0)).toMatchObject({
      creditCardType: "Visa",
      lastFour: "4242",
      expiration: "1230",
    });
    fake.sales.terminate(4001);
    fake.reset();
    expect(seeded()).toEqual([
      [4001, "DIGITAL-MONTHLY", 1],
      [4002, "PRINT-MONTHLY", 3],
      [4003, "DIGITAL-ANNUAL", 2],
      [4004, "DIGITAL-ANNUAL", 1],
    ]);
  });

  it("shifts none of the numbers checkout hands out, and is absent unless asked for", () => {
    const seededFake = createFakeArc({ subscriptions: FIXTURE_SUBSCRIPTIONS });
    expect(seededFake.sales.orders()).toEqual([]);
    expect(seededFake.sales.grantSubscription(DORA, "DIGITAL-ANNUAL").subscriptionID).toBe(5001);
    expect(seededFake.sales.orders().map((order) => order.orderNumber)).toEqual(["ORD1001"]);
    expect(createFakeArc().sales.subscriptions(DORA)).toEqual([]);
  });

  it("sells a gift without checkout: its redeem code, and an order, but no subscription of the buyer's", () => {
    const fake = createFakeArc();
    const code = fake.sales.grantGift(DORA, "DIGITAL-GIFT-ANNUAL");
    expect(fake.sales.giftCodes(DORA)).toEqual([code]);
    expect(fake.sales.orders(DORA)).toEqual([expect.objectContaining({ status: "Paid" })]);
    expect(fake.sales.subscriptions(DORA)).toEqual([]);
    expect(() => fake.sales.grantGift(DORA, "DIGITAL-MONTHLY")).toThrow("no gift price");
  });
});
