import type { Catalogue } from "./catalogue";
import { cents, cycleAt } from "./pricing";
import type { Address, CartItem } from "./sales-types";
import { salesError } from "./sales-errors";
import { taxRate } from "./tax";

/** What a cart stores per line: the rest is priced from Retail each time it is read. */
export interface CartLine {
  sku: string;
  priceCode: string;
  quantity: number;
}

export interface PricedLines {
  items: CartItem[];
  currency: string;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/** The default currency of an empty cart (the demo site sells in dollars). */
export const DEFAULT_CURRENCY = "USD";

/**
 * Prices lines at their first cycle (what is due today), with the address's tax: added on top of a
 * tax-exclusive price, carved out of a tax-inclusive one. Every line must share one currency.
 */
export function priceLines(catalogue: Catalogue, lines: readonly CartLine[], address?: Address): PricedLines {
  const rate = taxRate(address);
  let currency: string | undefined;
  const items = lines.map((line): CartItem => {
    const found = catalogue.price(line.priceCode);
    if (!found || found.product.sku !== line.sku) {
      throw salesError("priceNotFound", `No price "${line.priceCode}" for the SKU "${line.sku}"`);
    }
    if (currency !== undefined && currency !== found.strategy.currencyCode) throw salesError("currencyMismatch");
    currency = found.strategy.currencyCode;
    const price = cycleAt(found.strategy, 1, Date.now())?.amount ?? 0;
    const gross = cents(price * line.quantity);
    const tax = found.strategy.taxInclusive ? cents(gross - gross / (1 + rate)) : cents(gross * rate);
    const subtotal = found.strategy.taxInclusive ? cents(gross - tax) : gross;
    return {
      sku: line.sku,
      priceCode: line.priceCode,
      quantity: line.quantity,
      name: found.product.name,
      shortDescription: found.strategy.description,
      price,
      tax,
      subtotal,
      total: cents(subtotal + tax),
    };
  });
  const sum = (pick: (item: CartItem) => number): number => cents(items.reduce((total, item) => total + pick(item), 0));
  return {
    items,
    currency: currency ?? DEFAULT_CURRENCY,
    subtotal: sum((item) => item.subtotal),
    tax: sum((item) => item.tax),
    shipping: 0,
    total: sum((item) => item.total),
  };
}
