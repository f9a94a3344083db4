/**
 * What the editor's preview shows in place of a reader's data: PageBuilder has no reader, and these blocks must
 * look like themselves there without calling Sales. Fixed dates, so the server's and the browser's renders match.
 */
import type { RetailOffer } from "@broadsheet/arc-client";
import type { OrderPage } from "./order-data";
import type { Sharing } from "./sharing-data";
import type { SubscriptionView } from "./subscription-data";

const RENEWS = Date.UTC(2026, 11, 1);

const SAMPLE_ADDRESS = {
  line1: "1 Main Street",
  locality: "Springfield",
  region: "IL",
  postal: "62701",
  country: "US",
};

export const SAMPLE_SUBSCRIPTIONS: readonly SubscriptionView[] = [
  {
    subscriptionID: 1,
    productName: "All-access digital",
    sku: "sample-digital",
    priceCode: "SAMPLE-MONTHLY",
    status: 1,
    nextEventDateUTC: RENEWS,
    currentPaymentMethod: {
      paymentMethodID: 1,
      paymentPartner: "Card",
      creditCardType: "Visa",
      lastFour: "4242",
      expiration: "1230",
    },
    billingAddress: SAMPLE_ADDRESS,
  },
  {
    subscriptionID: 2,
    productName: "Digital and print",
    sku: "sample-print",
    priceCode: "SAMPLE-PRINT",
    status: 3,
    nextEventDateUTC: RENEWS,
    currentPaymentMethod: {
      paymentMethodID: 2,
      paymentPartner: "Card",
      creditCardType: "MasterCard",
      lastFour: "4444",
      expiration: "0828",
    },
    billingAddress: SAMPLE_ADDRESS,
  },
  {
    subscriptionID: 3,
    productName: "All-access digital, annual",
    sku: "sample-digital",
    priceCode: "SAMPLE-ANNUAL",
    status: 2,
    nextEventDateUTC: Date.UTC(2026, 0, 10),
    currentPaymentMethod: null,
    billingAddress: null,
  },
];

export const SAMPLE_ORDERS: OrderPage = {
  start: 0,
  count: 2,
  orders: [
    { orderNumber: "ORD1002", orderDate: Date.UTC(2026, 10, 1), orderStatus: "Paid", total: 9.99, currency: "USD" },
    { orderNumber: "ORD1001", orderDate: Date.UTC(2026, 9, 1), orderStatus: "Paid", total: 9.99, currency: "USD" },
  ],
};

export const SAMPLE_SHARING: Sharing = {
  allowed: 2,
  associates: [{ email: "associate@example.com", subscriptionID: 9 }],
};

const samplePrice = { description: "", summary: "", currencyCode: "USD", taxInclusive: false };

const sampleRate = (amount: number, billingFrequency: string) => ({
  amount,
  billingCount: 1,
  billingFrequency,
  durationCount: 1,
  duration: "UntilCancelled",
});

export const SAMPLE_OFFER: RetailOffer = {
  campaignCode: "default",
  pageTitle: "",
  pageSubTitle: "",
  products: [
    {
      sku: "sample-digital",
      name: "All-access digital",
      description: "",
      attributes: [],
      pricingStrategies: [
        {
          ...samplePrice,
          pricingStrategyId: "1",
          priceCode: "SAMPLE-MONTHLY",
          name: "Monthly",
          rates: [sampleRate(9.99, "Month")],
        },
        {
          ...samplePrice,
          pricingStrategyId: "2",
          priceCode: "SAMPLE-ANNUAL",
          name: "Annual",
          rates: [sampleRate(99, "Year")],
        },
      ],
    },
  ],
};
