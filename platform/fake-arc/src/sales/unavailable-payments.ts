import type { PaymentProvider } from "../payments/payment-provider";
import { salesError } from "./sales-errors";

/**
 * The provider Sales has when none is given: initialize answers 503 instead of inventing intents, so a setup
 * that forgot the fake card provider fails loudly at the payment step and nowhere else.
 */
export function unavailablePayments(): PaymentProvider {
  const refuse = (): never => {
    throw salesError("providerUnavailable");
  };
  return {
    publishableKey: "",
    createCardIntent: refuse,
    cardIntent: () => undefined,
    createPayPalApproval: refuse,
    payPalApproval: () => undefined,
    reset: () => undefined,
  };
}
