/**
 * What the social sign-on island decides without React: which providers the identity config enables
 * (commerce-and-identity §3), the round trips that leave the page (Apple, OIDC clients) and their return, the
 * OIDC code exchange of §4, where a reader goes after signing in (§2), and how a failure is reported (§8).
 * Every SDK call goes through the `SocialSdk` slice of `@arc-publishing/sdk-identity`, which the island gets
 * from arc-client's `configureIdentity` (tests may give another).
 */
import {
  clearStoredRedirect,
  loginRedirectTarget,
  oidcProviderHandOff,
  toArcError,
  type StorageLike,
} from "@broadsheet/arc-client";

/** The identity config's fields this block reads (GET /identity/public/v1/config). */
export interface SocialConfig {
  googleClientId?: unknown;
  facebookAppId?: unknown;
  teamId?: unknown;
  keyId?: unknown;
  urlToReceiveAuthToken?: unknown;
  oidcClients?: unknown;
}

export interface OidcClient {
  clientId: string;
  name: string;
}

export interface Providers {
  /** The Google client id (the first of a comma-separated list), when Google is on. */
  google: string | null;
  /** The Facebook app id (the first of a list), when Facebook is on. */
  facebook: string | null;
  apple: boolean;
  oidc: OidcClient[];
}

/** The part of sdk-identity's static Identity this block calls. */
export interface SocialSdk {
  getConfig(): Promise<unknown>;
  signInWithGoogle(response: unknown): Promise<unknown>;
  initFacebookLogin(appId?: string, locale?: string): Promise<void>;
  facebookSignOn(): Promise<unknown>;
  initAppleSignOn(): Promise<unknown>;
  appleSignOn(code: string): Promise<unknown>;
  initiateOIDC(clientId: string, scopes?: [string], redirect?: boolean): Promise<unknown>;
  signInWithOIDC(code: string, state?: string): Promise<unknown>;
  signInWithOIDCPKCE(params: {
    client_id: string;
    code_verifier: string;
    redirect_uri: string;
    code: string;
  }): Promise<unknown>;
}

export type ProviderName = "google" | "facebook" | "apple" | "oidc";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first entry of a comma-separated id, trimmed; null when there is none. */
function firstId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const first = value.split(",")[0]?.trim();
  return first ? first : null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The providers a config enables: Google and Facebook by their ids, Apple by team and key id, each OIDC client. */
export function providersOf(config: unknown): Providers {
  const source: SocialConfig = isRecord(config) ? config : {};
  const clients = Array.isArray(source.oidcClients) ? source.oidcClients : [];
  const oidc: OidcClient[] = [];
  for (const client of clients) {
    if (!isRecord(client)) continue;
    const clientId = text(client.clientId);
    if (clientId === "" || oidc.some((one) => one.clientId === clientId)) continue;
    oidc.push({ clientId, name: text(client.name) || clientId });
  }
  return {
    google: firstId(source.googleClientId),
    facebook: firstId(source.facebookAppId),
    apple: text(source.teamId) !== "" && text(source.keyId) !== "",
    oidc,
  };
}

export const hasProviders = (providers: Providers): boolean =>
  providers.google !== null || providers.facebook !== null || providers.apple || providers.oidc.length > 0;

/** Session-storage key of a round trip this block started (Apple or an OIDC client), read on the way back. */
export const PENDING_KEY = "bs-social-sign-on.pending";

export type Pending =
  | { kind: "apple" }
  | { kind: "oidc"; clientId: string; state: string | null; verifier: string | null; redirectUri: string };

function readPending(storage: StorageLike | null): Pending | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(PENDING_KEY) ?? "null");
    if (!isRecord(raw)) return null;
    if (raw.kind === "apple") return { kind: "apple" };
    if (raw.kind === "oidc" && typeof raw.clientId === "string" && typeof raw.redirectUri === "string") {
      return {
        kind: "oidc",
        clientId: raw.clientId,
        state: typeof raw.state === "string" ? raw.state : null,
        verifier: typeof raw.verifier === "string" ? raw.verifier : null,
        redirectUri: raw.redirectUri,
      };
    }
  } catch {
    // Unreadable storage or JSON: no round trip of ours.
  }
  return null;
}

function writePending(storage: StorageLike | null, pending: Pending): void {
  try {
    storage?.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the return will not be recognised, and the reader can try again.
  }
}

function clearPending(storage: StorageLike | null): void {
  try {
    storage?.removeItem(PENDING_KEY);
  } catch {
    // As above.
  }
}

/** Leaving the page, in one place (tests replace it; jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A PKCE verifier and its challenge (S256 where the browser can hash, else plain). */
export async function pkcePair(): Promise<{ verifier: string; challenge: string; method: "S256" | "plain" }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return { verifier, challenge: verifier, method: "plain" };
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)), method: "S256" };
}

/** The page's address without its query and fragment: where an OIDC provider sends the reader back. */
const returnAddress = (href: string): string => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
};

/**
 * Starts an OIDC client's round trip: asks Arc for the provider's authorize URL, adds a PKCE challenge and
 * this page as the return address unless Arc gave its own, remembers the round trip, and leaves.
 */
export async function startOidc(sdk: SocialSdk, clientId: string, storage: StorageLike | null, href: string) {
  const answer = await sdk.initiateOIDC(clientId, undefined, false);
  if (!isRecord(answer) || typeof answer.url !== "string") throw toArcError(answer);
  const url = new URL(answer.url);
  let verifier: string | null = null;
  // Arc manages PKCE itself when its answer carries a challenge; otherwise this page holds the verifier.
  if (typeof answer.codeChallenge !== "string" && !url.searchParams.has("code_challenge")) {
    const pair = await pkcePair();
    verifier = pair.verifier;
    url.searchParams.set("code_challenge", pair.challenge);
    url.searchParams.set("code_challenge_method", pair.method);
  }
  const redirectUri =
    url.searchParams.get("redirect_uri") ??
    (typeof answer.redirectURI === "string" && answer.redirectURI !== "" ? answer.redirectURI : returnAddress(href));
  if (!url.searchParams.has("redirect_uri")) url.searchParams.set("redirect_uri", redirectUri);
  const state = url.searchParams.get("state") ?? (typeof answer.state === "string" ? answer.state : null);
  writePending(storage, { kind: "oidc", clientId, state, verifier, redirectUri });
  navigation.assign(url.toString());
}

/** Starts Apple's round trip: the SDK fetches Apple's URL and sends the browser there. */
export async function startApple(sdk: SocialSdk, storage: StorageLike | null): Promise<void> {
  writePending(storage, { kind: "apple" });
  try {
    await sdk.initAppleSignOn();
  } catch (error) {
    clearPending(storage);
    throw error;
  }
}

/** A round trip of ours coming back: which one, and its code (and state). */
export interface Return {
  pending: Pending;
  code: string;
  state: string | null;
}

/** The return this page is, when the address carries a code for a round trip this block started. */
export function pendingReturn(href: string, storage: StorageLike | null): Return | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const code = url.searchParams.get("code");
  if (!code) return null;
  const pending = readPending(storage);
  if (!pending) return null;
  const state = url.searchParams.get("state");
  // An OIDC return must carry the state its round trip started with.
  if (pending.kind === "oidc" && pending.state !== null && pending.state !== state) return null;
  return { pending, code, state };
}

/** The address without the round trip's parameters (the code is spent; it never stays in the address bar). */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const name of ["code", "state", "scope", "session_state", "iss"]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Completes a return: Apple's code through `appleSignOn`; an OIDC code through the PKCE exchange of §4 when
 * this page holds the verifier (the SDK refreshes a signed-in session first and sends its bearer token, stores
 * the tokens, posts ARC_LOGIN_SUCCESS with grantType OIDC, then exchanges the refresh token and merges uuid
 * and accessToken, keeping the old refresh token when none returns), else through Arc's `oidc/signin`.
 */
export async function completeReturn(sdk: SocialSdk, back: Return, storage: StorageLike | null): Promise<void> {
  clearPending(storage);
  const { pending, code, state } = back;
  if (pending.kind === "apple") {
    await sdk.appleSignOn(code);
  } else if (pending.verifier !== null) {
    await sdk.signInWithOIDCPKCE({
      client_id: pending.clientId,
      code_verifier: pending.verifier,
      redirect_uri: pending.redirectUri,
      code,
    });
  } else {
    await sdk.signInWithOIDC(code, state ?? undefined);
  }
}

export interface AfterSignIn {
  href: string;
  origin: string;
  storage: StorageLike | null;
  referrer: string;
  loggedInPage: string;
  redirectToPreviousPage: boolean;
}

/**
 * Leaves the page after a sign-in by the login page's rules (redirect parameter with paymentMethodID, stored
 * redirect, previous page, the logged-in page). A page an OIDC client sent the reader to stays: the login block
 * there checks the client's request and hands the reader over only when they press its button, and a redirect
 * of ours would take them away from that question.
 */
export function leaveAfterSignIn(after: AfterSignIn): void {
  if (oidcProviderHandOff(after.href) !== null) return;
  const target = loginRedirectTarget({
    url: after.href,
    origin: after.origin,
    storage: after.storage,
    loggedInPage: after.loggedInPage,
    redirectToPreviousPage: after.redirectToPreviousPage,
    referrer: after.referrer,
  });
  clearStoredRedirect(after.storage);
  navigation.assign(target);
}

/** The window event a failed sign-on dispatches (the spec's failure callback): `{ provider, code }`, no tokens. */
export const FAILURE_EVENT = "broadsheet:social-sign-on-failure";

export interface FailureDetail {
  provider: ProviderName;
  code: string;
  message: string;
}

/** What a failure tells the page: a window event and one console line, both without tokens or codes of the URL. */
export function reportFailure(provider: ProviderName, thrown: unknown): FailureDetail {
  const error = toArcError(thrown);
  // The SDK's messages can end with a stringified response; keep its first sentence only.
  const message =
    error.message
      .replace(/^\[Arc Identity SDK\][\s:-]*/, "")
      .replace(/:\s*\[object Object\]$/, "")
      .split(/(?<=\.)\s/)[0] ?? "";
  const detail: FailureDetail = { provider, code: error.code, message };
  console.error(`[social-sign-on-block] ${provider} sign-on failed (${detail.code}): ${detail.message}`);
  window.dispatchEvent(new CustomEvent<FailureDetail>(FAILURE_EVENT, { detail }));
  return detail;
}
