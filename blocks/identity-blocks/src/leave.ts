/**
 * Where a reader goes after signing in or up (commerce-and-identity §2 "Login page behaviour"), decided by
 * arc-client's loginRedirectTarget from the page's address, the stored redirect and the referrer.
 */
import { browserStorage, clearStoredRedirect, loginRedirectTarget, storeRedirect } from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";

/** Where these blocks send the reader: components' one page navigation (tests record it). */
export const navigation = pageNavigation;

export interface LeaveOptions {
  /** The block's logged-in (or signed-up) page field. */
  loggedInPage: string;
  redirectToPreviousPage: boolean;
}

/** The target for this page now (same-origin only; the stored redirect is read, not cleared). */
export function redirectTarget({ loggedInPage, redirectToPreviousPage }: LeaveOptions): string {
  return loginRedirectTarget({
    url: window.location.href,
    origin: window.location.origin,
    storage: browserStorage("session"),
    loggedInPage,
    redirectToPreviousPage,
    referrer: document.referrer,
  });
}

/**
 * Keeps the page's same-origin `redirect` parameter in session storage (ArcXP_redirectUrl, §2 "Redirects"), so a
 * reader sent to log in who signs up instead, or uses a one-time link, still comes back to it: the offer page
 * sends a new reader to log in with checkout as the redirect, and the sign-up link does not carry it.
 */
export function rememberRedirect(): void {
  const target = new URL(window.location.href).searchParams.get("redirect");
  if (target !== null) storeRedirect(browserStorage("session"), target, window.location.origin);
}

/** Goes to the target; the stored redirect is spent. */
export function leave(options: LeaveOptions): void {
  const target = redirectTarget(options);
  clearStoredRedirect(browserStorage("session"));
  navigation.assign(target);
}
