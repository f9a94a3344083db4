import type { Offer, PricingStrategy, Product, ProductAttribute, Rate } from "./retail-types";

/** The demo site's Retail catalogue: campaigns by code, each an offer page of products and their prices. */

const feature = (id: string, featureText: string): ProductAttribute => ({
  id,
  name: "feature",
  value: featureText,
  featureText,
});

const forever = (amount: string, unit: Rate["billingFrequency"]): Rate => ({
  amount,
  billingCount: 1,
  billingFrequency: unit,
  durationCount: 1,
  duration: "UntilCancelled",
});

let strategyId = 100;
function price(
  priceCode: string,
  currencyCode: string,
  rates: Rate[],
  text: { name: string; description: string; summary: string },
  gift = false,
): PricingStrategy {
  strategyId += 1;
  const taxInclusive = currencyCode !== "USD";
  return {
    pricingStrategyId: strategyId,
    priceCode,
    ...text,
    gift,
    currencyCode,
    currencyDisplayFormat: "symbol",
    currencyLocale: { USD: "en-US", EUR: "de-DE", GBP: "en-GB" }[currencyCode] ?? "en-US",
    taxInclusive,
    rates,
  };
}

const DIGITAL_FEATURES = [
  feature("unlimited", "Unlimited articles on every device"),
  feature("newsletters", "Subscriber-only newsletters"),
  feature("archive", "The full archive since 1990"),
];

export const DIGITAL: Product = {
  sku: "bs-digital",
  name: "All-access digital",
  description: "Every story, on the web and in the apps.",
  attributes: DIGITAL_FEATURES,
  pricingStrategies: [
    price("DIGITAL-MONTHLY", "USD", [forever("9.99", "Month")], {
      name: "Monthly",
      description: "$9.99 a month",
      summary: "Billed monthly. Cancel anytime.",
    }),
    price("DIGITAL-ANNUAL", "USD", [forever("99.00", "Year")], {
      name: "Annual",
      description: "$99 a year, two months free",
      summary: "Billed once a year.",
    }),
    price(
      "DIGITAL-TRIAL",
      "USD",
      [
        { amount: "0.00", billingCount: 4, billingFrequency: "Week", durationCount: 4, duration: "Week" },
        forever("9.99", "Month"),
      ],
      {
        name: "Four weeks free",
        description: "Free for 4 weeks, then $9.99 a month",
        summary: "Nothing due today. Cancel before the trial ends and pay nothing.",
      },
    ),
  ],
  maxSubscriptionAssociations: 2,
  defaultSwgProduct: true,
};

export const DIGITAL_PRINT: Product = {
  sku: "bs-digital-print",
  name: "Digital + Sunday print",
  description: "All-access digital and the Sunday paper delivered.",
  attributes: [...DIGITAL_FEATURES, feature("sunday", "The Sunday paper at your door")],
  pricingStrategies: [
    price("PRINT-MONTHLY", "USD", [forever("24.99", "Month")], {
      name: "Monthly",
      description: "$24.99 a month",
      summary: "Billed monthly. Cancel anytime.",
    }),
  ],
  maxSubscriptionAssociations: 4,
  defaultSwgProduct: false,
};

export const DIGITAL_EU: Product = {
  sku: "bs-digital-eu",
  name: "Digital (Europe)",
  description: "All-access digital, priced in euros, VAT included.",
  attributes: DIGITAL_FEATURES,
  pricingStrategies: [
    price("DIGITAL-MONTHLY-EUR", "EUR", [forever("8.99", "Month")], {
      name: "Monthly",
      description: "€8.99 a month, VAT included",
      summary: "Billed monthly. Cancel anytime.",
    }),
    price("DIGITAL-ANNUAL-EUR", "EUR", [forever("89.00", "Year")], {
      name: "Annual",
      description: "€89 a year, VAT included",
      summary: "Billed once a year.",
    }),
  ],
  maxSubscriptionAssociations: 0,
  defaultSwgProduct: false,
};

export const DIGITAL_UK: Product = {
  sku: "bs-digital-uk",
  name: "Digital (UK)",
  description: "All-access digital, priced in pounds, VAT included.",
  attributes: DIGITAL_FEATURES,
  pricingStrategies: [
    price("DIGITAL-MONTHLY-GBP", "GBP", [forever("7.99", "Month")], {
      name: "Monthly",
      description: "£7.99 a month, VAT included",
      summary: "Billed monthly. Cancel anytime.",
    }),
  ],
  maxSubscriptionAssociations: 0,
  defaultSwgProduct: false,
};

/** A year of digital as a gift: paying for it gives the buyer a code, not a subscription. */
export const DIGITAL_GIFT: Product = {
  sku: "bs-digital-gift",
  name: "All-access digital, a gift",
  description: "A year of every story, for someone else.",
  attributes: DIGITAL_FEATURES,
  pricingStrategies: [
    price(
      "DIGITAL-GIFT-ANNUAL",
      "USD",
      [{ amount: "99.00", billingCount: 1, billingFrequency: "Year", durationCount: 1, duration: "Year" }],
      { name: "A year as a gift", description: "$99 once", summary: "One payment; no renewal." },
      true,
    ),
  ],
  maxSubscriptionAssociations: 0,
  defaultSwgProduct: false,
};

export const FIXTURE_PRODUCTS: readonly Product[] = [DIGITAL, DIGITAL_PRINT, DIGITAL_EU, DIGITAL_UK, DIGITAL_GIFT];

const campaign = (name: string) => ({
  name,
  canStart: true,
  canRenew: true,
  canRestart: true,
  validFrom: Date.UTC(2026, 0, 1),
  validUntil: null,
});

/** Live offers by campaign code; `default` is what an offer page without `?campaign=` shows. */
export const FIXTURE_OFFERS: Readonly<Record<string, Offer>> = {
  default: {
    name: "Default offer",
    pageTitle: "Subscribe to The Daily",
    pageSubTitle: "Independent reporting, every day. Choose a plan.",
    disclaimerText: "Prices in US dollars. Sales tax may apply.",
    templateName: "default",
    campaigns: [campaign("default")],
    products: [DIGITAL, DIGITAL_PRINT],
    attributes: [],
    default: true,
  },
  europe: {
    name: "Europe offer",
    pageTitle: "Subscribe from Europe",
    pageSubTitle: "All-access digital, priced in euros.",
    disclaimerText: "Prices include VAT.",
    templateName: "default",
    campaigns: [campaign("europe")],
    products: [DIGITAL_EU],
    attributes: [],
    default: false,
  },
  gift: {
    name: "Gift offer",
    pageTitle: "Give The Daily",
    pageSubTitle: "A year of independent reporting, for someone else.",
    disclaimerText: "Prices in US dollars. Sales tax may apply.",
    templateName: "default",
    campaigns: [campaign("gift")],
    products: [DIGITAL_GIFT],
    attributes: [],
    default: false,
  },
  // What the paywall offers on a premium story (the preview's paywall stand-in walls those with this campaign).
  premium: {
    name: "Premium offer",
    pageTitle: "Read every story in The Daily",
    pageSubTitle: "Subscriber exclusives and everything else, on every device.",
    disclaimerText: "Prices in US dollars. Sales tax may apply.",
    templateName: "default",
    campaigns: [campaign("premium")],
    products: [DIGITAL, DIGITAL_PRINT],
    attributes: [],
    default: false,
  },
  uk: {
    name: "UK offer",
    pageTitle: "Subscribe from the UK",
    pageSubTitle: "All-access digital, priced in pounds.",
    disclaimerText: "Prices include VAT.",
    templateName: "default",
    campaigns: [campaign("uk")],
    products: [DIGITAL_UK],
    attributes: [],
    default: false,
  },
};
