/**
 * A subscription's current payment method as the account pages show it (commerce-and-identity §3 "Subscription":
 * paymentPartner, creditCardType, lastFour, expiration as MMYY): the card's brand, its last four digits and its
 * expiry written MM/YY.
 */

/** The card brands the design system draws; any other card shows a generic card. */
export const CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/*
 * Providers spell brands their own way ("Visa", "MasterCard", "American Express", "amex", "Diners Club"): compared
 * as lower-case letters only, each known spelling gives one brand.
 */
const SPELLINGS: ReadonlyMap<string, CardBrand> = new Map([
  ["visa", "visa"],
  ["mastercard", "mastercard"],
  ["mc", "mastercard"],
  ["amex", "amex"],
  ["americanexpress", "amex"],
  ["discover", "discover"],
  ["diners", "diners"],
  ["dinersclub", "diners"],
  ["jcb", "jcb"],
  ["unionpay", "unionpay"],
  ["chinaunionpay", "unionpay"],
]);

/** The brand of a `creditCardType`, or null for one the design system has no mark for (or none at all). */
export function cardBrand(creditCardType: unknown): CardBrand | null {
  if (typeof creditCardType !== "string") return null;
  return SPELLINGS.get(creditCardType.toLowerCase().replace(/[^a-z]/g, "")) ?? null;
}

/** "1230" → "12/30". Anything that is not a month 01–12 and two-digit year gives null: no expiry beats a wrong one. */
export function formatCardExpiry(expiration: unknown): string | null {
  const text = typeof expiration === "number" ? String(expiration).padStart(4, "0") : expiration;
  if (typeof text !== "string") return null;
  const match = /^(\d{2})\/?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, month = "", year = ""] = match;
  const number = Number(month);
  return number >= 1 && number <= 12 ? `${month}/${year}` : null;
}

/** The last four digits, when that is what the answer holds. */
export function cardLastFour(lastFour: unknown): string | null {
  const text = typeof lastFour === "number" ? String(lastFour).padStart(4, "0") : lastFour;
  return typeof text === "string" && /^\d{4}$/.test(text.trim()) ? text.trim() : null;
}
