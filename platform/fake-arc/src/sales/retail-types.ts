/** The Retail service's shapes (spec §3 "Price rate", "Retail offer"; notes §5's offer fixture). */

/** How long a duration unit lasts, in days (spec §9); UntilCancelled has no end. */
export type DurationUnit = "Day" | "Week" | "Month" | "Year";

export interface Rate {
  /** Decimal text, as Retail answers it ("9.99"). */
  amount: string;
  /** One bill covers this many `billingFrequency` units. */
  billingCount: number;
  billingFrequency: DurationUnit;
  /** The phase lasts this many `duration` units; ignored for UntilCancelled. */
  durationCount: number;
  duration: DurationUnit | "UntilCancelled";
}

export interface PricingStrategy {
  pricingStrategyId: number;
  priceCode: string;
  name: string;
  description: string;
  summary: string;
  gift: boolean;
  currencyCode: string;
  currencyDisplayFormat: "symbol" | "code";
  currencyLocale: string;
  /** True when the amounts include tax (VAT); the cart then carves the tax out instead of adding it. */
  taxInclusive: boolean;
  /** Phases in order: a trial, then the price that repeats. */
  rates: Rate[];
}

/** A product feature: the offer card's bullet (spec §3 "Feature item", order item `productAttributes`). */
export interface ProductAttribute {
  id: string;
  name: string;
  value: string;
  featureText: string;
}

export interface Product {
  sku: string;
  name: string;
  description: string;
  attributes: ProductAttribute[];
  pricingStrategies: PricingStrategy[];
  maxSubscriptionAssociations: number;
  defaultSwgProduct: boolean;
}

export interface Campaign {
  name: string;
  canStart: boolean;
  canRenew: boolean;
  canRestart: boolean;
  validFrom: number;
  validUntil: number | null;
}

export interface Offer {
  name: string;
  pageTitle: string;
  pageSubTitle: string;
  disclaimerText: string;
  templateName: string;
  campaigns: Campaign[];
  products: Product[];
  attributes: ProductAttribute[];
  default: boolean;
}

/** The answer to `GET /pricing/paymentInfo/{priceCode}/{cycleIndex}/{startDate}`. */
export interface PaymentInfo {
  price: number;
  /** When that cycle is charged, ms since the epoch. */
  paymentDate: number;
  pricingStrategy: PricingStrategy;
}
