/**
 * Arc Identity as an OIDC provider (commerce-and-identity §2 "Login page behaviour": after an OIDC login the
 * browser goes to the URL the server returns in `message`): an OIDC client sends the reader to the site's login
 * page with an authorization request in the query. After the reader signs in, the page hands that request to
 * sdk-identity's `loginWithArcIdentityAsOIDCProvider`, which sends the browser back to the client.
 */

/** The parameters without which a query is no authorization request. */
export const OIDC_PROVIDER_REQUIRED_PARAMS = ["client_id", "redirect_uri", "response_type"] as const;

/**
 * The authorization request in a login page's address (every query parameter, as the SDK forwards them), or null
 * when the address carries none (any of client_id, redirect_uri, response_type missing or empty).
 */
export function oidcProviderRequest(href: string): Record<string, string> | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const query = Object.fromEntries(url.searchParams.entries());
  return OIDC_PROVIDER_REQUIRED_PARAMS.every((name) => (query[name] ?? "") !== "") ? query : null;
}
