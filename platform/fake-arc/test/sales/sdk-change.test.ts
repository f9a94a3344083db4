import { FIXTURE_PASSWORD } from "../../src/identity";
import { setupFakeArc } from "../../src/node";
import { codeOf, loadIdentity, rejection, resetIdentity } from "../identity/sdk";
import { loadSales, resetSales } from "./sales-sdk";

const fake = setupFakeArc();
const Identity = loadIdentity();
const Sales = loadSales(Identity);
const ANA = "ana.reader@example.test";
const DAY = 86_400_000;

beforeEach(async () => {
  resetIdentity(Identity);
  resetSales(Sales);
  await Identity.login(ANA, FIXTURE_PASSWORD);
});

async function expectArcError(call: () => unknown, code: string): Promise<void> {
  expect(codeOf(await rejection(call))).toEqual({ code, message: expect.any(String) });
}

describe("upgrade and downgrade", () => {
  it("proposes a change now with the unused term refunded, then makes it with the session id", async () => {
    const monthly = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    const proposal = await Sales.initializeSubscriptionChange(monthly.subscriptionID, "DIGITAL-ANNUAL", "NOW", "ENDS");
    expect(proposal).toMatchObject({
      subscriptionId: monthly.subscriptionID,
      currentPriceCode: "DIGITAL-MONTHLY",
      currentTermTotalAmount: 9.99,
      currency: "USD",
      proposedPriceCode: "DIGITAL-ANNUAL",
      proposedCharge: 99,
      sessionId: expect.any(String),
    });
    // Granted a moment ago: nearly the whole month is unused.
    expect(proposal.proposedRefundAmount).toBeCloseTo(9.99, 1);
    expect(Number(proposal.proposedNextEventDate) - Date.now()).toBeGreaterThan(359 * DAY);
    const changed = await Sales.finalizeSubscriptionChange(String(proposal.sessionId), "UPGRADE");
    expect(changed).toMatchObject({ subscriptionID: monthly.subscriptionID, priceCode: "DIGITAL-ANNUAL" });
    expect(fake.sales.subscriptions(ANA)[0]).toMatchObject({ priceCode: "DIGITAL-ANNUAL", currentRetailCycleIDX: 1 });
    await expectArcError(() => Sales.finalizeSubscriptionChange(String(proposal.sessionId)), "redeem_code_invalid");
  });

  it("keeps a change at the end of the term until then, with nothing refunded", async () => {
    const annual = fake.sales.grantSubscription(ANA, "DIGITAL-ANNUAL");
    const proposal = await Sales.initializeSubscriptionChange(
      annual.subscriptionID,
      "DIGITAL-MONTHLY",
      "END_OF_CURRENT_TERM",
      "CONTINUES",
    );
    expect(proposal).toMatchObject({ proposedRefundAmount: 0, proposedNextEventDate: annual.nextEventDateUTC });
    await Sales.finalizeSubscriptionChange(String(proposal.sessionId));
    expect(fake.sales.subscriptions(ANA)[0]).toMatchObject({
      priceCode: "DIGITAL-ANNUAL",
      scheduledPriceCode: "DIGITAL-MONTHLY",
    });
  });

  it("refuses the same price, another currency, a canceled subscription and unknown terms", async () => {
    const monthly = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    const id = monthly.subscriptionID;
    await expectArcError(
      () => Sales.initializeSubscriptionChange(id, "DIGITAL-MONTHLY", "NOW", "ENDS"),
      "bad_parameter",
    );
    await expectArcError(
      () => Sales.initializeSubscriptionChange(id, "DIGITAL-MONTHLY-EUR", "NOW", "ENDS"),
      "currency_mismatch",
    );
    await expectArcError(
      () => Sales.initializeSubscriptionChange(id, "DIGITAL-ANNUAL", "LATER" as "NOW", "ENDS"),
      "bad_parameter",
    );
    await Sales.cancelSubscription(id);
    await expectArcError(
      () => Sales.initializeSubscriptionChange(id, "DIGITAL-ANNUAL", "NOW", "ENDS"),
      "invalid_status",
    );
  });
});

describe("Subscribe with Google", () => {
  const purchase = (purchaseToken: string): string =>
    JSON.stringify({
      purchaseData: { raw: JSON.stringify({ productId: "bs-digital", purchaseToken }), signature: "sig" },
      userData: { email: ANA },
    });

  it("links a Google purchase to the reader as a SwG subscription; loginexists then finds it", async () => {
    const token = JSON.stringify({ purchaseToken: "gp-token-1" });
    expect(await Sales.checkSwgSubscriptionToken({ subscriptionToken: token })).toEqual({ exists: false });
    await Sales.onSwgPurchase(purchase("gp-token-1"));
    expect(fake.sales.subscriptions(ANA)).toEqual([expect.objectContaining({ sku: "bs-digital", status: 1 })]);
    const [summary] = await Sales.getAllSubscriptions();
    expect(summary).toMatchObject({ paymentMethod: expect.objectContaining({ paymentPartner: "SwG" }) });
    expect(await Sales.checkSwgSubscriptionToken({ subscriptionToken: token, findOrCreate: true })).toEqual({
      exists: true,
    });
    // The same purchase again links nothing new.
    await Sales.onSwgPurchase(purchase("gp-token-1"));
    expect(fake.sales.subscriptions(ANA)).toHaveLength(1);
  });

  it("refuses a purchase without Google's token", async () => {
    await expectArcError(() => Sales.onSwgPurchase(JSON.stringify({ purchaseData: {} })), "bad_parameter");
  });
});
