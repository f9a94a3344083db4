import { FAKE_ARC_ORIGIN, FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import { configureIdentity, resetArcClient } from "./configure";
import { fetchEntitlements } from "./entitlements";
import { fetchOffer, fetchPaymentInfo, fetchProduct } from "./retail";
import { configureSales, resetSales } from "./sales";

/**
 * arc-client's commerce side on the real sdk-sales and sdk-identity (1.94.0) and the fake Sales and Retail
 * services: configuration, the retail client and the entitlements call against the answers Arc's shapes give.
 */
const fake = setupFakeArc();
const SITE = "the-daily";
const PROPERTIES = {
  api: {
    identity: { origin: FAKE_ARC_ORIGIN },
    sales: { origin: FAKE_ARC_ORIGIN },
    retail: { origin: FAKE_ARC_ORIGIN, endpoint: "/retail/public/v1/offer/live/" },
  },
};
const ANA = "ana.reader@example.test";
const retail = { site: SITE, properties: PROPERTIES };

afterEach(async () => {
  (await configureIdentity(SITE, PROPERTIES)).clearSession();
  localStorage.clear();
  sessionStorage.clear();
  resetArcClient();
  resetSales();
});

describe("the commerce client on the fake Sales and Retail services", () => {
  it("reads the default offer, a price's first cycle and a product", async () => {
    const offer = await fetchOffer(retail);
    expect(offer.campaignCode).toBe("default");
    expect(offer.products.length).toBeGreaterThan(0);
    const strategy = offer.products[0]?.pricingStrategies[0];
    expect(strategy?.currencyCode).toMatch(/^[A-Z]{3}$/);
    expect(strategy?.rates.length).toBeGreaterThan(0);

    const info = await fetchPaymentInfo(retail, strategy?.priceCode ?? "");
    expect(info.pricingStrategy?.priceCode).toBe(strategy?.priceCode);
    expect(typeof info.price).toBe("number");

    const product = await fetchProduct(retail, offer.products[0]?.sku ?? "");
    expect(product.sku).toBe(offer.products[0]?.sku);
  });

  it("words an unknown campaign's failure as the spec does", async () => {
    await expect(fetchOffer(retail, "no-such-campaign")).rejects.toThrow(/^Error in fetching retail offers: 404/);
  });

  it("gives Sales the reader's token: a signed-in cart, emptied by the logout event (commerce-and-identity §4)", async () => {
    const Sales = await configureSales(SITE, PROPERTIES);
    const Identity = await configureIdentity(SITE, PROPERTIES);
    await Identity.login(ANA, FIXTURE_PASSWORD);
    const offer = await fetchOffer(retail);
    const product = offer.products[0];
    const priceCode = product?.pricingStrategies[0]?.priceCode ?? "";
    await Sales.clearCart();
    await Sales.addItemToCart([{ sku: product?.sku ?? "", priceCode, quantity: 1 }]);
    expect((Sales.cart as { items?: unknown[] }).items).toHaveLength(1);
    await Identity.logout();
    expect(Sales.cart).toEqual({});
    expect(Sales.subscriptions).toEqual([]);
    expect(Sales.orders).toEqual([]);
  });

  it("reads the reader's country from the entitlements call", async () => {
    fake.sales.setCountry("IN");
    const Identity = await configureIdentity(SITE, PROPERTIES);
    await Identity.login(ANA, FIXTURE_PASSWORD);
    const entitlements = await fetchEntitlements({
      ...retail,
      accessToken: Identity.userIdentity.accessToken ?? null,
    });
    expect(entitlements.country).toBe("IN");
  });
});
