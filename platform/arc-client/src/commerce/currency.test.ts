import fc from "fast-check";
import { CURRENCY_SYMBOLS, currencyDigits, currencySymbol, formatPrice, toAmount } from "./currency";

const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "pt", "sv", "nb"];
/** Intl separates with narrow or ordinary no-break spaces in some locales; tests compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("currencySymbol", () => {
  it.each([
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
  ])("%s is %s", (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
    expect(currencySymbol(code.toLowerCase())).toBe(symbol);
  });

  it("has exactly the spec's twelve currencies", () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual(
      ["BRL", "CAD", "CLP", "COP", "EUR", "GBP", "JPY", "KRW", "MXN", "NZD", "PEN", "USD"].sort(),
    );
  });

  it("shows any other currency as its code, and no currency as $", () => {
    expect(currencySymbol("SEK")).toBe("SEK");
    expect(currencySymbol(" chf ")).toBe("CHF");
    expect(currencySymbol(undefined)).toBe("$");
    expect(currencySymbol("dollars")).toBe("$");
  });
});

describe("currencyDigits", () => {
  it.each([
    ["USD", 2],
    ["EUR", 2],
    ["GBP", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["CLP", 0],
    ["BHD", 3],
  ])("%s has %d", (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });
});

describe("toAmount", () => {
  it.each([
    [5, 5],
    ["5.00", 5],
    [" 19.99 ", 19.99],
    ["", null],
    ["five", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])("%j is %j", (value, amount) => {
    expect(toAmount(value)).toBe(amount);
  });
});

describe("formatPrice", () => {
  it.each([
    [9.99, "USD", "en", "$9.99"],
    [1234.5, "USD", "en", "$1,234.50"],
    ["5.00", "USD", "en", "$5.00"],
    [9.99, "EUR", "fr", "9,99 €"],
    [1234.5, "EUR", "de", "1.234,50 €"],
    [1234.5, "JPY", "en", "¥1,235"],
    [1000, "KRW", "ko", "₩1,000"],
    [15000, "CLP", "es", "15.000 $"],
    [10, "BRL", "pt", "R$ 10,00"],
    [10, "CAD", "en", "CA$10.00"],
    [10, "PEN", "en", "S/. 10.00"],
    [7.5, "GBP", "en", "£7.50"],
    [12, "SEK", "sv", "12,00 SEK"],
  ])("%j %s in %s is %s", (amount, currency, locale, expected) => {
    expect(plain(formatPrice(amount, currency, locale))).toBe(expected);
  });

  it("never shows minor digits for JPY, KRW or CLP, in any locale", () => {
    for (const currency of ["JPY", "KRW", "CLP"]) {
      for (const locale of LOCALES) expect(formatPrice(1234.56, currency, locale)).not.toMatch(/[.,]\d{2}(?!\d)/);
    }
  });

  it("always shows two minor digits for USD", () => {
    for (const locale of LOCALES) expect(formatPrice(3, "USD", locale)).toMatch(/3[.,]00/);
  });

  it("shows zero without a sign", () => {
    expect(formatPrice(-0, "USD", "en")).toBe("$0.00");
    expect(formatPrice("-0", "EUR", "de").startsWith("0,00")).toBe(true);
  });

  it("gives nothing for an amount that is not a number", () => {
    expect(formatPrice("abc", "USD", "en")).toBe("");
    expect(formatPrice(null, "USD", "en")).toBe("");
  });

  it("falls back to USD for a malformed currency and to English for a malformed locale", () => {
    expect(formatPrice(2, "", "en")).toBe("$2.00");
    expect(formatPrice(2, "US Dollar", "en")).toBe("$2.00");
    expect(formatPrice(2, "USD", "not a locale!")).toBe("$2.00");
    expect(formatPrice(2, "USD", "")).toBe("$2.00");
  });

  it("never throws, and shows the symbol of any listed currency (1,000 runs)", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.string(), fc.constant(null)),
        fc.oneof(fc.constantFrom(...Object.keys(CURRENCY_SYMBOLS)), fc.string()),
        fc.oneof(fc.constantFrom(...LOCALES), fc.string()),
        (amount, currency, locale) => {
          const text = formatPrice(amount, currency, locale);
          if (toAmount(amount) === null) return text === "";
          return text.includes(currencySymbol(currency));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
