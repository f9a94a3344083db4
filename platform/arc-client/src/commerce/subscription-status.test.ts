import {
  STATUS_IDS,
  UNLISTED_PAYMENT_PARTNERS,
  isListedSubscription,
  listedSubscriptions,
  subscriptionActions,
  subscriptionStatus,
} from "./subscription-status";

describe("subscriptionStatus", () => {
  it.each([
    [1, "Active"],
    [4, "Active"],
    [6, "Active"],
    [7, "Active"],
    [2, "Terminated"],
    [3, "Canceled"],
    ["3", "Canceled"],
    [0, null],
    [5, null],
    [8, null],
    [1.5, null],
    ["", null],
    ["Active", null],
    [null, null],
    [undefined, null],
  ])("statusID %j is %j", (id, status) => {
    expect(subscriptionStatus(id)).toBe(status);
  });

  it("cancel and rescue set Canceled and Active", () => {
    expect(subscriptionStatus(STATUS_IDS.canceled)).toBe("Canceled");
    expect(subscriptionStatus(STATUS_IDS.rescued)).toBe("Active");
  });
});

describe("subscriptionActions", () => {
  const all = { allowCancel: true, allowResubscribe: true };
  const none = { allowCancel: false, allowResubscribe: false };

  it("lets an active subscription be cancelled when the block allows it", () => {
    expect(subscriptionActions(1, all)).toEqual({
      cancel: true,
      resubscribe: false,
      offerLink: false,
      changeAddress: true,
    });
    expect(subscriptionActions(7, none)).toEqual({
      cancel: false,
      resubscribe: false,
      offerLink: false,
      changeAddress: true,
    });
  });

  it("lets a canceled subscription be resubscribed when the block allows it", () => {
    expect(subscriptionActions(3, all)).toEqual({
      cancel: false,
      resubscribe: true,
      offerLink: false,
      changeAddress: true,
    });
    expect(subscriptionActions(3, none)).toEqual({
      cancel: false,
      resubscribe: false,
      offerLink: false,
      changeAddress: true,
    });
  });

  it("links a terminated subscription to the offer page whatever the settings", () => {
    expect(subscriptionActions(2, none)).toEqual({
      cancel: false,
      resubscribe: false,
      offerLink: true,
      changeAddress: false,
    });
  });

  it("allows nothing for an unknown status", () => {
    expect(subscriptionActions(5, all)).toEqual({
      cancel: false,
      resubscribe: false,
      offerLink: false,
      changeAddress: false,
    });
  });
});

describe("listed subscriptions", () => {
  const withPartner = (paymentPartner: unknown) => ({ currentPaymentMethod: { paymentPartner } });

  it.each(UNLISTED_PAYMENT_PARTNERS)("leaves out %s", (partner) => {
    expect(isListedSubscription(withPartner(partner))).toBe(false);
    expect(isListedSubscription(withPartner(partner.toUpperCase()))).toBe(false);
  });

  it("lists card, PayPal and partner-less subscriptions", () => {
    expect(isListedSubscription(withPartner("Stripe"))).toBe(true);
    expect(isListedSubscription(withPartner("PayPal"))).toBe(true);
    expect(isListedSubscription({ currentPaymentMethod: null })).toBe(true);
    expect(isListedSubscription({})).toBe(true);
    expect(isListedSubscription(null)).toBe(false);
  });

  it("filters a list and keeps its order and objects", () => {
    const a = { id: 1, ...withPartner("Stripe") };
    const b = { id: 2, ...withPartner("Gift") };
    const c = { id: 3, ...withPartner("PayPal") };
    const listed = listedSubscriptions([a, b, c]);
    expect(listed).toEqual([a, c]);
    expect(listed[0]).toBe(a);
    expect(listedSubscriptions(undefined)).toEqual([]);
  });
});
