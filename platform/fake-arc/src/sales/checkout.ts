import { cycleAt } from "./pricing";
import type { SalesContext } from "./sales-context";
import type { SettledMethod } from "./settle-payment";
import { ACTIVE, type Address, type Order, type Subscription } from "./sales-types";

/** A subscription starting now on a price, its next event the price's second cycle. */
export function startSubscription(
  context: SalesContext,
  input: {
    owner: string;
    priceCode: string;
    billingAddress: Address;
    paymentMethodID: number;
    orderNumber: string;
    sharedFrom?: number;
    subscriptionID?: number;
  },
): Subscription {
  const { store, catalogue } = context;
  const found = catalogue.price(input.priceCode);
  if (!found) throw new Error(`No price ${input.priceCode}`);
  const now = Date.now();
  const next = cycleAt(found.strategy, 2, now);
  return store.addSubscription({
    subscriptionID: input.subscriptionID ?? store.nextSubscriptionID(),
    owner: input.owner,
    sku: found.product.sku,
    productName: found.product.name,
    priceCode: input.priceCode,
    status: ACTIVE,
    currentRetailCycleIDX: 1,
    startedAt: now,
    nextEventDateUTC: next?.startsAt ?? now,
    events: [{ eventType: "START_SUBSCRIPTION", eventDateUTC: now, details: null }],
    billingAddress: { ...input.billingAddress },
    paymentMethodID: input.paymentMethodID,
    orderNumber: input.orderNumber,
    currency: found.strategy.currencyCode,
    rates: found.strategy.rates,
    ...(input.sharedFrom === undefined ? {} : { sharedFrom: input.sharedFrom }),
  });
}

/**
 * A finalized payment: the order is Paid, the reader's payment method stored, one subscription started per
 * item, or for a gift price a code the buyer hands on, and the cart emptied. A declined payment never gets
 * here, so its order stays Pending and its cart kept.
 */
export function completeOrder(context: SalesContext, order: Order, method: SettledMethod): Order {
  const { store, catalogue, redeem } = context;
  const now = Date.now();
  const stored = store.addPaymentMethod(order.owner, method);
  const ids: number[] = [];
  for (const item of order.items) {
    if (catalogue.price(item.priceCode)?.strategy.gift) {
      const gift = {
        redeemCode: redeem.code("GIFT"),
        subscriptionID: store.nextSubscriptionID(),
        buyer: order.owner,
        sku: item.sku,
        priceCode: item.priceCode,
        orderNumber: order.orderNumber,
        redeemed: false,
      };
      redeem.gifts.push(gift);
      item.redeemCode = gift.redeemCode;
      ids.push(gift.subscriptionID);
      continue;
    }
    const subscription = startSubscription(context, {
      owner: order.owner,
      priceCode: item.priceCode,
      billingAddress: order.billingAddress,
      paymentMethodID: stored.paymentMethodID,
      orderNumber: order.orderNumber,
    });
    ids.push(subscription.subscriptionID);
  }
  order.status = "Paid";
  order.payment = { amount: order.total, paymentID: stored.paymentMethodID, paymentMethod: stored, paidAt: now };
  order.subscriptionIDs = ids;
  store.putCart(order.owner, { lines: [], cartDate: now });
  return order;
}
