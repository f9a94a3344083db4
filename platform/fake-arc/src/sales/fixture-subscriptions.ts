import type { IdentityStore } from "../identity/identity-store";
import { startSubscription } from "./checkout";
import { cycleAt, DAY_MS } from "./pricing";
import { GIFT_PARTNER } from "./redeem-handlers";
import type { SalesContext } from "./sales-context";
import { DEMO_ADDRESS } from "./sales-controls";
import { CARD_PARTNER } from "./settle-payment";
import { CANCELED, TERMINATED, type StoredPaymentMethod } from "./sales-types";

/** A subscription a fake starts with: whose, on which price, in which state, paid how. */
export interface FixtureSubscription {
  /** Its own id, below the ids the service hands out (5001 on), so seeding shifts no test's numbers. */
  subscriptionID: number;
  email: string;
  priceCode: string;
  status: "active" | "canceled" | "terminated";
  /** How long ago it started. */
  startedDaysAgo: number;
  paymentMethod: Omit<StoredPaymentMethod, "paymentMethodID">;
}

const card = (creditCardType: string, lastFour: string, expiration: string): FixtureSubscription["paymentMethod"] => ({
  paymentPartner: CARD_PARTNER,
  creditCardType,
  firstSix: null,
  lastFour,
  expiration,
  cardHolderName: "Dora Lindqvist",
});

/**
 * The preview's subscriber, dora.subscriber@example.test: one subscription in each state the account page
 * shows (Active, Canceled, Terminated), and a gift she redeemed, which the lists leave out (spec §4).
 * No orders: the order numbers and every order list stay as checkout makes them.
 */
export const FIXTURE_SUBSCRIPTIONS: readonly FixtureSubscription[] = [
  {
    subscriptionID: 4001,
    email: "dora.subscriber@example.test",
    priceCode: "DIGITAL-MONTHLY",
    status: "active",
    startedDaysAgo: 12,
    paymentMethod: card("Visa", "4242", "1230"),
  },
  {
    subscriptionID: 4002,
    email: "dora.subscriber@example.test",
    priceCode: "PRINT-MONTHLY",
    status: "canceled",
    startedDaysAgo: 20,
    paymentMethod: card("MasterCard", "4444", "0828"),
  },
  {
    subscriptionID: 4003,
    email: "dora.subscriber@example.test",
    priceCode: "DIGITAL-ANNUAL",
    status: "terminated",
    startedDaysAgo: 400,
    paymentMethod: card("Visa", "1881", "0125"),
  },
  {
    subscriptionID: 4004,
    email: "dora.subscriber@example.test",
    priceCode: "DIGITAL-ANNUAL",
    status: "active",
    startedDaysAgo: 30,
    paymentMethod: {
      paymentPartner: GIFT_PARTNER,
      creditCardType: null,
      firstSix: null,
      lastFour: null,
      expiration: null,
      cardHolderName: null,
    },
  },
];

/** Puts the fixtures' subscriptions in the store (after each reset); a fixture whose reader is gone is skipped. */
export function seedSubscriptions(
  context: SalesContext,
  identity: IdentityStore,
  fixtures: readonly FixtureSubscription[],
): void {
  const now = Date.now();
  for (const fixture of fixtures) {
    const reader = identity.readerByEmail(fixture.email);
    const price = context.catalogue.price(fixture.priceCode);
    if (!reader || !price) continue;
    const method = context.store.addPaymentMethod(reader.uuid, fixture.paymentMethod);
    const subscription = startSubscription(context, {
      owner: reader.uuid,
      priceCode: fixture.priceCode,
      billingAddress: DEMO_ADDRESS,
      paymentMethodID: method.paymentMethodID,
      orderNumber: "",
      subscriptionID: fixture.subscriptionID,
    });
    // Started in the past: the current cycle is the one today falls in.
    const startedAt = now - fixture.startedDaysAgo * DAY_MS;
    let index = 1;
    while ((cycleAt(price.strategy, index, startedAt)?.endsAt ?? Number.POSITIVE_INFINITY) <= now) index += 1;
    subscription.startedAt = startedAt;
    subscription.currentRetailCycleIDX = index;
    subscription.nextEventDateUTC = cycleAt(price.strategy, index, startedAt)?.endsAt ?? now;
    subscription.events = [{ eventType: "START_SUBSCRIPTION", eventDateUTC: startedAt, details: null }];
    if (fixture.status === "canceled") {
      subscription.status = CANCELED;
      subscription.events.push({ eventType: "CANCEL_SUBSCRIPTION", eventDateUTC: now - DAY_MS, details: null });
    } else if (fixture.status === "terminated") {
      subscription.status = TERMINATED;
      subscription.nextEventDateUTC = startedAt + 360 * DAY_MS;
      subscription.events.push({
        eventType: "TERMINATE_SUBSCRIPTION",
        eventDateUTC: subscription.nextEventDateUTC,
        details: null,
      });
    }
  }
}
