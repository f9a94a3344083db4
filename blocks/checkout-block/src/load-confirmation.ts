/**
 * What the order confirmation shows, loaded in the browser for the signed-in reader: the order the success URL's
 * `orderNumber` names (Sales' order detail, which answers only the reader's own orders), each bought price as
 * retail words it, and the next charge date of the subscription the order started.
 */
import { toArcError, type RetailRequest } from "@broadsheet/arc-client";
import {
  readNextCharge,
  readOrder,
  readSubscriptionIDs,
  type CheckoutItem,
  type CheckoutLine,
  type CheckoutOrder,
} from "./checkout-data";
import { checkoutLines } from "./checkout-lines";
import type { CheckoutSales } from "./checkout-sales";
import { withQueryParam } from "./load-checkout";

/** The success URL's parameter naming the order just paid. */
export const ORDER_NUMBER_PARAM = "orderNumber";

export type Confirmation =
  /** No order number, or one no order could have (it never reaches Sales). */
  | { kind: "missing" }
  /** Sales knows no such order of this reader's. */
  | { kind: "not-found"; orderNumber: string }
  | { kind: "not-paid"; orderNumber: string }
  | { kind: "paid"; order: CheckoutOrder; lines: CheckoutLine[]; nextCharge: number | null };

export type ConfirmationSales = Pick<CheckoutSales, "getOrderDetails" | "getSubscriptionDetails">;

// Sales' order numbers are short runs of letters and digits; anything else in the address is not sent on.
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The order number in a page's query string, when it looks like one. */
export function orderNumberFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(ORDER_NUMBER_PARAM)?.trim() ?? "";
  return ORDER_NUMBER.test(value) ? value : null;
}

/** `path` with `orderNumber=<n>` added to its query: where checkout goes after payment. */
export function withOrderNumber(path: string, orderNumber: string): string {
  return withQueryParam(path, ORDER_NUMBER_PARAM, orderNumber);
}

/** Answers of these statuses say the order is not the reader's to see, not that Sales failed. */
const NOT_THEIRS = new Set([400, 403, 404]);

/** The lines without retail's words: a paid order is confirmed even while retail cannot be read. */
const bareLines = (items: readonly CheckoutItem[]): CheckoutLine[] =>
  items.map((item) => ({
    ...item,
    priceName: "",
    priceDescription: "",
    priceSummary: "",
    rates: [],
    taxInclusive: false,
    productDescription: "",
    features: [],
  }));

async function nextChargeOf(Sales: ConfirmationSales, answer: unknown): Promise<number | null> {
  const [subscriptionID] = readSubscriptionIDs(answer);
  if (subscriptionID === undefined) return null;
  try {
    return readNextCharge(await Sales.getSubscriptionDetails(subscriptionID));
  } catch (error) {
    console.error("[checkout-block] the new subscription could not be read", toArcError(error).message);
    return null;
  }
}

export interface ConfirmationInput {
  sales: () => Promise<ConfirmationSales>;
  retail: RetailRequest;
  /** The page's query string (location.search). */
  search: string;
}

export async function loadConfirmation({ sales, retail, search }: ConfirmationInput): Promise<Confirmation> {
  const orderNumber = orderNumberFrom(search);
  if (orderNumber === null) return { kind: "missing" };
  const Sales = await sales();
  let answer: unknown;
  try {
    answer = await Sales.getOrderDetails(orderNumber);
  } catch (error) {
    const status = toArcError(error).httpStatus;
    if (status !== undefined && NOT_THEIRS.has(status)) return { kind: "not-found", orderNumber };
    throw error;
  }
  const order = readOrder(answer);
  if (order.orderNumber === "") return { kind: "not-found", orderNumber };
  if (order.status !== "Paid") return { kind: "not-paid", orderNumber };
  const [lines, nextCharge] = await Promise.all([
    checkoutLines(retail, order.items).catch((error: unknown) => {
      console.error("[checkout-block] the order's prices could not be read", toArcError(error).message);
      return bareLines(order.items);
    }),
    nextChargeOf(Sales, answer),
  ]);
  return { kind: "paid", order, lines, nextCharge };
}
