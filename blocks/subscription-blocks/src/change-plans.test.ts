import type { PricingStrategy, RetailOffer } from "@broadsheet/arc-client";
import { changePlans } from "./change-plans";

const price = (priceCode: string, currencyCode = "USD", rates = 1): PricingStrategy => ({
  pricingStrategyId: priceCode,
  priceCode,
  name: priceCode,
  description: "",
  summary: "",
  currencyCode,
  rates: Array.from({ length: rates }, () => ({
    amount: 5,
    billingCount: 1,
    billingFrequency: "Month",
    durationCount: 1,
    duration: "UntilCancelled",
  })),
  taxInclusive: false,
});

const offer: RetailOffer = {
  campaignCode: "default",
  pageTitle: "",
  pageSubTitle: "",
  products: [
    {
      sku: "digital",
      name: "",
      description: "",
      attributes: [],
      pricingStrategies: [price("M"), price("Y"), price("EUR", "EUR"), price("FREE", "USD", 0)],
    },
    { sku: "print", name: "", description: "", attributes: [], pricingStrategies: [price("P")] },
  ],
};

describe("the plans a subscription can change to", () => {
  it("are its product's other prices in its currency, with rates", () => {
    const plans = changePlans(offer, { sku: "digital", priceCode: "M" });
    expect(plans.current?.priceCode).toBe("M");
    expect(plans.options.map((one) => one.priceCode)).toEqual(["Y"]);
  });

  it("are every other price of the product when the offer no longer has its own", () => {
    expect(changePlans(offer, { sku: "digital", priceCode: "OLD" }).options.map((one) => one.priceCode)).toEqual([
      "M",
      "Y",
      "EUR",
    ]);
  });

  it("are none for a product the offer does not have, or without an offer", () => {
    expect(changePlans(offer, { sku: "other", priceCode: "M" })).toEqual({ current: null, options: [] });
    expect(changePlans(null, { sku: "digital", priceCode: "M" })).toEqual({ current: null, options: [] });
  });
});
