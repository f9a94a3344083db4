/**
 * Which payments checkout offers and with what (commerce-and-identity §4 "Payment flow", §5, §9). Pure: the
 * blocks pass in what the Sales SDK, the entitlements call and the wallet's canMakePayment returned.
 */
import { currencyDigits } from "./currency";

/** §3: the Sales payment options' paymentMethodType values checkout uses. */
export const PAYMENT_METHOD_TYPES = { cardIntents: 18, payPal: 10 } as const;

/** §5: the currencies PayPal is offered in. */
export const PAYPAL_CURRENCIES: readonly string[] = ["BRL", "CAD", "EUR", "JPY", "MXN", "NZD", "GBP", "USD"];

/** §4, §9: wallets (Apple Pay, Google Pay) are not offered to readers in these countries. */
export const WALLET_BLOCKED_COUNTRIES: readonly string[] = ["IN"];

/** What getPaymentOptions returns per option (notes/arc-sdks.md §3). */
export interface PaymentOption {
  paymentMethodID: number | string;
  paymentMethodType: number | string;
}

/**
 * The total in the currency's smallest unit, for the card provider and the wallet sheet. The spec says total × 100;
 * that holds for every two-digit currency, but the provider counts yen, won and pesos chilenos whole, so × 100
 * there would show and ask a hundredfold. Rounded, because 19.99 × 100 is 1998.9999999999998 in floating point.
 */
export function toMinorUnits(total: number, currency = "USD"): number {
  if (!Number.isFinite(total)) return 0;
  const minor = Math.round(total * 10 ** currencyDigits(currency));
  return minor === 0 ? 0 : minor; // no -0 for a refund-free zero total
}

/** §4: a card payment confirms when something is due; a total of 0 or less only sets the card up. */
export function cardIntentKind(total: number): "payment" | "setup" {
  return total > 0 ? "payment" : "setup";
}

const sameNumber = (a: number | string, b: number | string): boolean => Number(a) === Number(b);

/**
 * The option checkout uses for a kind of payment: the configured one (stripeIntentsID) when it is among the
 * options of that type, else the one with the lowest id, so the choice is stable however the API orders them.
 */
export function pickPaymentOption(
  options: readonly PaymentOption[] | null | undefined,
  type: number,
  configuredID?: number | string | null,
): PaymentOption | null {
  const ofType = (options ?? []).filter(
    (option) => sameNumber(option.paymentMethodType, type) && Number.isFinite(Number(option.paymentMethodID)),
  );
  if (configuredID !== undefined && configuredID !== null && String(configuredID).trim() !== "") {
    const configured = ofType.find((option) => sameNumber(option.paymentMethodID, configuredID));
    if (configured) return configured;
  }
  return ofType.reduce<PaymentOption | null>(
    (lowest, option) =>
      lowest === null || Number(option.paymentMethodID) < Number(lowest.paymentMethodID) ? option : lowest,
    null,
  );
}

export interface PayPalInput {
  options: readonly PaymentOption[] | null | undefined;
  total: number;
  currency: string | null | undefined;
}

/** §5: only with a PayPal payment method, something to pay and a currency PayPal takes. */
export function payPalOffered({ options, total, currency }: PayPalInput): boolean {
  const code = currency?.trim().toUpperCase() ?? "";
  return (
    pickPaymentOption(options, PAYMENT_METHOD_TYPES.payPal) !== null &&
    Number.isFinite(total) &&
    total > 0 &&
    PAYPAL_CURRENCIES.includes(code)
  );
}

export interface WalletInput {
  /** What the provider's payment request said (canMakePayment found Apple Pay or Google Pay). */
  canPay: boolean;
  /** The reader's country from the entitlements call, if known. */
  country: string | null | undefined;
}

/** §4: a wallet is offered when it can pay and the reader is not in a blocked country. */
export function walletsOffered({ canPay, country }: WalletInput): boolean {
  const code = country?.trim().toUpperCase() ?? "";
  return canPay && !WALLET_BLOCKED_COUNTRIES.includes(code);
}
