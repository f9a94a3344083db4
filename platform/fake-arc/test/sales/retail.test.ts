import { setupFakeArc } from "../../src/node";
import { isFakeArcPath } from "../../src/service-paths";

const fake = setupFakeArc();
const RETAIL = `${fake.origin}/retail/public/v1`;

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${RETAIL}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface OfferBody {
  pageTitle: string;
  products: {
    sku: string;
    attributes: { id: string; featureText: string }[];
    pricingStrategies: { priceCode: string; currencyCode: string; rates: { amount: string; duration: string }[] }[];
  }[];
}

describe("Retail offers", () => {
  it("answers the default campaign: monthly, annual and a free first payment, in USD", async () => {
    const { status, body } = await get("/offer/live/default");
    expect(status).toBe(200);
    const offer = body as unknown as OfferBody;
    expect(offer.pageTitle).toEqual(expect.any(String));
    const strategies = offer.products.flatMap((product) => product.pricingStrategies);
    expect(strategies.map((strategy) => strategy.priceCode)).toEqual(
      expect.arrayContaining(["DIGITAL-MONTHLY", "DIGITAL-ANNUAL", "DIGITAL-TRIAL"]),
    );
    expect(new Set(strategies.map((strategy) => strategy.currencyCode))).toEqual(new Set(["USD"]));
    const trial = strategies.find((strategy) => strategy.priceCode === "DIGITAL-TRIAL");
    expect(trial?.rates.map((rate) => [rate.amount, rate.duration])).toEqual([
      ["0.00", "Week"],
      ["9.99", "UntilCancelled"],
    ]);
    expect(offer.products[0]?.attributes[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), featureText: expect.any(String) }),
    );
  });

  it("answers other campaigns in their own currency", async () => {
    const europe = (await get("/offer/live/europe")).body as unknown as OfferBody;
    expect(europe.products[0]?.pricingStrategies[0]?.currencyCode).toBe("EUR");
    const uk = (await get("/offer/live/uk")).body as unknown as OfferBody;
    expect(uk.products[0]?.pricingStrategies[0]?.currencyCode).toBe("GBP");
  });

  it("answers the premium campaign the paywall offers with the default's plans", async () => {
    const codes = (offer: OfferBody) =>
      offer.products.flatMap((product) => product.pricingStrategies.map((strategy) => strategy.priceCode));
    const premium = (await get("/offer/live/premium")).body as unknown as OfferBody;
    expect(premium.pageTitle).toBe("Read every story in The Daily");
    expect(codes(premium)).toEqual(codes((await get("/offer/live/default")).body as unknown as OfferBody));
  });

  it("refuses a campaign it does not have with 404 { code, message }", async () => {
    expect(await get("/offer/live/spring-sale")).toEqual({
      status: 404,
      body: { httpStatus: 404, code: "campaign_not_found", message: 'No live offer for campaign "spring-sale"' },
    });
    expect(await get("/offer/live/toString")).toMatchObject({ status: 404 });
  });
});

describe("Retail pricing and products", () => {
  const start = Date.UTC(2026, 10, 26);
  const DAY = 86_400_000;

  it("prices a cycle: the trial's first payment is 0, the second starts 28 days later at 9.99", async () => {
    const first = await get(`/pricing/paymentInfo/DIGITAL-TRIAL/1/${start}`);
    expect(first.body).toMatchObject({
      price: 0,
      paymentDate: start,
      pricingStrategy: { priceCode: "DIGITAL-TRIAL", taxInclusive: false, rates: expect.any(Array) },
    });
    expect((await get(`/pricing/paymentInfo/DIGITAL-TRIAL/2/${start}`)).body).toMatchObject({
      price: 9.99,
      paymentDate: start + 28 * DAY,
    });
    expect((await get(`/pricing/paymentInfo/DIGITAL-TRIAL/3/${start}`)).body).toMatchObject({
      paymentDate: start + 58 * DAY,
    });
  });

  it("counts a year as 360 days", async () => {
    expect((await get(`/pricing/paymentInfo/DIGITAL-ANNUAL/2/${start}`)).body).toMatchObject({
      price: 99,
      paymentDate: start + 360 * DAY,
    });
  });

  it("refuses an unknown price code and a cycle that is not a whole number from 1", async () => {
    expect(await get(`/pricing/paymentInfo/NOPE/1/${start}`)).toMatchObject({
      status: 404,
      body: { code: "price_not_found", message: 'No price with the price code "NOPE"' },
    });
    expect((await get(`/pricing/paymentInfo/DIGITAL-MONTHLY/0/${start}`)).status).toBe(400);
    expect((await get(`/pricing/paymentInfo/DIGITAL-MONTHLY/1/yesterday`)).status).toBe(400);
  });

  it("answers a product by SKU with its attributes and description, 404 for another", async () => {
    expect((await get("/product/bs-digital")).body).toMatchObject({
      sku: "bs-digital",
      description: expect.any(String),
      attributes: expect.arrayContaining([expect.objectContaining({ featureText: expect.any(String) })]),
    });
    expect(await get("/product/bs-nothing")).toMatchObject({
      status: 404,
      body: { code: "product_not_found", message: 'No product with the SKU "bs-nothing"' },
    });
  });

  it("is under the prefixes the preview hands to the fake", () => {
    expect(isFakeArcPath("/retail/public/v1/offer/live/default")).toBe(true);
    expect(isFakeArcPath("/sales/public/v1/cart")).toBe(true);
  });
});
