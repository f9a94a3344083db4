import type { RequestHandler } from "msw";
import type { IdentityStore } from "../identity/identity-store";
import type { PaymentProvider } from "../payments/payment-provider";
import type { Scenarios } from "../scenarios/scenarios";
import { cartHandlers } from "./cart-handlers";
import { createCatalogue, type Catalogue } from "./catalogue";
import { checkoutHandlers } from "./checkout-handlers";
import { orderHandlers } from "./order-handlers";
import { paymentUpdateHandlers } from "./payment-update-handlers";
import { retailHandlers } from "./retail-handlers";
import { createSalesControls, salesControlHandlers, type SalesControls } from "./sales-controls";
import type { SalesContext } from "./sales-context";
import { createSalesStore } from "./sales-store";
import { createRedeemStore } from "./redeem-store";
import { redeemHandlers } from "./redeem-handlers";
import { changeHandlers } from "./change-handlers";
import { swgHandlers } from "./swg-handlers";
import { subscriptionHandlers } from "./subscription-handlers";
import { seedSubscriptions, type FixtureSubscription } from "./fixture-subscriptions";

export interface SalesService {
  /** Sales and Retail calls, in the order MSW must try them. */
  handlers: RequestHandler[];
  /** The `/__fake-arc/sales` controls over HTTP. */
  controlHandlers: RequestHandler[];
  controls: SalesControls;
  /** Sales' state back to empty (the payment provider resets itself with the fake). */
  reset(): void;
}

/**
 * The fake Sales and Retail services over one Sales store: readers come from the Identity store (the token a
 * call carries), payments from the provider Sales is given (the fake card provider and PayPal).
 */
export function createSalesService(input: {
  origin: string;
  identity: IdentityStore;
  payments: PaymentProvider;
  scenarios: Scenarios;
  catalogue?: Catalogue;
  /** Subscriptions the service starts with and goes back to on reset (default none). */
  subscriptions?: readonly FixtureSubscription[];
}): SalesService {
  const context: SalesContext = {
    origin: input.origin,
    identity: input.identity,
    store: createSalesStore(),
    catalogue: input.catalogue ?? createCatalogue(),
    payments: input.payments,
    redeem: createRedeemStore(),
    // One set with Identity's: a token verified for sign-in is spent for checkout too.
    spentCaptchaTokens: input.identity.spentCaptchaTokens,
  };
  const controls = createSalesControls(context, input.identity, input.scenarios);
  const seed = () => seedSubscriptions(context, input.identity, input.subscriptions ?? []);
  seed();
  return {
    handlers: [
      ...retailHandlers(input.origin, context.catalogue),
      ...cartHandlers(context),
      ...checkoutHandlers(context),
      ...orderHandlers(context),
      ...subscriptionHandlers(context),
      ...paymentUpdateHandlers(context),
      ...redeemHandlers(context),
      ...changeHandlers(context),
      ...swgHandlers(context),
    ],
    controlHandlers: salesControlHandlers(input.origin, controls),
    controls,
    reset: () => {
      context.store.reset();
      context.redeem.reset();
      context.spentCaptchaTokens.clear();
      seed();
    },
  };
}
