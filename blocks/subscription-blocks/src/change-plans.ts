/**
 * The plans a subscription can move to (commerce-and-identity §7 upgradedowngrade): the other prices of its own
 * product in the retail offer, in the currency it is paid in (Sales changes a price, never a currency). Pure.
 */
import type { PricingStrategy, RetailOffer } from "@broadsheet/arc-client";

export interface ChangePlans {
  /** The subscription's own price in the offer; null when the campaign no longer offers it. */
  current: PricingStrategy | null;
  options: PricingStrategy[];
}

export function changePlans(offer: RetailOffer | null, subscription: { sku: string; priceCode: string }): ChangePlans {
  const product = offer?.products.find((one) => one.sku === subscription.sku);
  if (!product) return { current: null, options: [] };
  const current = product.pricingStrategies.find((one) => one.priceCode === subscription.priceCode) ?? null;
  const options = product.pricingStrategies.filter(
    (one) =>
      one.priceCode !== subscription.priceCode &&
      one.rates.length > 0 &&
      (current === null || one.currencyCode === current.currencyCode),
  );
  return { current, options };
}
