import {
  fetchOffer,
  fetchPaymentInfo,
  fetchProduct,
  readOffer,
  RETAIL_MESSAGES,
  RetailError,
  utcMidnight,
  type RetailRequest,
} from "./retail";

const SITE = "the-daily";
const PROPERTIES = { api: { retail: { origin: "https://retail.example", endpoint: "/retail/public/v1/offer/live/" } } };

/** A fetch that answers one JSON body (or status) and records the URLs asked for. */
function answering(body: unknown, status = 200) {
  const urls: string[] = [];
  const fetch = jest.fn(async (url: string) => {
    urls.push(url);
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      statusText: status === 200 ? "OK" : "Not Found",
      headers: { "Content-Type": "application/json" },
    });
  });
  return { urls, fetch };
}

const request = (fetch: RetailRequest["fetch"], properties: RetailRequest["properties"] = PROPERTIES) => ({
  site: SITE,
  properties,
  fetch,
});

const OFFER = {
  pageTitle: "Subscribe",
  pageSubTitle: "Journalism worth paying for",
  products: [
    {
      sku: "digital",
      name: "Digital",
      attributes: [{ id: 1, featureText: "Every story" }, { featureText: "" }],
      pricingStrategies: [
        {
          pricingStrategyId: 7,
          priceCode: "MONTHLY",
          name: "Monthly",
          currencyCode: "usd",
          taxInclusive: true,
          rates: [
            { amount: "1.00", billingCount: 1, billingFrequency: "Month", durationCount: 1, duration: "Month" },
            { amount: "x", billingFrequency: "Month", duration: "Month" },
            { amount: "9.99", billingCount: 1, billingFrequency: "Month", duration: "UntilCancelled" },
          ],
        },
        { name: "no price code" },
      ],
    },
    { name: "no sku", pricingStrategies: [{ priceCode: "A" }] },
    { sku: "no-prices", pricingStrategies: [] },
  ],
};

describe("fetchOffer", () => {
  it("asks {origin}{endpoint}{campaignCode}, 'default' unless a campaign is named", async () => {
    const { urls, fetch } = answering(OFFER);
    await fetchOffer(request(fetch));
    await fetchOffer(request(fetch), "spring sale");
    expect(urls).toEqual([
      "https://retail.example/retail/public/v1/offer/live/default",
      "https://retail.example/retail/public/v1/offer/live/spring%20sale",
    ]);
  });

  it("keeps what can be shown of a hand-edited offer and leaves out the rest", async () => {
    const { fetch } = answering(OFFER);
    const offer = await fetchOffer(request(fetch), "spring");
    expect(offer.campaignCode).toBe("spring");
    expect(offer.pageTitle).toBe("Subscribe");
    expect(offer.products.map((product) => product.sku)).toEqual(["digital"]);
    const [product] = offer.products;
    expect(product?.attributes).toEqual([{ id: "1", featureText: "Every story" }]);
    expect(product?.pricingStrategies).toHaveLength(1);
    expect(product?.pricingStrategies[0]).toMatchObject({
      priceCode: "MONTHLY",
      currencyCode: "USD",
      taxInclusive: true,
    });
    expect(product?.pricingStrategies[0]?.rates.map((rate) => rate.amount)).toEqual([1, 9.99]);
  });

  it("marks only the product a Subscribe with Google purchase buys (defaultSwgProduct true)", () => {
    const offer = readOffer(
      {
        products: [
          { ...OFFER.products[0], sku: "google", defaultSwgProduct: true },
          { ...OFFER.products[0], sku: "site", defaultSwgProduct: "yes" },
        ],
      },
      "default",
    );
    expect(offer.products.map((product) => [product.sku, product.defaultSwgProduct])).toEqual([
      ["google", true],
      ["site", undefined],
    ]);
  });

  it("reads anything at all without throwing", () => {
    for (const value of [null, 3, "x", [], { products: "no" }, { products: [null, 1, []] }]) {
      expect(readOffer(value, "default").products).toEqual([]);
    }
  });

  it("fails with the spec's messages", async () => {
    const { fetch } = answering({ message: "no" }, 404);
    await expect(fetchOffer(request(fetch))).rejects.toThrow(
      new RetailError("Error in fetching retail offers: 404 Not Found"),
    );
    const broken = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(fetchOffer(request(broken))).rejects.toThrow("Error in fetching retail offers: Failed to fetch");
    await expect(fetchOffer(request(answering("<html>").fetch))).rejects.toThrow(
      "Error in fetching retail offers: the answer is not JSON",
    );
    await expect(fetchOffer(request(fetch, { api: { retail: { origin: "https://retail.example" } } }))).rejects.toThrow(
      RETAIL_MESSAGES.offerSettings,
    );
    await expect(fetchOffer(request(fetch, {}))).rejects.toThrow(RETAIL_MESSAGES.offerSettings);
  });
});

describe("fetchPaymentInfo", () => {
  it("asks for cycle 1 from midnight UTC today unless told otherwise", async () => {
    const { urls, fetch } = answering({
      price: 9.99,
      paymentDate: 1795651200000,
      pricingStrategy: { name: "Monthly", rates: [], taxInclusive: false },
    });
    const info = await fetchPaymentInfo(request(fetch), "MONTHLY");
    expect(urls[0]).toBe(`https://retail.example/retail/public/v1/pricing/paymentInfo/MONTHLY/1/${utcMidnight()}`);
    expect(info).toMatchObject({ price: 9.99, paymentDate: 1795651200000, pricingStrategy: { priceCode: "MONTHLY" } });
    await fetchPaymentInfo(request(fetch), "A/B", { cycleIndex: 2, startDate: 0 });
    expect(urls[1]).toBe("https://retail.example/retail/public/v1/pricing/paymentInfo/A%2FB/2/0");
  });

  it("fails with the spec's messages", async () => {
    await expect(fetchPaymentInfo(request(answering({}, 404).fetch), "X")).rejects.toThrow(
      "Error in fetching price details: 404 Not Found",
    );
    await expect(fetchPaymentInfo(request(answering({}).fetch, {}), "X")).rejects.toThrow(
      RETAIL_MESSAGES.originSettings,
    );
  });
});

describe("utcMidnight", () => {
  it("is the day's midnight in UTC, whatever the hour", () => {
    expect(utcMidnight(new Date("2026-11-26T23:59:59.999Z"))).toBe(Date.UTC(2026, 10, 26));
    expect(utcMidnight(new Date("2026-11-26T00:00:00.000Z"))).toBe(Date.UTC(2026, 10, 26));
  });
});

describe("fetchProduct", () => {
  it("reads the product's description and features", async () => {
    const { urls, fetch } = answering({
      sku: "digital",
      description: "All of it",
      attributes: [{ featureText: "Apps" }],
    });
    const product = await fetchProduct(request(fetch), "digital");
    expect(urls[0]).toBe("https://retail.example/retail/public/v1/product/digital");
    expect(product).toEqual({
      sku: "digital",
      name: "",
      description: "All of it",
      attributes: [{ id: "0", featureText: "Apps" }],
    });
  });

  it("uses the page's origin when api.retail.origin is '/'", async () => {
    const { urls, fetch } = answering({});
    await fetchProduct(
      { ...request(fetch, { api: { retail: { origin: "/" } } }), pageOrigin: "http://127.0.0.1:3000" },
      "s",
    );
    expect(urls[0]).toBe("http://127.0.0.1:3000/retail/public/v1/product/s");
  });
});
