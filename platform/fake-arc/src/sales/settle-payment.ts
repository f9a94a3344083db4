import type { PaymentProvider } from "../payments/payment-provider";
import { salesError } from "./sales-errors";
import { CARD_INTENTS, type PaymentMethodType, type StoredPaymentMethod } from "./sales-types";

/** What a payment's finalize stores as the reader's payment method (spec §3 currentPaymentMethod). */
export type SettledMethod = Omit<StoredPaymentMethod, "paymentMethodID">;

/** The payment partner names the fake stores; the spec's list filter (§4) hides none of them. */
export const CARD_PARTNER = "StripeIntents";
export const PAYPAL_PARTNER = "PayPal";

/**
 * Asks the provider whether the browser finished what initialize started for `reference` (an order number, or
 * a payment-method update's): a card intent that succeeded, or a PayPal approval. Anything else is refused
 * with the reason, so the caller's order or stored method stays as it was.
 */
export function settlePayment(
  payments: PaymentProvider,
  type: PaymentMethodType,
  token: string,
  reference: string,
  cardHolderName: string | null,
): SettledMethod {
  if (type === CARD_INTENTS) {
    const intent = payments.cardIntent(token);
    if (!intent || intent.orderNumber !== reference) throw salesError("paymentTokenInvalid");
    if (intent.status === "succeeded") {
      const card = intent.card;
      return {
        paymentPartner: CARD_PARTNER,
        creditCardType: card?.brand ?? null,
        firstSix: null,
        lastFour: card?.last4 ?? null,
        expiration: card
          ? `${String(card.expMonth).padStart(2, "0")}${String(card.expYear % 100).padStart(2, "0")}`
          : null,
        // The name on the card the reader typed for the provider; else the caller's (the order's, the old card's).
        cardHolderName: card?.holderName || cardHolderName,
      };
    }
    if (intent.status === "canceled") throw salesError("paymentNotConfirmed", "The card payment was canceled");
    // A card waiting on 3-D Secure was not declined: the browser has yet to finish authenticating.
    if (intent.status === "requires_action") {
      throw salesError("paymentNotConfirmed", "The card payment still needs the reader's authentication");
    }
    if (intent.lastError) throw salesError("paymentDeclined", intent.lastError.message);
    throw salesError("paymentNotConfirmed");
  }
  const approval = payments.payPalApproval(token);
  if (!approval || approval.orderNumber !== reference) throw salesError("paymentTokenInvalid");
  if (approval.status === "cancelled") throw salesError("paymentCancelled");
  if (approval.status !== "approved") throw salesError("paymentNotConfirmed");
  return {
    paymentPartner: PAYPAL_PARTNER,
    creditCardType: null,
    firstSix: null,
    lastFour: null,
    expiration: null,
    cardHolderName,
  };
}
