import { createFakeArc, FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { demoSites } from "@broadsheet/local-host/demo/sites";
import { configureIdentity, configureSales, forgetPage } from "@broadsheet/arc-client";
// The preview's Stripe.js stand-in, as the /checkout/ page has it: loadStripe finds window.Stripe.
import "../../../platform/local-host/resources/commerce/stripe.js";

/** The demo site's Sales and Retail origins are the page's own ("/"): the fake services answer there. */
export const commerceApi = createFakeArc({ origin: window.location.origin });

/** msw-storybook-addon's parameters for the checkout's stories. */
export const commerceMsw = { msw: { handlers: { commerceApi: commerceApi.handlers } } };

const SITE = "the-daily";
const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";

type StandInWindow = Window & { __fakeStripeOrigin?: string; __fakeStripeWallet?: { applePay?: boolean } };

/** The stand-in calls the fake provider on the page's origin (jsdom's fetch needs it absolute). */
(window as StandInWindow).__fakeStripeOrigin = window.location.origin;

/**
 * A story's beforeEach: Ana signed in on the real SDKs against the fake, a plan in her cart; the cleanup signs
 * her out and forgets the configured clients, so the next story starts from nothing.
 */
export async function signedInWithCart(priceCode = "DIGITAL-MONTHLY"): Promise<() => Promise<void>> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
  const Sales = await configureSales(SITE, PROPERTIES);
  await Sales.clearCart();
  await Sales.addItemToCart([{ sku: "bs-digital", priceCode, quantity: 1 }]);
  return async () => {
    delete (window as StandInWindow).__fakeStripeWallet;
    forgetPage();
  };
}

/** A wallet that can pay in this browser (the stand-in's switch). */
export function withWallet(): void {
  (window as StandInWindow).__fakeStripeWallet = { applePay: true };
}

/**
 * Puts `orderNumber` in the page's query, as checkout's success URL carries it to the confirmation (Storybook's
 * own parameters stay); answers the restore.
 */
export function atOrderNumber(orderNumber: string): () => void {
  const url = new URL(window.location.href);
  const before = url.searchParams.get("orderNumber");
  url.searchParams.set("orderNumber", orderNumber);
  window.history.replaceState(window.history.state, "", url);
  return () => {
    const back = new URL(window.location.href);
    if (before === null) back.searchParams.delete("orderNumber");
    else back.searchParams.set("orderNumber", before);
    window.history.replaceState(window.history.state, "", back);
  };
}

/**
 * A story's beforeEach for the confirmation: Ana signed in, the monthly plan paid (the fake's checkout without the
 * cards) and its order number in the page's query; the cleanup undoes all three.
 */
export async function signedInWithPaidOrder(): Promise<() => Promise<void>> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
  const { orderNumber } = commerceApi.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
  const restore = atOrderNumber(orderNumber);
  return async () => {
    restore();
    forgetPage();
  };
}
