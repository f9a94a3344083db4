import { FIXTURE_OFFERS, FIXTURE_PRODUCTS } from "./offers";
import type { Offer, PricingStrategy, Product } from "./retail-types";

/** What Retail sells: offers by campaign, products by SKU, prices by price code. Read-only fixtures. */
export interface Catalogue {
  offer(campaign: string): Offer | undefined;
  product(sku: string): Product | undefined;
  price(priceCode: string): { product: Product; strategy: PricingStrategy } | undefined;
  /** The product a Subscribe with Google purchase buys (`defaultSwgProduct`). */
  swgProduct(): Product | undefined;
}

export function createCatalogue(
  offers: Readonly<Record<string, Offer>> = FIXTURE_OFFERS,
  products: readonly Product[] = FIXTURE_PRODUCTS,
): Catalogue {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const byPrice = new Map(
    products.flatMap((product) =>
      product.pricingStrategies.map((strategy) => [strategy.priceCode, { product, strategy }] as const),
    ),
  );
  return {
    offer: (campaign) => (Object.hasOwn(offers, campaign) ? offers[campaign] : undefined),
    product: (sku) => bySku.get(sku),
    price: (priceCode) => byPrice.get(priceCode),
    swgProduct: () => products.find((product) => product.defaultSwgProduct),
  };
}
