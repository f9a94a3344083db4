import type { Address } from "./sales-types";

/**
 * The fake's tax table: US sales tax by state (a flat 5% where a state is not listed, none where a state has
 * none), VAT by country for the tax-inclusive European prices. Invented rates, round enough to check by hand.
 */
const US_STATE_RATES: Record<string, number> = { NY: 0.08875, CA: 0.0725, TX: 0.0625, OR: 0, DE: 0, MT: 0, NH: 0 };
const US_DEFAULT_RATE = 0.05;
const VAT_RATES: Record<string, number> = { GB: 0.2, DE: 0.19, FR: 0.2, ES: 0.21, IE: 0.23, IT: 0.22, NL: 0.21 };

/** The tax rate for a billing address; no address yet (a cart before checkout) is no tax. */
export function taxRate(address: Address | undefined): number {
  if (!address) return 0;
  const country = address.country.toUpperCase();
  if (country === "US") return US_STATE_RATES[address.region.toUpperCase()] ?? US_DEFAULT_RATE;
  return VAT_RATES[country] ?? 0;
}
