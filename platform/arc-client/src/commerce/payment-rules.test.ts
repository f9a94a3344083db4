import fc from "fast-check";
import {
  PAYMENT_METHOD_TYPES,
  PAYPAL_CURRENCIES,
  cardIntentKind,
  payPalOffered,
  pickPaymentOption,
  toMinorUnits,
  walletsOffered,
} from "./payment-rules";

describe("toMinorUnits", () => {
  it.each([
    [19.99, "USD", 1999],
    [0.1 + 0.2, "USD", 30],
    [9.999, "EUR", 1000],
    [10, "GBP", 1000],
    [0, "USD", 0],
    [1500, "JPY", 1500],
    [1000, "KRW", 1000],
    [15000, "CLP", 15000],
  ])("%d %s is %d", (total, currency, minor) => {
    expect(toMinorUnits(total, currency)).toBe(minor);
  });

  it("is total × 100 by default", () => {
    expect(toMinorUnits(4.56)).toBe(456);
  });

  it("gives 0 for a total that is not a number, never -0", () => {
    expect(toMinorUnits(Number.NaN)).toBe(0);
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });

  it("gives back every whole number of cents exactly (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => toMinorUnits(cents / 100) === cents),
      { numRuns: 1000 },
    );
  });

  it("is within half a cent of total × 100 and always whole (1,000 runs)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (total) => {
        const minor = toMinorUnits(total);
        return Number.isInteger(minor) && Math.abs(minor - total * 100) <= 0.5 + 1e-6;
      }),
      { numRuns: 1000 },
    );
  });
});

describe("cardIntentKind", () => {
  it("pays when something is due and sets the card up otherwise", () => {
    expect(cardIntentKind(0.01)).toBe("payment");
    expect(cardIntentKind(0)).toBe("setup");
    expect(cardIntentKind(-5)).toBe("setup");
  });
});

const options = [
  { paymentMethodID: 42, paymentMethodType: 18 },
  { paymentMethodID: 7, paymentMethodType: 18 },
  { paymentMethodID: 3, paymentMethodType: 10 },
  { paymentMethodID: 1, paymentMethodType: 5 },
];

describe("pickPaymentOption", () => {
  it("picks the lowest id of the type", () => {
    expect(pickPaymentOption(options, PAYMENT_METHOD_TYPES.cardIntents)).toEqual(options[1]);
    expect(pickPaymentOption(options, PAYMENT_METHOD_TYPES.payPal)).toEqual(options[2]);
  });

  it("picks the configured id when an option of the type has it (number or text)", () => {
    expect(pickPaymentOption(options, 18, 42)).toEqual(options[0]);
    expect(pickPaymentOption(options, 18, "42")).toEqual(options[0]);
  });

  it("falls back to the lowest id when the configured id is not of the type or absent", () => {
    expect(pickPaymentOption(options, 18, 3)).toEqual(options[1]);
    expect(pickPaymentOption(options, 18, 99)).toEqual(options[1]);
    expect(pickPaymentOption(options, 18, "")).toEqual(options[1]);
    expect(pickPaymentOption(options, 18, null)).toEqual(options[1]);
  });

  it("reads ids and types sent as text", () => {
    const textual = [
      { paymentMethodID: "12", paymentMethodType: "18" },
      { paymentMethodID: "9", paymentMethodType: "18" },
    ];
    expect(pickPaymentOption(textual, 18)).toEqual(textual[1]);
  });

  it("gives nothing without an option of the type", () => {
    expect(pickPaymentOption(options, 99)).toBeNull();
    expect(pickPaymentOption([], 18)).toBeNull();
    expect(pickPaymentOption(undefined, 18)).toBeNull();
  });

  it("picks the same option whatever the order (500 runs)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(options, { minLength: 1 }), (subset) => {
        const picked = pickPaymentOption(subset, 18);
        const ids = subset.filter((o) => o.paymentMethodType === 18).map((o) => o.paymentMethodID);
        return ids.length === 0 ? picked === null : picked?.paymentMethodID === Math.min(...ids);
      }),
      { numRuns: 500 },
    );
  });
});

describe("payPalOffered", () => {
  it("needs a PayPal option, a total above 0 and a listed currency", () => {
    expect(payPalOffered({ options, total: 10, currency: "USD" })).toBe(true);
    expect(payPalOffered({ options, total: 10, currency: "gbp" })).toBe(true);
    expect(
      payPalOffered({ options: options.filter((o) => o.paymentMethodType !== 10), total: 10, currency: "USD" }),
    ).toBe(false);
    expect(payPalOffered({ options, total: 0, currency: "USD" })).toBe(false);
    expect(payPalOffered({ options, total: Number.NaN, currency: "USD" })).toBe(false);
    expect(payPalOffered({ options, total: 10, currency: "KRW" })).toBe(false);
    expect(payPalOffered({ options, total: 10, currency: null })).toBe(false);
  });

  it("takes exactly the spec's eight currencies", () => {
    expect([...PAYPAL_CURRENCIES].sort()).toEqual(["BRL", "CAD", "EUR", "GBP", "JPY", "MXN", "NZD", "USD"]);
    for (const currency of ["CLP", "COP", "PEN", "KRW", "SEK"]) {
      expect(payPalOffered({ options, total: 10, currency })).toBe(false);
    }
  });
});

describe("walletsOffered", () => {
  it("offers a wallet that can pay, except in India", () => {
    expect(walletsOffered({ canPay: true, country: "US" })).toBe(true);
    expect(walletsOffered({ canPay: true, country: null })).toBe(true);
    expect(walletsOffered({ canPay: true, country: "IN" })).toBe(false);
    expect(walletsOffered({ canPay: true, country: " in " })).toBe(false);
    expect(walletsOffered({ canPay: false, country: "US" })).toBe(false);
  });
});
