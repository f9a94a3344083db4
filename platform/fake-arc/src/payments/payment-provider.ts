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
  /** The payment method (`pm_…`) of the last confirmation. */
  paymentMethodId?: string;
  /** The card that confirmed it, and the name its payment method was made with (billing_details.name). */
  card?: { brand: string; last4: string; expMonth: number; expYear: number; holderName?: string | null };
}

/** A PayPal approval: the reader is sent to `approvalUrl` and comes back to `returnUrl?token=<token>`. */
export interface PayPalApproval {
  token: string;
  orderNumber: string;
  /** In major units (the order's total). */
  amount: number;
  currency: string;
  /**
   * The fake's approval page, root-relative (`/__fake-paypal/checkoutnow?token=…`) unless the provider was made
   * with an origin: the fake is mounted on whatever origin serves it (the preview's), which it cannot know.
   */
  approvalUrl: string;
  status: "created" | "approved" | "cancelled";
}

export interface PaymentProvider {
  /** The publishable key the initialize-payment answer carries (parameter2). */
  readonly publishableKey: string;
  /** `amount` is the order's total in major units (9.99); the intent keeps it in minor units (999). */
  createCardIntent(input: { orderNumber: string; amount: number; currency: string }): CardIntent;
  cardIntent(id: string): CardIntent | undefined;
  /** `amount` is the order's total in major units, as PayPal shows it; `returnUrl` gets `?token=` on approval. */
  createPayPalApproval(input: {
    orderNumber: string;
    amount: number;
    currency: string;
    returnUrl: string;
  }): PayPalApproval;
  payPalApproval(token: string): PayPalApproval | undefined;
  reset(): void;
}
