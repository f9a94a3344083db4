/**
 * What checkout shows when it loads (commerce-and-identity §4 "Cart and order resolution on load", §9): a PayPal
 * return, the cart, a recent pending order or the pending cart item the offer page stored. Pure: the block reads
 * the SDK and storage, asks this which source to use, then acts on it.
 */
import type { PendingCartItem } from "./storage-keys";

/** §9: a pending cart or order is valid for 2 days. */
export const PENDING_VALIDITY_MS = 172_800_000;

export interface OrderSummary {
  orderNumber: string;
  /** "Pending", "Paid", … (§3). */
  orderStatus: string;
  /** ms since the epoch, or a date string the API sent. */
  orderDate: number | string;
}

export interface CartResolutionInput {
  /** The `token` query parameter of a PayPal return. */
  payPalToken?: string | null;
  /** The order number stored before the redirect to PayPal. */
  storedOrderNumber?: string | null;
  cart?: { items?: readonly unknown[] | null } | null;
  /** The reader's order history (any order). */
  orders?: readonly OrderSummary[] | null;
  pendingCartItem?: PendingCartItem | null;
  /** ms since the epoch. */
  now: number;
}

export type CartSource =
  /** Fetch this order, clear the cart and re-add its items, then finalize the PayPal payment. */
  | { source: "paypal-return"; orderNumber: string; payPalToken: string }
  | { source: "cart" }
  /** Clear the cart and re-add the order's items. */
  | { source: "pending-order"; orderNumber: string; orderDate: number }
  /** Add the stored item to the cart. */
  | { source: "pending-cart-item"; item: PendingCartItem }
  /** Nothing to buy: checkout sends the reader to the offer page. */
  | { source: "none" };

const filled = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** An order date as ms, or null when it cannot be read (such an order never wins). */
export function orderTime(orderDate: number | string | null | undefined): number | null {
  if (typeof orderDate === "number") return Number.isFinite(orderDate) ? orderDate : null;
  if (typeof orderDate !== "string" || orderDate.trim() === "") return null;
  const time = /^\d+$/.test(orderDate.trim()) ? Number(orderDate) : Date.parse(orderDate);
  return Number.isFinite(time) ? time : null;
}

/** Under 2 days old. A date in the future (a skewed clock) counts as fresh: it is not stale. */
export function isFresh(time: number, now: number): boolean {
  return now - time < PENDING_VALIDITY_MS;
}

const timeOfStatus = (orders: readonly OrderSummary[], status: string) =>
  orders
    .filter((order) => order.orderStatus === status)
    .map((order) => ({ order, time: orderTime(order.orderDate) }))
    .filter((entry): entry is { order: OrderSummary; time: number } => entry.time !== null);

/** The latest Pending order, if it is newer than every Paid one (else it was paid another way) and fresh. */
export function latestPendingOrder(
  orders: readonly OrderSummary[] | null | undefined,
  now: number,
): { orderNumber: string; orderDate: number } | null {
  const list = orders ?? [];
  const pending = timeOfStatus(list, "Pending").filter((entry) => filled(entry.order.orderNumber));
  if (pending.length === 0) return null;
  const latest = pending.reduce((a, b) => (b.time > a.time ? b : a));
  const paidTimes = timeOfStatus(list, "Paid").map((entry) => entry.time);
  if (paidTimes.some((paid) => paid >= latest.time)) return null;
  if (!isFresh(latest.time, now)) return null;
  return { orderNumber: latest.order.orderNumber, orderDate: latest.time };
}

/**
 * §4, in order: a PayPal return with a stored order; else the cart when it has items; else the fresher of a
 * recent pending order and a recent pending cart item (a tie goes to the order, which the server already holds);
 * else nothing.
 */
export function resolveCartSource(input: CartResolutionInput): CartSource {
  const { payPalToken, storedOrderNumber, cart, orders, pendingCartItem, now } = input;
  if (filled(payPalToken) && filled(storedOrderNumber)) {
    return { source: "paypal-return", orderNumber: storedOrderNumber.trim(), payPalToken };
  }
  if (Array.isArray(cart?.items) && cart.items.length > 0) return { source: "cart" };

  const order = latestPendingOrder(orders, now);
  const item =
    pendingCartItem && Number.isFinite(pendingCartItem.cartDate) && isFresh(pendingCartItem.cartDate, now)
      ? pendingCartItem
      : null;
  if (order && (!item || order.orderDate >= item.cartDate)) return { source: "pending-order", ...order };
  if (item) return { source: "pending-cart-item", item };
  return { source: "none" };
}
