import { priceLines } from "./cart-pricing";
import type { SalesContext } from "./sales-context";
import type { StoredCart } from "./sales-store";
import type { Order, StoredPaymentMethod, Subscription } from "./sales-types";

/** The shapes the SDK's guards and types expect (`items`, `orderNumber`, `subscriptionID`, `statusID`, …). */

export function cartAnswer(context: SalesContext, cart: StoredCart): Record<string, unknown> {
  return {
    ...priceLines(context.catalogue, cart.lines, cart.billingAddress),
    cartDate: cart.cartDate,
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
  };
}

function paymentMethodAnswer(method: StoredPaymentMethod | undefined): StoredPaymentMethod | null {
  return method ? { ...method } : null;
}

/** An order as create, finalize and detail answer it: the SDK's CreateOrderResponse and OrderDetails at once. */
export function orderAnswer(context: SalesContext, order: Order): Record<string, unknown> {
  const method = order.payment ? context.store.paymentMethod(order.payment.paymentMethod.paymentMethodID) : undefined;
  return {
    orderNumber: order.orderNumber,
    orderID: Number(order.orderNumber.replace(/\D/g, "")),
    orderType: "Parent",
    email: order.email,
    phone: order.phone,
    firstName: order.firstName,
    lastName: order.lastName,
    secondLastName: order.secondLastName,
    status: order.status,
    orderStatus: order.status,
    items: order.items,
    currency: order.currency,
    subtotal: order.subtotal,
    tax: order.tax,
    totalTax: order.tax,
    shipping: order.shipping,
    total: order.total,
    billingAddress: order.billingAddress,
    shippingAddress: null,
    orderDate: order.orderDate,
    orderDateUTC: new Date(order.orderDate).toISOString(),
    subscriptionIDs: order.subscriptionIDs.length > 0 ? order.subscriptionIDs : null,
    clientID: "broadsheet",
    payments: order.payment
      ? [
          {
            amount: order.payment.amount,
            paymentID: order.payment.paymentID,
            paymentMethod: paymentMethodAnswer(method ?? order.payment.paymentMethod),
            financialTransactions: [
              {
                amount: order.total,
                tax: order.tax,
                subtotal: order.subtotal,
                transactionType: "Payment",
                transactionDate: order.payment.paidAt,
                billingAddress: order.billingAddress,
              },
            ],
            remainingAmountToRefund: order.total,
          },
        ]
      : null,
  };
}

/** One line of the order history (the SDK's OrderHistoryEntry). */
export function historyEntry(order: Order): Record<string, unknown> {
  const method = order.payment?.paymentMethod;
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    orderType: "Parent",
    orderStatus: order.status,
    totalAmount: order.total,
    tax: order.tax,
    currency: order.currency,
    products: order.items.map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity })),
    paymentGateway: method?.paymentPartner ?? null,
    lastFour: method?.lastFour ?? null,
    nameOnPayment: method?.cardHolderName ?? null,
    creditCardBrand: method?.creditCardType ?? null,
  };
}

/** A subscription as the list calls answer it: `statusID`, which the SDK renames `status`. */
export function subscriptionSummary(context: SalesContext, subscription: Subscription): Record<string, unknown> {
  return {
    subscriptionID: subscription.subscriptionID,
    statusID: subscription.status,
    productName: subscription.productName,
    sku: subscription.sku,
    paymentMethod: paymentMethodAnswer(context.store.paymentMethod(subscription.paymentMethodID)),
  };
}

/** A subscription's details: `events` present, which is how the SDK tells details from a summary. */
export function subscriptionDetail(context: SalesContext, subscription: Subscription): Record<string, unknown> {
  const stored = context.store.paymentMethod(subscription.paymentMethodID);
  const order = context.store.order(subscription.orderNumber);
  return {
    subscriptionID: subscription.subscriptionID,
    sku: subscription.sku,
    productName: subscription.productName,
    priceCode: subscription.priceCode,
    status: subscription.status,
    subscriptionType: 1,
    currentRetailCycleIDX: subscription.currentRetailCycleIDX,
    nextEventDateUTC: subscription.nextEventDateUTC,
    events: subscription.events.map((event) => ({ ...event })),
    billingAddress: { ...subscription.billingAddress },
    currentPaymentMethod: paymentMethodAnswer(stored),
    clientID: "broadsheet",
    salesOrders: order
      ? [
          {
            id: Number(order.orderNumber.replace(/\D/g, "")),
            orderDateUTC: order.orderDate,
            orderNumber: order.orderNumber,
            status: order.status === "Paid" ? 2 : 1,
            tax: order.tax,
            shipping: order.shipping,
            total: order.total,
          },
        ]
      : [],
    paymentHistory: order?.payment
      ? [
          {
            currency: order.currency,
            periodFrom: subscription.startedAt,
            periodTo: subscription.nextEventDateUTC,
            sku: subscription.sku,
            tax: order.tax,
            total: order.total,
            transactionDate: order.payment.paidAt,
          },
        ]
      : [],
  };
}
