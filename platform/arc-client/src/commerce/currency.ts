/**
 * Currency symbols (commerce-and-identity §3) and price formatting. Intl places the symbol and groups the digits
 * for the reader's locale; the symbol itself is always the spec's, so a price reads the same on every page of a
 * site whatever the locale (Intl alone gives "US$", "JP¥" or "JPY" depending on it).
 */

/** §3's table. Anything else displays as its code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: "$",
  NZD: "$",
  CLP: "$",
  COP: "$",
  MXN: "$",
  EUR: "€",
  PEN: "S/.",
  JPY: "¥",
  KRW: "₩",
  BRL: "R$",
  CAD: "CA$",
  GBP: "£",
};

const DEFAULT_LOCALE = "en";
const CURRENCY_CODE = /^[A-Z]{3}$/;

function normalizeCode(currency: string | null | undefined): string | null {
  const code = currency?.trim().toUpperCase() ?? "";
  return CURRENCY_CODE.test(code) ? code : null;
}

/** The symbol of §3's table; else the code itself; with no usable code, "$" (§3: the default display is USD's). */
export function currencySymbol(currency: string | null | undefined): string {
  const code = normalizeCode(currency);
  if (code === null) return CURRENCY_SYMBOLS.USD ?? "$";
  return CURRENCY_SYMBOLS[code] ?? code;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // A malformed locale tag (from a site property) must not take the price off the page.
    return new Intl.NumberFormat(DEFAULT_LOCALE, options);
  }
}

/** Digits after the decimal point that the currency uses (ISO 4217 through Intl): 2 for USD, 0 for JPY, KRW, CLP. */
export function currencyDigits(currency: string | null | undefined): number {
  const code = normalizeCode(currency) ?? "USD";
  return (
    numberFormat(DEFAULT_LOCALE, { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** A number from what the APIs send: rate amounts arrive as text ("5.00"), totals as numbers. */
export function toAmount(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * "$9.99", "9,99 €", "¥1,235", "R$ 10,00": the amount in the locale's notation with the currency's own minor digits
 * and §3's symbol. An amount that is not a number gives "" (nothing shown beats "$NaN"); a missing or malformed
 * currency formats as USD, the spec's default display.
 */
export function formatPrice(
  amount: number | string | null | undefined,
  currency: string | null | undefined,
  locale: string = DEFAULT_LOCALE,
): string {
  const value = toAmount(amount);
  if (value === null) return "";
  const code = normalizeCode(currency) ?? "USD";
  const symbol = currencySymbol(code);
  // -0 (a rounding of a tiny negative) would read "-$0.00".
  const parts = numberFormat(locale || DEFAULT_LOCALE, { style: "currency", currency: code }).formatToParts(value || 0);
  return parts.map((part) => (part.type === "currency" ? symbol : part.value)).join("");
}
