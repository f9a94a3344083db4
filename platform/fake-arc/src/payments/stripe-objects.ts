import type { PaymentMethod } from "./fake-payment-provider";
import type { CardIntent } from "./payment-provider";

/**
 * The provider's state as Stripe's API objects, which Stripe.js hands to the page unchanged: a React checkout
 * reads `paymentIntent.id` and `.status`, `setupIntent.id`, `paymentMethod.card.brand` and the like.
 */

export interface StripePaymentMethodObject {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: "credit" };
  billing_details: PaymentMethod["billingDetails"];
  livemode: false;
}

export interface StripeIntentObject {
  id: string;
  object: "payment_intent" | "setup_intent";
  status: CardIntent["status"];
  client_secret: string;
  payment_method: string | null;
  payment_method_types: ["card"];
  next_action: { type: "use_stripe_sdk"; use_stripe_sdk: { type: "three_d_secure_redirect" } } | null;
  livemode: false;
  amount?: number;
  currency?: string;
  last_payment_error?: { type: string; code: string; message: string } | null;
  last_setup_error?: { type: string; code: string; message: string } | null;
  usage?: "off_session";
}

export function paymentMethodObject(method: PaymentMethod): StripePaymentMethodObject {
  return {
    id: method.id,
    object: "payment_method",
    type: "card",
    card: {
      brand: method.brand,
      last4: method.last4,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      funding: "credit",
    },
    billing_details: method.billingDetails,
    livemode: false,
  };
}

export function intentObject(intent: CardIntent): StripeIntentObject {
  const lastError = intent.lastError
    ? {
        // A failed authentication is the API's complaint; a declined card is the card's.
        type: intent.lastError.code.endsWith("_authentication_failure") ? "invalid_request_error" : "card_error",
        ...intent.lastError,
      }
    : null;
  const common = {
    id: intent.id,
    status: intent.status,
    client_secret: intent.clientSecret,
    payment_method: intent.paymentMethodId ?? null,
    payment_method_types: ["card"] as ["card"],
    next_action:
      intent.status === "requires_action"
        ? { type: "use_stripe_sdk" as const, use_stripe_sdk: { type: "three_d_secure_redirect" as const } }
        : null,
    livemode: false as const,
  };
  return intent.kind === "payment"
    ? {
        ...common,
        object: "payment_intent",
        amount: intent.amount,
        currency: intent.currency,
        last_payment_error: lastError,
      }
    : { ...common, object: "setup_intent", usage: "off_session", last_setup_error: lastError };
}
