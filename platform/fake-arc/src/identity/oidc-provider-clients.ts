/**
 * The apps registered with the fake Identity service as clients of Arc-as-OIDC-provider, each with the exact
 * return addresses it registered (Arc's admin holds this list on a real site). The provider hands codes only to
 * these, so a login link naming another client or another address gets nothing an attacker could exchange.
 */
export interface OidcProviderClient {
  clientId: string;
  name: string;
  redirectUris: readonly string[];
}

export const FIXTURE_OIDC_PROVIDER_CLIENTS: readonly OidcProviderClient[] = [
  { clientId: "app", name: "Example App", redirectUris: ["https://app.example.test/cb"] },
  {
    clientId: "crossword-app",
    name: "The Daily Crossword",
    redirectUris: ["https://crossword.example.test/oidc/callback", "http://127.0.0.1:7357/oidc/callback"],
  },
];

export function oidcProviderClient(clientId: string): OidcProviderClient | undefined {
  return FIXTURE_OIDC_PROVIDER_CLIENTS.find((client) => client.clientId === clientId);
}
