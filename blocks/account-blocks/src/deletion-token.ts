/**
 * The token of an account-deletion email's link. It is taken out of the address as soon as the page reads it
 * (so it is neither bookmarked, shared, logged nor carried into a login redirect) and kept in session storage
 * until the reader approves or declines, which survives a detour through the login page.
 */
import { browserStorage } from "@broadsheet/arc-client";

/** The query parameter of the confirmation link Arc's deletion email carries. */
export const DELETE_TOKEN_PARAM = "nonce";
export const DELETE_TOKEN_KEY = "broadsheet.accountDeletionToken";

/** Reads the token from the address (removing it there) or from storage; null when there is none. */
export function takeDeletionToken(): string | null {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get(DELETE_TOKEN_PARAM);
  const storage = browserStorage("session");
  if (fromAddress) {
    url.searchParams.delete(DELETE_TOKEN_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    try {
      storage?.setItem(DELETE_TOKEN_KEY, fromAddress);
    } catch {
      // Blocked storage: the token lives as long as this page.
    }
    return fromAddress;
  }
  try {
    return storage?.getItem(DELETE_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetDeletionToken(): void {
  try {
    browserStorage("session")?.removeItem(DELETE_TOKEN_KEY);
  } catch {
    // Nothing was stored.
  }
}
