/**
 * Whether a login page's address carries an OIDC client's authorization request at all (commerce-and-identity §2).
 * Apart from oidc-provider.ts, which checks the request before the SDK sees it, so that a login form learns
 * whether the hand-off applies without carrying those checks: they load with the hand-off, on the pages that have one.
 */

/** The parameters without which a query is no authorization request. */
export const OIDC_PROVIDER_REQUIRED_PARAMS = ["client_id", "redirect_uri", "response_type"] as const;

/**
 * The query of a login page's address (location.href, or Fusion's requestUri) when it carries an authorization
 * request, safe or not; null when it carries none (any of client_id, redirect_uri, response_type missing or empty).
 */
export function oidcRequestQuery(address: string): URLSearchParams | null {
  let query: URLSearchParams;
  try {
    // Only the query is read; the base lets a path-only requestUri parse.
    query = new URL(address, "https://site.invalid").searchParams;
  } catch {
    return null;
  }
  return OIDC_PROVIDER_REQUIRED_PARAMS.every((name) => (query.get(name) ?? "") !== "") ? query : null;
}

/** Whether the address carries an authorization request: oidcProviderHandOff then says whether it is followed. */
export function hasOidcProviderRequest(address: string): boolean {
  return oidcRequestQuery(address) !== null;
}
