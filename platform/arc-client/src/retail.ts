/**
 * The retail API by plain fetch (no Arc SDK has it, notes/arc-sdks.md): the offer of a campaign, a price's payment
 * information and a product (commerce-and-identity §7). Answers are read defensively, since an offer is edited by
 * hand in Arc's admin: a product without a sku, a strategy without a price code or a feature without text is left
 * out rather than breaking the page. Failures throw a RetailError whose message is the spec's (§8).
 */
import { apiOrigin, ArcConfigError, type ApiSiteProperties } from "./api-origin";
import type { PriceRate } from "./commerce/renewal-terms";

export class RetailError extends Error {
  override readonly name = "RetailError";
}

/** §8's messages, word for word. */
export const RETAIL_MESSAGES = {
  offerSettings: "Origin or endpoint properties not set in api.retail for this environment.",
  originSettings: "Origin properties not set in api.retail for this environment.",
  offer: (reason: string) => `Error in fetching retail offers: ${reason}`,
  price: (reason: string) => `Error in fetching price details: ${reason}`,
  // The spec words no product failure; it reads like its neighbours.
  product: (reason: string) => `Error in fetching product details: ${reason}`,
} as const;

export interface OfferFeature {
  id: string;
  featureText: string;
}

export interface PricingStrategy {
  pricingStrategyId: string;
  priceCode: string;
  name: string;
  description: string;
  summary: string;
  currencyCode: string;
  rates: PriceRate[];
  taxInclusive: boolean;
}

export interface OfferProduct {
  sku: string;
  name: string;
  description: string;
  /** The plan card's features (product attributes). */
  attributes: OfferFeature[];
  pricingStrategies: PricingStrategy[];
  /** The product a Subscribe with Google purchase buys; only present (true) on that one. */
  defaultSwgProduct?: true;
}

export interface RetailOffer {
  campaignCode: string;
  pageTitle: string;
  pageSubTitle: string;
  products: OfferProduct[];
}

export interface PaymentInfo {
  price: number | null;
  /** When the charge falls, in ms since the epoch. */
  paymentDate: number | null;
  pricingStrategy: PricingStrategy | null;
}

export interface RetailProduct {
  sku: string;
  name: string;
  description: string;
  attributes: OfferFeature[];
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface RetailRequest {
  site: string;
  properties: ApiSiteProperties | null | undefined;
  /** The page's origin when `api.retail.origin` is "/" (the browser's by default). */
  pageOrigin?: string | null;
  fetch?: Fetch;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const finite = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};

function readFeatures(value: unknown): OfferFeature[] {
  return list(value)
    .map(record)
    .map((feature, index) => ({ id: text(feature.id) || String(index), featureText: text(feature.featureText) }))
    .filter((feature) => feature.featureText !== "");
}

function readRate(value: unknown): PriceRate | null {
  const rate = record(value);
  const amount = finite(rate.amount);
  if (amount === null || text(rate.billingFrequency) === "" || text(rate.duration) === "") return null;
  return {
    amount,
    billingCount: finite(rate.billingCount) ?? 1,
    billingFrequency: text(rate.billingFrequency),
    durationCount: finite(rate.durationCount),
    duration: text(rate.duration),
  };
}

/** A pricing strategy; `priceCode` stands in where the answer names none (payment info is asked by price code). */
export function readPricingStrategy(value: unknown, priceCodeAsked = ""): PricingStrategy | null {
  const strategy = record(value);
  if (Object.keys(strategy).length === 0) return null;
  const priceCode = text(strategy.priceCode) || priceCodeAsked;
  if (priceCode === "") return null;
  return {
    pricingStrategyId: text(strategy.pricingStrategyId),
    priceCode,
    name: text(strategy.name),
    description: text(strategy.description),
    summary: text(strategy.summary),
    currencyCode: text(strategy.currencyCode).toUpperCase(),
    rates: list(strategy.rates)
      .map(readRate)
      .filter((rate): rate is PriceRate => rate !== null),
    taxInclusive: strategy.taxInclusive === true,
  };
}

function readProduct(value: unknown): OfferProduct | null {
  const product = record(value);
  const sku = text(product.sku);
  if (sku === "") return null;
  return {
    sku,
    name: text(product.name),
    description: text(product.description),
    attributes: readFeatures(product.attributes),
    pricingStrategies: list(product.pricingStrategies)
      .map((strategy) => readPricingStrategy(strategy))
      .filter((strategy): strategy is PricingStrategy => strategy !== null),
    ...(product.defaultSwgProduct === true ? { defaultSwgProduct: true as const } : {}),
  };
}

/** An offer from the retail API's answer; products without a sku or a usable price are left out. */
export function readOffer(value: unknown, campaignCode: string): RetailOffer {
  const offer = record(value);
  return {
    campaignCode: text(offer.campaignCode) || campaignCode,
    pageTitle: text(offer.pageTitle),
    pageSubTitle: text(offer.pageSubTitle),
    products: list(offer.products)
      .map(readProduct)
      .filter((product): product is OfferProduct => product !== null && product.pricingStrategies.length > 0),
  };
}

/** `startDate` of the payment-info call: midnight UTC of the day, in ms (§7). */
export function utcMidnight(date: Date = new Date()): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function originOf(request: RetailRequest, message: string): string {
  try {
    return request.pageOrigin === undefined
      ? apiOrigin("retail", request.site, request.properties)
      : apiOrigin("retail", request.site, request.properties, request.pageOrigin);
  } catch (error) {
    if (error instanceof ArcConfigError) throw new RetailError(message);
    throw error;
  }
}

async function getJson(request: RetailRequest, url: string, failure: (reason: string) => string): Promise<unknown> {
  const run = request.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await run(url, { headers: { Accept: "application/json" } });
  } catch (error) {
    throw new RetailError(failure(error instanceof Error ? error.message : String(error)));
  }
  if (!response.ok) throw new RetailError(failure(`${response.status} ${response.statusText}`.trim()));
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new RetailError(failure("the answer is not JSON"));
  }
}

/** GET {origin}{endpoint}{campaignCode}: the campaign's offer ('default' unless one is named). */
export async function fetchOffer(request: RetailRequest, campaignCode = "default"): Promise<RetailOffer> {
  const endpoint = text(request.properties?.api?.retail?.endpoint);
  const origin = originOf(request, RETAIL_MESSAGES.offerSettings);
  if (endpoint === "") throw new RetailError(RETAIL_MESSAGES.offerSettings);
  const campaign = campaignCode.trim() || "default";
  const answer = await getJson(request, `${origin}${endpoint}${encodeURIComponent(campaign)}`, RETAIL_MESSAGES.offer);
  return readOffer(answer, campaign);
}

/** GET /retail/public/v1/pricing/paymentInfo/{priceCode}/{cycleIndex}/{startDate}; checkout asks for cycle 1 today. */
export async function fetchPaymentInfo(
  request: RetailRequest,
  priceCode: string,
  { cycleIndex = 1, startDate = utcMidnight() }: { cycleIndex?: number; startDate?: number } = {},
): Promise<PaymentInfo> {
  const origin = originOf(request, RETAIL_MESSAGES.originSettings);
  const path = [priceCode, String(cycleIndex), String(startDate)].map(encodeURIComponent).join("/");
  const answer = record(
    await getJson(request, `${origin}/retail/public/v1/pricing/paymentInfo/${path}`, RETAIL_MESSAGES.price),
  );
  return {
    price: finite(answer.price),
    paymentDate: finite(answer.paymentDate),
    pricingStrategy: readPricingStrategy(answer.pricingStrategy, priceCode),
  };
}

/** GET /retail/public/v1/product/{sku}: the product's description and features. */
export async function fetchProduct(request: RetailRequest, sku: string): Promise<RetailProduct> {
  const origin = originOf(request, RETAIL_MESSAGES.originSettings);
  const answer = record(
    await getJson(request, `${origin}/retail/public/v1/product/${encodeURIComponent(sku)}`, RETAIL_MESSAGES.product),
  );
  return {
    sku: text(answer.sku) || sku,
    name: text(answer.name),
    description: text(answer.description),
    attributes: readFeatures(answer.attributes),
  };
}
