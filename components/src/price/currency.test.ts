import fc from "fast-check";
import { CURRENCY_SYMBOLS, currencySymbol, formatPrice } from "./currency";

const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withSparseArray: true });

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
  ])("gives %s the spec's symbol %p", (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it("holds exactly the spec's table", () => {
    expect(CURRENCY_SYMBOLS.size).toBe(12);
  });

  it("shows any other currency by its code", () => {
    expect(currencySymbol("CHF")).toBe("CHF");
    expect(currencySymbol("AUD")).toBe("AUD");
    expect(currencySymbol("XYZ")).toBe("XYZ");
  });

  it("reads the code without regard to case or surrounding space", () => {
    expect(currencySymbol(" usd ")).toBe("$");
    expect(currencySymbol("chf")).toBe("CHF");
  });

  it.each(["", "US", "USDX", "U$D", "123", "__proto__", "toString"])("gives nothing for %p", (code) => {
    expect(currencySymbol(code)).toBe("");
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.string()), (code) => {
        expect(typeof currencySymbol(code)).toBe("string");
      }),
    );
  });
});

describe("formatPrice", () => {
  it.each([
    [9.99, "USD", "en-US", "$9.99"],
    [1234.5, "USD", "en-US", "$1,234.50"],
    [10, "USD", "en-US", "$10.00"],
    [0, "USD", "en-US", "$0.00"],
    [-5, "USD", "en-US", "-$5.00"],
    [1500, "JPY", "en-US", "¥1,500"],
    [1500, "JPY", "ja-JP", "¥1,500"],
    [9.99, "CAD", "en-US", "CA$9.99"],
    [9.99, "NZD", "en-US", "$9.99"],
    [9.99, "MXN", "en-US", "$9.99"],
    [9990, "CLP", "en-US", "$9,990"],
    [9.99, "BRL", "en-US", "R$9.99"],
    [9.99, "GBP", "en-GB", "£9.99"],
    [9.99, "PEN", "en-US", "S/.\u00a09.99"],
    [9.99, "CHF", "en-US", "CHF\u00a09.99"],
    [9.99, "EUR", "de-DE", "9,99\u00a0€"],
    [1234.5, "EUR", "fr-FR", "1\u202f234,50\u00a0€"],
    [9.99, "USD", "fr-FR", "9,99\u00a0$"],
    [9.99, "KRW", "ko-KR", "₩10"],
  ])("writes %p %s in %s as %p", (amount, code, locale, expected) => {
    expect(formatPrice(amount, code, locale)).toBe(expected);
  });

  it("spaces a symbol with letters from the digits where the locale writes its own symbol unspaced", () => {
    // Khmer writes "9.99$"; the spec's Canadian symbol has letters, which must not run into the digits.
    expect(formatPrice(9.99, "CAD", "km")).toBe("9.99\u00a0CA$");
    expect(formatPrice(9.99, "USD", "km")).toBe("9.99$");
  });

  it("uses en-US by default", () => {
    expect(formatPrice(9.99, "USD")).toBe("$9.99");
  });

  it("falls back to en-US for an unknown or invalid locale", () => {
    expect(formatPrice(9.99, "USD", "xx-invalid-")).toBe("$9.99");
    expect(formatPrice(9.99, "USD", "")).toBe("$9.99");
    expect(formatPrice(9.99, "USD", "!!")).toBe("$9.99");
    expect(formatPrice(9.99, "USD", 7 as unknown as string)).toBe("$9.99");
  });

  it("takes amounts sent as numeric strings", () => {
    expect(formatPrice("9.99", "USD")).toBe("$9.99");
    expect(formatPrice(" 12 ", "USD")).toBe("$12.00");
  });

  it("reads the currency code without regard to case", () => {
    expect(formatPrice(9.99, "usd")).toBe("$9.99");
  });

  it.each([
    ["NaN", Number.NaN, "USD"],
    ["Infinity", Number.POSITIVE_INFINITY, "USD"],
    ["text", "nine", "USD"],
    ["a number in words with digits", "9.99 USD", "USD"],
    ["nothing", undefined, "USD"],
    ["no currency", 9.99, undefined],
    ["a blank currency", 9.99, ""],
    ["a malformed currency", 9.99, "DOLLARS"],
    ["a currency that is not a string", 9.99, 840],
  ])("gives nothing for %s", (_case, amount, code) => {
    expect(formatPrice(amount, code)).toBe("");
  });

  it("has the symbol and the digits of the amount, in any locale", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...CURRENCY_SYMBOLS.keys(), "CHF", "AUD"),
        fc.constantFrom("en-US", "fr-FR", "de-DE", "ja-JP", "sv-SE", "nb-NO", "es-ES", "ko-KR", "pt-PT"),
        (amount, code, locale) => {
          const price = formatPrice(amount, code, locale);
          expect(price).toContain(currencySymbol(code));
          expect(price.replace(/\D/g, "").startsWith(String(amount))).toBe(true);
        },
      ),
    );
  });

  it("never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(anything, fc.double(), fc.string()),
        fc.oneof(anything, fc.constantFrom("USD", "EUR", "JPY"), fc.string()),
        fc.oneof(anything, fc.string(), fc.constantFrom("en-US", "ar", "de")),
        (amount, code, locale) => {
          expect(typeof formatPrice(amount, code, locale as string)).toBe("string");
        },
      ),
    );
  });
});
