/**
 * What the social sign-on island decides without React: which providers the identity config enables
 * (commerce-and-identity §3), whether the page is the return of a round trip (Apple, OIDC clients), and how a
 * failure is reported (§8). The round trips themselves, the OIDC code exchange of §4 and where a reader goes after
 * signing in (§2) are round-trips.ts, loaded when first needed.
 * Every SDK call goes through the `SocialSdk` slice of `@arc-publishing/sdk-identity`, which the island gets
 * from arc-client's `configureIdentity` (tests may give another).
 */
import { toArcError, type StorageLike } from "@broadsheet/arc-client";

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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
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

/** Leaving the page, in one place (tests replace it; jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

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
