/**
 * What the fake card provider knows about a card number: its brand, whether it is well formed, and what
 * happens when it confirms an intent (Stripe's published test numbers). The Stripe.js stand-in checks the
 * same rules as the reader types, so its change events agree with what the provider later answers.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay" | "unknown";

/** What confirming an intent with a card does. */
export type CardOutcome =
  | { kind: "succeed" }
  | { kind: "decline"; code: string; declineCode?: string; message: string }
  /** 3-D Secure: the intent waits in requires_action until the reader completes or fails authentication. */
  | { kind: "authenticate" };

const DECLINED = "Your card was declined.";

/** Stripe's test numbers the fake honours; any other well-formed number succeeds. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  "4242424242424242": { kind: "succeed" },
  "5555555555554444": { kind: "succeed" },
  "378282246310005": { kind: "succeed" },
  "4000000000000002": { kind: "decline", code: "card_declined", declineCode: "generic_decline", message: DECLINED },
  "4000000000009995": {
    kind: "decline",
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000000069": { kind: "decline", code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { kind: "decline", code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000002500003155": { kind: "authenticate" },
  "4000002760003184": { kind: "authenticate" },
};

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[digitsOf(number)] ?? { kind: "succeed" };
}

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** Leading digits to brand, longest prefixes first where they overlap (Diners 36 before JCB 35). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  const leading = (length: number): number => Number(digits.slice(0, length));
  if (/^4/.test(digits)) return "visa";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(36|38|30[0-5])/.test(digits)) return "diners";
  if (digits.length >= 4 && leading(4) >= 3528 && leading(4) <= 3589) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

export function numberLength(brand: CardBrand): number {
  return brand === "amex" ? 15 : brand === "diners" ? 14 : 16;
}

export function cvcLength(brand: CardBrand): number {
  return brand === "amex" ? 4 : 3;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A problem with what the reader typed, as Stripe's card fields word it (`type: "validation_error"`). */
export interface CardProblem {
  code: string;
  message: string;
  param: "number" | "exp_month" | "exp_year" | "cvc";
}

export const CARD_PROBLEMS = {
  incomplete_number: { code: "incomplete_number", message: "Your card number is incomplete.", param: "number" },
  invalid_number: { code: "invalid_number", message: "Your card number is invalid.", param: "number" },
  incomplete_expiry: {
    code: "incomplete_expiry",
    message: "Your card's expiration date is incomplete.",
    param: "exp_month",
  },
  invalid_expiry_month: {
    code: "invalid_expiry_month",
    message: "Your card's expiration date is invalid.",
    param: "exp_month",
  },
  invalid_expiry_year_past: {
    code: "invalid_expiry_year_past",
    message: "Your card's expiration year is in the past.",
    param: "exp_year",
  },
  invalid_expiry_month_past: {
    code: "invalid_expiry_month_past",
    message: "Your card's expiration date is in the past.",
    param: "exp_month",
  },
  incomplete_cvc: { code: "incomplete_cvc", message: "Your card's security code is incomplete.", param: "cvc" },
} as const satisfies Record<string, CardProblem>;

export function numberProblem(number: string): CardProblem | undefined {
  const digits = digitsOf(number);
  if (!/^\d*$/.test(digits)) return CARD_PROBLEMS.invalid_number;
  if (digits.length < numberLength(cardBrand(digits))) return CARD_PROBLEMS.incomplete_number;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_PROBLEMS.invalid_number;
  return undefined;
}

/** Month 1–12 and a two- or four-digit year; the card is good through the end of its month. */
export function expiryProblem(month: number, year: number, now: Date = new Date()): CardProblem | undefined {
  if (!Number.isInteger(month) || !Number.isInteger(year)) return CARD_PROBLEMS.incomplete_expiry;
  if (month < 1 || month > 12) return CARD_PROBLEMS.invalid_expiry_month;
  const fullYear = year < 100 ? 2000 + year : year;
  const thisYear = now.getUTCFullYear();
  if (fullYear < thisYear) return CARD_PROBLEMS.invalid_expiry_year_past;
  if (fullYear === thisYear && month < now.getUTCMonth() + 1) return CARD_PROBLEMS.invalid_expiry_month_past;
  return undefined;
}

export function cvcProblem(cvc: string, brand: CardBrand): CardProblem | undefined {
  return /^\d+$/.test(cvc) && cvc.length >= cvcLength(brand) ? undefined : CARD_PROBLEMS.incomplete_cvc;
}
