/**
 * Arc Identity as an OIDC provider (commerce-and-identity §2 "Login page behaviour": after an OIDC login the
 * browser goes to the URL the server returns in `message`): an OIDC client sends the reader to the site's login
 * page with an authorization request in the query. After the reader signs in and agrees, the page hands that
 * request to sdk-identity's `loginWithArcIdentityAsOIDCProvider`, which sends the browser back to the client.
 *
 * Anyone can write that query, so the page checks it before the SDK sees it: the SDK follows whatever the server
 * answers, and a code sent to an address the attacker chose is the reader's account.
 */
import { OIDC_PROVIDER_REQUIRED_PARAMS, oidcRequestQuery } from "./oidc-request";
import { hasUnsafeUrlCharacters } from "./same-origin-path";

/**
 * The authorization request's parameters the hand-off forwards. Anything else in the login page's address (the
 * site's own `redirect`, tracking) is no business of the client's, and an unknown one could change what the
 * server does.
 */
export const OIDC_PROVIDER_PARAMS: readonly string[] = [
  ...OIDC_PROVIDER_REQUIRED_PARAMS,
  "scope",
  "state",
  "nonce",
  "code_challenge",
  "code_challenge_method",
];

/**
 * A client id the reader is shown on the confirm button: a plain token, so an id cannot pose as a sentence
 * ("Your bank: confirm your account").
 */
const CLIENT_ID = /^[A-Za-z0-9._~:-]{1,128}$/;

/** Loopback hosts, where an app on the reader's own machine listens (RFC 8252 §7.3); nothing else gets http. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The client's return address when the hand-off may send the reader there: an absolute https URL (http only to a
 * loopback host) without credentials. Anything a parser would have to guess at (whitespace, control characters,
 * backslashes, a scheme without "//") is refused rather than normalised; so is every other scheme, `javascript:`
 * and `data:` above all. Whether the client registered the address is the server's to say.
 */
export function oidcRedirectUri(value: string): URL | null {
  if (hasUnsafeUrlCharacters(value) || !/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  if (url.protocol === "https:") return url;
  return url.protocol === "http:" && isLoopbackHost(url.hostname) ? url : null;
}

/** An authorization request found in a login page's address. */
export type OidcProviderHandOff =
  /** Safe to hand to the SDK once the reader agrees; `destination` is the host the reader will be sent to. */
  | {
      readonly status: "ready";
      readonly clientId: string;
      readonly destination: string;
      readonly request: Readonly<Record<string, string>>;
    }
  /** Never handed to the SDK: a return address or client id the page will not send a reader to. */
  | { readonly status: "refused" };

/**
 * The authorization request in a login page's address (location.href, or Fusion's requestUri), or null when the
 * address carries none (any of client_id, redirect_uri, response_type missing or empty).
 */
export function oidcProviderHandOff(address: string): OidcProviderHandOff | null {
  const query = oidcRequestQuery(address);
  if (query === null) return null;
  // A repeated parameter is read one way here and perhaps another by the server (RFC 6749 §3.1 forbids it).
  if (OIDC_PROVIDER_PARAMS.some((name) => query.getAll(name).length > 1)) return { status: "refused" };
  const clientId = query.get("client_id") ?? "";
  const redirectUri = oidcRedirectUri(query.get("redirect_uri") ?? "");
  if (!CLIENT_ID.test(clientId) || redirectUri === null) return { status: "refused" };
  const request: Record<string, string> = {};
  for (const name of OIDC_PROVIDER_PARAMS) {
    const value = query.get(name);
    if (value !== null) request[name] = value;
  }
  return { status: "ready", clientId, destination: redirectUri.host, request };
}
