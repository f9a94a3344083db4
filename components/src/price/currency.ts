/** The currency symbols the commerce spec lists; every other currency is shown by its code. */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ["USD", "$"],
  ["NZD", "$"],
  ["CLP", "$"],
  ["COP", "$"],
  ["MXN", "$"],
  ["EUR", "€"],
  ["PEN", "S/."],
  ["JPY", "¥"],
  ["KRW", "₩"],
  ["BRL", "R$"],
  ["CAD", "CA$"],
  ["GBP", "£"],
]);

const CURRENCY_CODE = /^[A-Z]{3}$/;

function normalizeCode(code: unknown): string | null {
  if (typeof code !== "string") return null;
  const upper = code.trim().toUpperCase();
  return CURRENCY_CODE.test(upper) ? upper : null;
}

/**
 * The symbol to show for an ISO 4217 currency code: the spec's own table ("USD" → "$", "CAD" → "CA$",
 * "PEN" → "S/."), else the code itself ("CHF"). "" for something that is not a currency code.
 */
export function currencySymbol(code: unknown): string {
  const upper = normalizeCode(code);
  if (upper === null) return "";
  return CURRENCY_SYMBOLS.get(upper) ?? upper;
}

const formats = new Map<string, Intl.NumberFormat>();
const MAX_FORMATS = 100;

function numberFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

function numberLocale(locale: unknown): string {
  if (typeof locale !== "string" || locale.trim() === "") return "en-US";
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale.trim())[0] ?? "en-US";
  } catch {
    return "en-US";
  }
}

function amountValue(amount: unknown): number | null {
  if (typeof amount === "number") return Number.isFinite(amount) ? amount : null;
  // Some commerce responses send amounts as strings.
  if (typeof amount === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(amount)) return Number(amount);
  return null;
}

const LETTER = /\p{L}/u;

/**
 * The amount as a price in the locale's number style, with the symbol from currencySymbol:
 * `formatPrice(9.99, "USD")` → "$9.99", `formatPrice(9.99, "EUR", "de-DE")` → "9,99 €",
 * `formatPrice(1500, "JPY")` → "¥1,500". The locale places the symbol and sets separators and the currency's
 * decimals; an unknown or invalid locale gives en-US. "" for an amount that is not a finite number (or a
 * numeric string) or a currency that is not a three-letter code.
 */
export function formatPrice(amount: unknown, currencyCode: unknown, locale: string = "en-US"): string {
  const value = amountValue(amount);
  const code = normalizeCode(currencyCode);
  if (value === null || code === null) return "";
  let parts: Intl.NumberFormatPart[];
  try {
    parts = numberFormat(numberLocale(locale), code).formatToParts(value);
  } catch {
    return "";
  }
  const symbol = currencySymbol(code);
  return parts
    .map((part, index) => {
      if (part.type !== "currency") return part.value;
      // Intl spaced its own symbol; a code put in its place needs a space where it meets the digits.
      const before = parts[index - 1];
      const after = parts[index + 1];
      const spaceBefore =
        before !== undefined && before.type !== "literal" && LETTER.test(symbol[0] ?? "") ? "\u00a0" : "";
      const spaceAfter =
        after !== undefined && after.type !== "literal" && LETTER.test(symbol.at(-1) ?? "") ? "\u00a0" : "";
      return `${spaceBefore}${symbol}${spaceAfter}`;
    })
    .join("");
}
