import type { RequestHandler } from "msw";
import { corpus as defaultCorpus, type Corpus, type FixtureImage } from "./fixtures";
import { authorsHandlers } from "./handlers/authors";
import { collectionsHandlers } from "./handlers/collections";
import { contentApiHandlers } from "./handlers/content-api";
import { controlHandlers } from "./handlers/control";
import { scenarioHandler } from "./handlers/scenario-handler";
import { searchHandlers } from "./handlers/search";
import { signingHandlers } from "./handlers/signing";
import { siteServiceHandlers } from "./handlers/site-service";
import { tagsHandlers } from "./handlers/tags";
import { unknownPathHandlers } from "./handlers/unknown-path";
import { createIdentityControls, identityControlHandlers, type IdentityControls } from "./identity/identity-controls";
import { identityHandlers } from "./identity/identity-handlers";
import { createIdentityStore } from "./identity/identity-store";
import type { Reader } from "./identity/identity-types";
import { socialHandlers } from "./identity/social-handlers";
import { FAKE_ARC_ORIGIN } from "./origin";
import { requestGuard } from "./request-guard";
import { createPaymentProvider, type FakePaymentProvider } from "./payments/fake-payment-provider";
import { paymentControlHandlers } from "./payments/payment-controls";
import { payPalHandlers } from "./payments/paypal-handlers";
import type { PaymentProvider } from "./payments/payment-provider";
import { stripeHandlers } from "./payments/stripe-handlers";
import type { SalesControls } from "./sales/sales-controls";
import type { FixtureSubscription } from "./sales/fixture-subscriptions";
import { createSalesService } from "./sales/sales-service";
import { createScenarios, type Scenarios } from "./scenarios/scenarios";
import { createStore, type FakeStore } from "./store/store";

export interface FakeArcOptions {
  /** What the store starts from and resets to (default: the fixture corpus). */
  corpus?: Corpus;
  /** The origin the handlers answer on (default `FAKE_ARC_ORIGIN`); they match no other. */
  origin?: string;
  /**
   * Makes the resizer's handler from a look-up of the corpus's originals: the Node one draws with sharp, the
   * browser one (Storybook's worker) answers SVG. Without it the resizer's paths answer 404.
   */
  resizer?: (findImage: (id: string) => FixtureImage | undefined) => RequestHandler;
  /** The readers the Identity service starts from and resets to (default: the fixture readers). */
  readers?: readonly Reader[];
  /**
   * What Sales asks for card intents and PayPal approvals and checks on finalize, for tests that confirm intents
   * themselves; by default, the fake card provider and PayPal (`payments`), which the browser stand-ins drive.
   */
  payments?: PaymentProvider;
  /**
   * Subscriptions Sales starts with and resets to (default none; the preview passes FIXTURE_SUBSCRIPTIONS, its
   * subscriber's). Their readers must be among `readers`; reset seeds them after Identity's readers are back.
   */
  subscriptions?: readonly FixtureSubscription[];
}

export interface FakeArc {
  origin: string;
  /** Every handler, in the order MSW must try them. */
  handlers: RequestHandler[];
  store: FakeStore;
  scenarios: Scenarios;
  /** The Identity service's readers, sessions and config, and what tests do to them. */
  identity: IdentityControls;
  /**
   * The fake card provider and PayPal: what Sales asks for intents and approvals (as `PaymentProvider`), and
   * what tests read to see what the browser confirmed.
   */
  payments: FakePaymentProvider;
  /** The Sales and Retail services' carts, orders, subscriptions and config, and what tests do to them. */
  sales: SalesControls;
  /** The store back to its corpus and every scenario gone. */
  reset(): void;
}

/**
 * The fake Arc content and Identity services: one set of MSW handlers over one store. Handlers match their origin only,
 * so tests can make real requests elsewhere (the preview server on loopback) while the fake is installed.
 */
export function createFakeArc(options: FakeArcOptions = {}): FakeArc {
  const origin = (options.origin ?? FAKE_ARC_ORIGIN).replace(/\/+$/, "");
  const corpus = options.corpus ?? defaultCorpus;
  const store = createStore(corpus);
  // Originals are never changed by a test, so the look-up is built once, not kept in the resettable store.
  const originals = new Map(corpus.images.map((image) => [image._id, image]));
  const scenarios = createScenarios();
  const identityStore = createIdentityStore(options.readers);
  const identity = createIdentityControls(identityStore, scenarios);
  // The fake card provider and PayPal always answer their own endpoints; Sales asks them unless a test hands
  // it a provider of its own.
  const payments = createPaymentProvider();
  const sales = createSalesService({
    origin,
    identity: identityStore,
    payments: options.payments ?? payments,
    scenarios,
    ...(options.subscriptions ? { subscriptions: options.subscriptions } : {}),
  });
  const reset = (): void => {
    store.reset();
    identityStore.reset();
    sales.reset();
    payments.reset();
    options.payments?.reset();
    scenarios.clear();
  };
  const services: RequestHandler[] = [
    ...contentApiHandlers(origin, store),
    ...collectionsHandlers(origin, store),
    ...siteServiceHandlers(origin, store),
    ...tagsHandlers(origin, store),
    ...authorsHandlers(origin, store),
    ...searchHandlers(origin, store),
    ...signingHandlers(origin),
    ...identityHandlers(origin, identityStore),
    ...socialHandlers(origin, identityStore),
    ...stripeHandlers(origin, payments),
    ...payPalHandlers(origin, payments),
    ...sales.handlers,
    ...(options.resizer ? [options.resizer((id) => originals.get(id))] : []),
  ];
  const handlers = [
    // First: a refused method or an oversized body never reaches a control, a scenario or a service.
    requestGuard(origin),
    ...controlHandlers(origin, scenarios, reset),
    ...identityControlHandlers(origin, identity),
    ...paymentControlHandlers(origin, payments),
    ...sales.controlHandlers,
    scenarioHandler(origin, scenarios, () => services),
    ...services,
    ...unknownPathHandlers(origin),
  ];
  return { origin, handlers, store, scenarios, identity, payments, sales: sales.controls, reset };
}
