/**
 * Each cart line with what review and the sidebar show of it (commerce-and-identity §3 "Order item ... enriched
 * with"): the price's name, description, summary, rates and tax rule from retail's payment info (cycle 1, from
 * today's UTC midnight), and the product's description and features.
 */
import { fetchPaymentInfo, fetchProduct, type RetailRequest } from "@broadsheet/arc-client";
import type { CheckoutItem, CheckoutLine } from "./checkout-data";

export async function checkoutLines(request: RetailRequest, items: readonly CheckoutItem[]): Promise<CheckoutLine[]> {
  return Promise.all(
    items.map(async (item) => {
      const [info, product] = await Promise.all([
        fetchPaymentInfo(request, item.priceCode),
        fetchProduct(request, item.sku),
      ]);
      const strategy = info.pricingStrategy;
      return {
        ...item,
        name: item.name || product.name,
        priceName: strategy?.name ?? "",
        priceDescription: strategy?.description ?? "",
        priceSummary: strategy?.summary ?? "",
        rates: strategy?.rates ?? [],
        taxInclusive: strategy?.taxInclusive ?? false,
        productDescription: product.description,
        features: product.attributes,
      };
    }),
  );
}
