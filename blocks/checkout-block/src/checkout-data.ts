/**
 * What checkout shows, read defensively from the Sales answers (the SDK's typings promise more than an answer may
 * hold): the cart or order's lines and totals. Every figure on the page comes from here, never from the page's
 * own arithmetic.
 */
import { toAmount, type BillingAddress, type OfferFeature, type PriceRate } from "@broadsheet/arc-client";

export interface CheckoutItem {
  sku: string;
  priceCode: string;
  quantity: number;
  /** The cart's own name for the line (the product's). */
  name: string;
}

export interface CheckoutTotals {
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
}

export interface CheckoutCart extends CheckoutTotals {
  items: CheckoutItem[];
}

export interface CheckoutOrder extends CheckoutCart {
  orderNumber: string;
  status: string;
  billingAddress: BillingAddress | null;
}

/** A line as review and the sidebar show it: the cart's line with its price and product from retail. */
export interface CheckoutLine extends CheckoutItem {
  priceName: string;
  priceDescription: string;
  priceSummary: string;
  rates: PriceRate[];
  taxInclusive: boolean;
  productDescription: string;
  features: OfferFeature[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const amount = (value: unknown): number => toAmount(value as number | string | null | undefined) ?? 0;

function readItems(value: unknown): CheckoutItem[] {
  return (Array.isArray(value) ? value : [])
    .map(record)
    .map((item) => ({
      sku: text(item.sku),
      priceCode: text(item.priceCode),
      quantity: Math.max(1, Math.trunc(amount(item.quantity)) || 1),
      name: text(item.name),
    }))
    .filter((item) => item.sku !== "" && item.priceCode !== "");
}

export function readCart(value: unknown): CheckoutCart {
  const cart = record(value);
  return {
    items: readItems(cart.items),
    currency: text(cart.currency).toUpperCase() || "USD",
    subtotal: amount(cart.subtotal),
    tax: amount(cart.tax ?? cart.totalTax),
    total: amount(cart.total),
  };
}

function readAddress(value: unknown): BillingAddress | null {
  const address = record(value);
  const line1 = text(address.line1);
  if (line1 === "") return null;
  const line2 = text(address.line2);
  return {
    line1,
    ...(line2 !== "" ? { line2 } : {}),
    locality: text(address.locality),
    region: text(address.region),
    postal: text(address.postal),
    country: text(address.country).toUpperCase(),
  };
}

export function readOrder(value: unknown): CheckoutOrder {
  const order = record(value);
  return {
    ...readCart(order),
    orderNumber: text(order.orderNumber),
    status: text(order.orderStatus ?? order.status),
    billingAddress: readAddress(order.billingAddress),
  };
}

/** The items as addItemToCart takes them. */
export function cartItems(items: readonly CheckoutItem[]): Array<{ sku: string; priceCode: string; quantity: number }> {
  return items.map(({ sku, priceCode, quantity }) => ({ sku, priceCode, quantity }));
}

/**
 * The subscriptions a paid order started: order detail answers them as an array of numbers, the create and
 * finalize answers as a string or null (sdk-sales' OrderDetails and CreateOrderResponse).
 */
export function readSubscriptionIDs(value: unknown): number[] {
  const ids = record(value).subscriptionIDs;
  const listed: unknown[] = Array.isArray(ids) ? ids : typeof ids === "string" ? ids.split(",") : [];
  return listed
    .map((id) => toAmount(typeof id === "number" || typeof id === "string" ? id : null))
    .filter((id): id is number => id !== null && Number.isInteger(id) && id >= 0);
}

/** A subscription's next charge (nextEventDateUTC: ms since the epoch, or an ISO date), or null when it has none. */
export function readNextCharge(value: unknown): number | null {
  const raw = record(value).nextEventDateUTC;
  const ms =
    typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) || Date.parse(raw) : NaN;
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}
