import { FIXTURE_PASSWORD } from "../../src/identity";
import { setupFakeArc } from "../../src/node";
import { DEMO_ENTERPRISE_NONCE, DEMO_EXPIRED_ENTERPRISE_NONCE } from "../../src/sales";
import { codeOf, loadIdentity, rejection, resetIdentity } from "../identity/sdk";
import { ADDRESS, loadSales, resetSales } from "./sales-sdk";
import { createTestPayments } from "./test-payments";

const payments = createTestPayments();
const fake = setupFakeArc({ payments });
const Identity = loadIdentity();
const Sales = loadSales(Identity);
const ANA = "ana.reader@example.test";
const CHLOE = "chloe.both@example.test";

beforeEach(() => {
  resetIdentity(Identity);
  resetSales(Sales);
});

async function as(email: string): Promise<void> {
  Identity.clearSession();
  await Identity.login(email, FIXTURE_PASSWORD);
}

async function expectArcError(call: () => unknown, code: string): Promise<void> {
  expect(codeOf(await rejection(call))).toEqual({ code, message: expect.any(String) });
}

describe("sharing with an associate", () => {
  it("invites by email, the associate redeems, and both see it; stopping ends the associate's access", async () => {
    const parent = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    await as(ANA);
    expect(await Sales.getSubscriptionSharingDetails(parent.subscriptionID)).toEqual({
      numSharesAllowed: 2,
      sharedSubscriptions: [],
    });
    const { redeemCode } = await Sales.shareSubscription(parent.subscriptionID, CHLOE);
    expect(fake.sales.invitationCodes(CHLOE)).toEqual([redeemCode]);

    await as(CHLOE);
    const redeemed = await Sales.redeemAssociateInvitation(String(redeemCode));
    expect(redeemed).toEqual({ subscriptionID: expect.any(Number) });
    // The SDK follows the redeem with the subscription's details, which it keeps.
    expect(Sales.subscriptions).toContainEqual(
      expect.objectContaining({
        subscriptionID: redeemed.subscriptionID,
        status: 1,
        sku: "bs-digital",
        currentPaymentMethod: expect.objectContaining({ paymentPartner: "Sharing" }),
      }),
    );
    await expectArcError(() => Sales.redeemAssociateInvitation(String(redeemCode)), "redeem_code_invalid");

    await as(ANA);
    const shared = await Sales.getSubscriptionSharingDetails(parent.subscriptionID);
    expect(shared.sharedSubscriptions).toEqual([{ email: CHLOE, subscriptionID: redeemed.subscriptionID }]);
    expect(await Sales.stopSharing(Number(redeemed.subscriptionID))).toEqual({
      subscriptionID: redeemed.subscriptionID,
    });
    expect((await Sales.getSubscriptionSharingDetails(parent.subscriptionID)).sharedSubscriptions).toEqual([]);
    expect(fake.sales.subscriptions(CHLOE)[0]).toMatchObject({ status: 2 });
  });

  it("refuses an invitation redeemed by another address, and more invitations than the product allows", async () => {
    const parent = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    await as(ANA);
    const { redeemCode } = await Sales.shareSubscription(parent.subscriptionID, "someone@example.test");
    await Sales.shareSubscription(parent.subscriptionID, "another@example.test");
    await expectArcError(
      () => Sales.shareSubscription(parent.subscriptionID, "third@example.test"),
      "share_limit_reached",
    );
    await as(CHLOE);
    await expectArcError(() => Sales.redeemAssociateInvitation(String(redeemCode)), "redeem_email_mismatch");
  });

  it("shares only an active subscription", async () => {
    const parent = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    fake.sales.terminate(parent.subscriptionID);
    await as(ANA);
    await expectArcError(() => Sales.shareSubscription(parent.subscriptionID, CHLOE), "invalid_status");
  });
});

describe("gifts", () => {
  it("buying a gift price gives the buyer a code, not a subscription; the recipient redeems it once", async () => {
    await as(ANA);
    await Sales.addItemToCart([{ sku: "bs-digital-gift", priceCode: "DIGITAL-GIFT-ANNUAL", quantity: 1 }]);
    const orderNumber = String((await Sales.createNewOrder(ADDRESS)).orderNumber);
    await Sales.initializePayment(orderNumber, 1);
    const id = payments.intents()[0]?.id ?? "";
    payments.succeed(id);
    const paid = await Sales.finalizePayment(orderNumber, 1, id);
    const [code] = fake.sales.giftCodes(ANA);
    expect(paid.items).toEqual([expect.objectContaining({ redeemCode: code })]);
    expect(await Sales.getAllSubscriptions()).toEqual([]);

    const recipient = await Sales.setGiftRecipient(String(code), { email: CHLOE, name: "Chloe", note: "Enjoy" });
    expect(recipient).toMatchObject({
      redeemCode: code,
      email: CHLOE,
      name: "Chloe",
      subscriptionID: expect.any(Number),
    });

    await as(CHLOE);
    await expectArcError(
      () => Sales.setGiftRecipient(String(code), { email: CHLOE, name: "Me" }),
      "redeem_code_invalid",
    );
    const redeemed = await Sales.redeemGiftSubscription(String(code));
    expect(redeemed).toMatchObject({ subscriptionID: recipient.subscriptionID });
    expect(await Sales.getSubscriptionDetails(Number(recipient.subscriptionID))).toMatchObject({
      status: 1,
      sku: "bs-digital-gift",
      currentPaymentMethod: expect.objectContaining({ paymentPartner: "Gift" }),
    });
    await expectArcError(() => Sales.redeemGiftSubscription(String(code)), "redeem_code_invalid");
  });
});

describe("enterprise", () => {
  it("redeems a nonce once into a subscription paid by the email group", async () => {
    const nonce = fake.sales.enterpriseNonce("DIGITAL-ANNUAL");
    await as(CHLOE);
    const { subscriptionID } = await Sales.redeemEnterpriseSubscription(nonce);
    expect(await Sales.getSubscriptionDetails(Number(subscriptionID))).toMatchObject({
      status: 1,
      currentPaymentMethod: expect.objectContaining({ paymentPartner: "EmailGroupSubPaymentProvider" }),
    });
    await expectArcError(() => Sales.redeemEnterpriseSubscription(nonce), "redeem_code_used");
    await expectArcError(() => Sales.redeemEnterpriseSubscription("ENT-NOT-ISSUED"), "redeem_code_invalid");
  });

  it("refuses an expired nonce, and holds the demo nonces the preview offers", async () => {
    await as(CHLOE);
    const expired = fake.sales.enterpriseNonce("DIGITAL-ANNUAL", { expired: true });
    await expectArcError(() => Sales.redeemEnterpriseSubscription(expired), "redeem_code_expired");
    await expectArcError(
      () => Sales.redeemEnterpriseSubscription(DEMO_EXPIRED_ENTERPRISE_NONCE),
      "redeem_code_expired",
    );
    expect(await Sales.redeemEnterpriseSubscription(DEMO_ENTERPRISE_NONCE)).toMatchObject({
      subscriptionID: expect.any(Number),
    });
  });
});
