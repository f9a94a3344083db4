/**
 * The contract between the fake Sales service and the fake payment providers (a Stripe-like card provider with
 * intents, PayPal). Sales asks the provider for an intent when a payment is initialized and asks it again, on
 * finalize, whether that intent was confirmed; the browser stand-ins (Stripe.js, the PayPal approval page)
 * confirm intents through the provider's own HTTP endpoints, as the real providers' servers would.
 */

/** A card intent: a payment (total > 0) or a setup (total <= 0, the card saved for later charges). */
export interface CardIntent {
  /** `pi_…` for a payment, `seti_…` for a setup. */
  id: string;
  kind: "payment" | "setup";
  /** What the browser's Stripe.js confirms with: `<id>_secret_<random>`. */
  clientSecret: string;
  orderNumber: string;
  /** In minor units (total × 100, rounded); 0 for a setup. */
  amount: number;
  currency: string;
  status: "requires_payment_method" | "requires_action" | "succeeded" | "canceled";
  /** The last error of a confirmation (declined card, failed authentication), as Stripe words it. */
  lastError?: { code: string; message: string };
  /** The card that confirmed it. */
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
}

/** A PayPal approval: the reader is sent to `approvalUrl` and comes back to `returnUrl?token=<token>`. */
export interface PayPalApproval {
  token: string;
  orderNumber: string;
  amount: number;
  currency: string;
  approvalUrl: string;
  status: "created" | "approved" | "cancelled";
}

export interface PaymentProvider {
  /** The publishable key the initialize-payment answer carries (parameter2). */
  readonly publishableKey: string;
  createCardIntent(input: { orderNumber: string; amount: number; currency: string }): CardIntent;
  cardIntent(id: string): CardIntent | undefined;
  createPayPalApproval(input: {
    orderNumber: string;
    amount: number;
    currency: string;
    returnUrl: string;
  }): PayPalApproval;
  payPalApproval(token: string): PayPalApproval | undefined;
  reset(): void;
}
