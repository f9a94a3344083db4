/**
 * The social sign-on's round trips and its leaving after a sign-in (commerce-and-identity §2, §4): what a click or a
 * return needs, loaded then rather than with the island (the redirect rules and PKCE ride along), so a reader who
 * never signs in never downloads them. The decisions that render (providers, a pending return) are providers.ts.
 */
import {
  clearStoredRedirect,
  loginRedirectTarget,
  oidcProviderHandOff,
  toArcError,
  type StorageLike,
} from "@broadsheet/arc-client";
import { PENDING_KEY, isRecord, navigation, type Pending, type Return, type SocialSdk } from "./providers";

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
