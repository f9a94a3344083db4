import {
  cardBrand,
  cardOutcome,
  cvcProblem,
  digitsOf,
  expiryProblem,
  numberProblem,
  type CardBrand,
  type CardOutcome,
} from "./card-rules";
import type { CardIntent, PaymentProvider, PayPalApproval } from "./payment-provider";
import { authenticationFailure, noSuch, unexpectedState, validationError, type StripeError } from "./stripe-errors";

/** The test publishable key the fake hands out: `pk_test_` so client code treats it as a test-mode key. */
export const FAKE_PUBLISHABLE_KEY = "pk_test_fake_broadsheet";

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: { line1?: string; line2?: string; city?: string; state?: string; postal_code?: string; country?: string };
}

/** A card saved as a payment method: what Stripe keeps of it (never the full number or the CVC). */
export interface PaymentMethod {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  billingDetails: BillingDetails;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  billingDetails?: BillingDetails;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: StripeError; intent?: CardIntent };

/** A PayPal approval with where the reader goes back to, which the approval page needs and Sales does not. */
export interface StoredApproval extends PayPalApproval {
  returnUrl: string;
}

/** The provider as the fake's HTTP handlers and tests use it; Sales sees only `PaymentProvider`. */
export interface FakePaymentProvider extends PaymentProvider {
  createPaymentMethod(input: CardInput): Result<PaymentMethod>;
  paymentMethod(id: string): PaymentMethod | undefined;
  /** Stripe's confirm: the client secret proves the caller is the browser Sales gave it to. */
  confirmCardIntent(input: { clientSecret: string; paymentMethod: string }): Result<CardIntent>;
  /** The reader's answer to 3-D Secure on an intent in requires_action. */
  authenticate(input: { clientSecret: string; outcome: "complete" | "fail" }): Result<CardIntent>;
  /** An intent found by its client secret (what Stripe.js retrieves with). */
  cardIntentBySecret(clientSecret: string): CardIntent | undefined;
  cardIntents(): CardIntent[];
  storedApproval(token: string): StoredApproval | undefined;
  approvePayPal(token: string): StoredApproval | undefined;
  cancelPayPal(token: string): StoredApproval | undefined;
  payPalApprovals(): PayPalApproval[];
}

export interface PaymentProviderOptions {
  publishableKey?: string;
  /** Where the PayPal approval page is served; default none, so its URL is root-relative. */
  approvalOrigin?: string;
}

function randomId(length = 24): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/** Intents with what confirmation needs beyond the contract: the outcome waiting on 3-D Secure. */
interface IntentRecord {
  intent: CardIntent;
  pending?: { method: PaymentMethod };
}

export function createPaymentProvider(options: PaymentProviderOptions = {}): FakePaymentProvider {
  const publishableKey = options.publishableKey ?? FAKE_PUBLISHABLE_KEY;
  const approvalBase = `${(options.approvalOrigin ?? "").replace(/\/+$/, "")}/__fake-paypal/checkoutnow`;
  const intents = new Map<string, IntentRecord>();
  const methods = new Map<string, PaymentMethod & { outcome: CardOutcome }>();
  const approvals = new Map<string, StoredApproval>();

  // Copies out, so a caller that changes what it was given does not change the provider's state.
  const copy = (intent: CardIntent): CardIntent => structuredClone(intent);
  const publicMethod = ({ outcome: _outcome, ...method }: PaymentMethod & { outcome: CardOutcome }): PaymentMethod =>
    structuredClone(method);

  const bySecret = (clientSecret: string): IntentRecord | undefined => {
    const id = clientSecret.split("_secret_")[0] ?? "";
    const record = intents.get(id);
    return record && record.intent.clientSecret === clientSecret ? record : undefined;
  };

  const missingIntent = (clientSecret: string): StripeError => {
    const id = clientSecret.split("_secret_")[0] ?? clientSecret;
    return noSuch(id.startsWith("seti_") ? "setup_intent" : "payment_intent", id);
  };

  const fail = (record: IntentRecord, error: StripeError): Result<CardIntent> => {
    record.intent.status = "requires_payment_method";
    record.intent.lastError = { code: error.code, message: error.message };
    delete record.pending;
    return { ok: false, error, intent: copy(record.intent) };
  };

  const succeed = (record: IntentRecord, method: PaymentMethod): Result<CardIntent> => {
    record.intent.status = "succeeded";
    delete record.intent.lastError;
    delete record.pending;
    record.intent.card = {
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      holderName: method.billingDetails.name?.trim() || null,
    };
    return { ok: true, value: copy(record.intent) };
  };

  return {
    publishableKey,

    createCardIntent({ orderNumber, amount, currency }) {
      const minor = Math.round(amount * 100);
      const kind = minor > 0 ? "payment" : "setup";
      const id = `${kind === "payment" ? "pi" : "seti"}_${randomId()}`;
      const intent: CardIntent = {
        id,
        kind,
        clientSecret: `${id}_secret_${randomId()}`,
        orderNumber,
        amount: kind === "payment" ? minor : 0,
        currency: currency.toLowerCase(),
        status: "requires_payment_method",
      };
      intents.set(id, { intent });
      return copy(intent);
    },

    cardIntent: (id) => {
      const record = intents.get(id);
      return record ? copy(record.intent) : undefined;
    },

    cardIntentBySecret: (clientSecret) => {
      const record = bySecret(clientSecret);
      return record ? copy(record.intent) : undefined;
    },

    cardIntents: () => [...intents.values()].map((record) => copy(record.intent)),

    createPaymentMethod({ number, expMonth, expYear, cvc, billingDetails = {} }) {
      const brand = cardBrand(number);
      const problem = numberProblem(number) ?? expiryProblem(expMonth, expYear) ?? cvcProblem(cvc, brand);
      if (problem) return { ok: false, error: validationError(problem) };
      const digits = digitsOf(number);
      const method = {
        id: `pm_${randomId()}`,
        brand,
        last4: digits.slice(-4),
        expMonth,
        expYear: expYear < 100 ? 2000 + expYear : expYear,
        billingDetails: structuredClone(billingDetails),
        outcome: cardOutcome(digits),
      };
      methods.set(method.id, method);
      return { ok: true, value: publicMethod(method) };
    },

    paymentMethod: (id) => {
      const method = methods.get(id);
      return method ? publicMethod(method) : undefined;
    },

    confirmCardIntent({ clientSecret, paymentMethod }) {
      const record = bySecret(clientSecret);
      if (!record) return { ok: false, error: missingIntent(clientSecret) };
      const { intent } = record;
      if (intent.status === "succeeded" || intent.status === "canceled") {
        return { ok: false, error: unexpectedState(intent.kind, intent.status), intent: copy(intent) };
      }
      const method = methods.get(paymentMethod);
      if (!method) return { ok: false, error: noSuch("payment_method", paymentMethod), intent: copy(intent) };
      intent.paymentMethodId = method.id;
      const { outcome } = method;
      if (outcome.kind === "decline") {
        return fail(record, {
          type: "card_error",
          code: outcome.code,
          message: outcome.message,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        });
      }
      if (outcome.kind === "authenticate") {
        intent.status = "requires_action";
        delete intent.lastError;
        record.pending = { method: publicMethod(method) };
        return { ok: true, value: copy(intent) };
      }
      return succeed(record, method);
    },

    authenticate({ clientSecret, outcome }) {
      const record = bySecret(clientSecret);
      if (!record) return { ok: false, error: missingIntent(clientSecret) };
      if (record.intent.status !== "requires_action" || !record.pending) {
        return {
          ok: false,
          error: unexpectedState(record.intent.kind, record.intent.status),
          intent: copy(record.intent),
        };
      }
      if (outcome === "fail") return fail(record, authenticationFailure(record.intent.kind));
      return succeed(record, record.pending.method);
    },

    createPayPalApproval({ orderNumber, amount, currency, returnUrl }) {
      const token = `EC-${randomId(17).toUpperCase()}`;
      const approval: StoredApproval = {
        token,
        orderNumber,
        amount,
        currency: currency.toUpperCase(),
        approvalUrl: `${approvalBase}?token=${encodeURIComponent(token)}`,
        status: "created",
        returnUrl,
      };
      approvals.set(token, approval);
      const { returnUrl: _returnUrl, ...shown } = approval;
      return { ...shown };
    },

    payPalApproval: (token) => {
      const approval = approvals.get(token);
      if (!approval) return undefined;
      const { returnUrl: _returnUrl, ...shown } = approval;
      return { ...shown };
    },

    storedApproval: (token) => {
      const approval = approvals.get(token);
      return approval ? { ...approval } : undefined;
    },

    // Approving twice is harmless (PayPal's page would show the same order again); a cancelled one stays so.
    approvePayPal(token) {
      const approval = approvals.get(token);
      if (!approval || approval.status === "cancelled") return undefined;
      approval.status = "approved";
      return { ...approval };
    },

    cancelPayPal(token) {
      const approval = approvals.get(token);
      if (!approval) return undefined;
      if (approval.status === "created") approval.status = "cancelled";
      return { ...approval };
    },

    payPalApprovals: () => [...approvals.values()].map(({ returnUrl: _returnUrl, ...shown }) => ({ ...shown })),

    reset() {
      intents.clear();
      methods.clear();
      approvals.clear();
    },
  };
}
