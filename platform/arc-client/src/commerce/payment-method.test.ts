import { cardBrand, cardLastFour, formatCardExpiry } from "./payment-method";

describe("a subscription's payment method", () => {
  it("writes the MMYY expiry as MM/YY, and nothing for what is not a month and a year", () => {
    expect(formatCardExpiry("1230")).toBe("12/30");
    expect(formatCardExpiry("0127")).toBe("01/27");
    expect(formatCardExpiry(" 09/28 ")).toBe("09/28");
    expect(formatCardExpiry(130)).toBe("01/30");
    expect(formatCardExpiry("1330")).toBeNull();
    expect(formatCardExpiry("0030")).toBeNull();
    expect(formatCardExpiry("12300")).toBeNull();
    expect(formatCardExpiry(null)).toBeNull();
    expect(formatCardExpiry("")).toBeNull();
  });

  it("reads the brand however the provider spells it", () => {
    expect(cardBrand("visa")).toBe("visa");
    expect(cardBrand("Visa")).toBe("visa");
    expect(cardBrand("MasterCard")).toBe("mastercard");
    expect(cardBrand("American Express")).toBe("amex");
    expect(cardBrand("Diners Club")).toBe("diners");
    expect(cardBrand("UnionPay")).toBe("unionpay");
    expect(cardBrand("Maestro")).toBeNull();
    expect(cardBrand(undefined)).toBeNull();
    expect(cardBrand("constructor")).toBeNull();
  });

  it("keeps only four digits as the last four", () => {
    expect(cardLastFour("4242")).toBe("4242");
    expect(cardLastFour(42)).toBe("0042");
    expect(cardLastFour("42424")).toBeNull();
    expect(cardLastFour("abcd")).toBeNull();
    expect(cardLastFour(null)).toBeNull();
  });
});
