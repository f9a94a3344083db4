import { cycleAt } from "./pricing";
import type { SalesContext } from "./sales-context";
import type { SettledMethod } from "./settle-payment";
import { ACTIVE, type Order, type Subscription } from "./sales-types";

/**
 * A finalized payment: the order is Paid, the reader's payment method stored, one subscription started per
 * item (its next event the price's second cycle) and the cart emptied. A declined payment never gets here,
 * so its order stays Pending and its cart kept.
 */
export function completeOrder(context: SalesContext, order: Order, method: SettledMethod): Order {
  const { store, catalogue } = context;
  const now = Date.now();
  const stored = store.addPaymentMethod(order.owner, method);
  const subscriptions = order.items.map((item): Subscription => {
    const strategy = catalogue.price(item.priceCode)?.strategy;
    const next = strategy ? cycleAt(strategy, 2, now) : undefined;
    return store.addSubscription({
      subscriptionID: store.nextSubscriptionID(),
      owner: order.owner,
      sku: item.sku,
      productName: item.name,
      priceCode: item.priceCode,
      status: ACTIVE,
      currentRetailCycleIDX: 1,
      startedAt: now,
      nextEventDateUTC: next?.startsAt ?? now,
      events: [{ eventType: "START_SUBSCRIPTION", eventDateUTC: now, details: null }],
      billingAddress: { ...order.billingAddress },
      paymentMethodID: stored.paymentMethodID,
      orderNumber: order.orderNumber,
      currency: order.currency,
      rates: strategy?.rates ?? [],
    });
  });
  order.status = "Paid";
  order.payment = { amount: order.total, paymentID: stored.paymentMethodID, paymentMethod: stored, paidAt: now };
  order.subscriptionIDs = subscriptions.map((subscription) => subscription.subscriptionID);
  store.putCart(order.owner, { lines: [], cartDate: now });
  return order;
}
