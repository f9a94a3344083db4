/**
 * One address of the demo sites per kind of page the resolvers serve, from the fixture corpus: what the size
 * report, the benchmarks and the whole-page browser tests visit. The long read is the benchmarks' page.
 */
export const LONG_READ = "/politics/2026/11/20/the-long-read/";

export const DEMO_PAGES = {
  home: "/",
  article: LONG_READ,
  // A premium story: a new reader meets the paywall on it (the paywall stand-in's premium rule).
  "premium-article": "/sport/football/2026/11/13/the-coach-who-rebuilt-the-harriers/",
  gallery: "/world/2026/11/16/river-towns-after-the-flood/",
  video: "/sport/football/2026/11/23/highlights-mariners-3-harriers-1/",
  section: "/politics/",
  author: "/author/jane-okafor/",
  tag: "/tags/elections/",
  search: "/search/ballot",
  login: "/account/login/",
  signup: "/account/signup/",
  "forgot-password": "/account/forgot-password/",
  "one-time-login": "/account/request-one-time/",
  // Without a code from the e-mail the page offers to send the link again.
  "verify-email": "/account/verify-email/",
  "privacy-policy": "/privacy-policy/",
  offer: "/offer/",
  // Without paymentMethodID the page answers itself (the spec's message); the form is SIGNED_IN_PAGES'.
  "payment-method": "/account/payment-method/",
} as const;

/**
 * Pages that serve a signed-in reader (a signed-out visitor is sent to log in): visited as the fixture reader
 * who has something to show there, by the whole-page browser tests; weighed by the size report like the rest.
 */
export interface SignedInPage {
  path: string;
  reader: string;
  /** What shows once the reader's data has arrived. */
  ready: string;
  /** A plan put in the reader's cart first (checkout sends a reader with nothing to buy to the offer page). */
  cart?: { sku: string; priceCode: string };
}

export const SIGNED_IN_PAGES = {
  checkout: {
    path: "/checkout/",
    reader: "ana.reader@example.test",
    ready: 'form[aria-label="Billing Address"]',
    cart: { sku: "bs-digital", priceCode: "DIGITAL-MONTHLY" },
  },
  subscriptions: {
    path: "/account/subscriptions/",
    reader: "dora.subscriber@example.test",
    ready: ".b-subscriptions__card",
  },
  // Dora's Visa (subscription 4001): the fixture subscriptions are seeded first, so it is the fake's 9001.
  "payment-method-form": {
    path: "/account/payment-method/?paymentMethodID=9001",
    reader: "dora.subscriber@example.test",
    ready: ".c-card-fields__fields input",
  },
  // The fake's demo group invitation (fake-arc's DEMO_ENTERPRISE_NONCE), shown, not redeemed.
  "group-redeem": {
    path: "/account/redeem-group/?nonce=ENT-DEMO-GROUP-2026",
    reader: "ana.reader@example.test",
    ready: 'form[aria-label="Join your group subscription"]',
  },
} as const satisfies Record<string, SignedInPage>;
