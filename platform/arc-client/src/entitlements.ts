/**
 * GET /sales/public/v1/entitlements by plain fetch (no SDK has it): what the reader may read (skus) and the
 * country Arc's edge places them in (`edgescape.country_code`), which decides whether checkout offers wallets
 * (commerce/payment-rules' `walletsOffered`). Signed-in readers send their token; a failure answers "nothing
 * known", never an error, so a page that asks keeps working without it.
 */
import { apiOrigin, type ApiSiteProperties } from "./api-origin";

export interface Entitlements {
  skus: string[];
  /** ISO 3166-1 alpha-2, upper case; null when the answer names none. */
  country: string | null;
}

export const NO_ENTITLEMENTS: Entitlements = Object.freeze({ skus: [], country: null }) as Entitlements;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The answer read defensively: skus as text (objects with a `sku` too), the country when it is two letters. */
export function readEntitlements(value: unknown): Entitlements {
  const answer = record(value);
  const skus = (Array.isArray(answer.skus) ? answer.skus : [])
    .map((sku) => (typeof sku === "string" ? sku : record(sku).sku))
    .filter((sku): sku is string => typeof sku === "string" && sku.trim() !== "")
    .map((sku) => sku.trim());
  const code = record(answer.edgescape).country_code;
  const country = typeof code === "string" && /^[A-Za-z]{2}$/.test(code.trim()) ? code.trim().toUpperCase() : null;
  return { skus, country };
}

export interface EntitlementsRequest {
  site: string;
  properties: ApiSiteProperties | null | undefined;
  /** The signed-in reader's access token; anonymous readers send none. */
  accessToken?: string | null;
  pageOrigin?: string | null;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

export async function fetchEntitlements(request: EntitlementsRequest): Promise<Entitlements> {
  try {
    const origin =
      request.pageOrigin === undefined
        ? apiOrigin("sales", request.site, request.properties)
        : apiOrigin("sales", request.site, request.properties, request.pageOrigin);
    const headers: Record<string, string> = { Accept: "application/json" };
    if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;
    const run = request.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
    const response = await run(`${origin}/sales/public/v1/entitlements`, {
      headers,
      credentials: request.accessToken ? "omit" : "include",
    });
    if (!response.ok) return NO_ENTITLEMENTS;
    return readEntitlements(await response.json());
  } catch {
    return NO_ENTITLEMENTS;
  }
}
