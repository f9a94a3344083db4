/**
 * Redirects (commerce-and-identity §2 "Redirects", "Login page behaviour"): a redirect target is followed only
 * when it stays on the site's origin; otherwise the fallback (`/` or the stored one) is used. Pure functions over
 * (url, origin, storage), so they run in tests and on the server without a browser.
 */

import { DEFAULT_LOGGED_IN_PAGE, DEFAULT_LOGIN_URL } from "./field-defaults";
import { originOf, safeRedirect, sameOriginPath } from "./same-origin-path";

/** Session-storage key of the redirect kept across the login round trip. */
export const REDIRECT_STORAGE_KEY = "ArcXP_redirectUrl";
/** The login page's redirect parameter. */
export const REDIRECT_PARAM = "redirect";
/** Carried over from the login page's address to the redirect target. */
export const PAYMENT_METHOD_ID_PARAM = "paymentMethodID";
export const RESET_PASSWORD_PARAM = "reset_password";
/** Paths of the page builder (the editor and its preview); a referrer there is no page a reader came from. */
export const PAGE_BUILDER_PATHS: readonly string[] = ["/pagebuilder/", "/pf/admin/", "/pb/admin/"];

/** The part of Web Storage these functions use (sessionStorage in the browser, a Map-backed fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safely<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    // Storage can be unavailable (blocked cookies, Safari's private mode) or full.
    return otherwise;
  }
}

/** The stored redirect, when there is one and it is same-origin. */
export function readStoredRedirect(storage: StorageLike | null | undefined, origin: string): string | null {
  if (!storage) return null;
  return sameOriginPath(
    safely(() => storage.getItem(REDIRECT_STORAGE_KEY), null),
    origin,
  );
}

/** Stores the target when it is same-origin (as its path); returns what was stored, or null. */
export function storeRedirect(
  storage: StorageLike | null | undefined,
  target: string | null | undefined,
  origin: string,
): string | null {
  const path = sameOriginPath(target, origin);
  if (!storage || path === null) return null;
  return safely(() => {
    storage.setItem(REDIRECT_STORAGE_KEY, path);
    return path;
  }, null);
}

export function clearStoredRedirect(storage: StorageLike | null | undefined): void {
  if (storage) safely(() => storage.removeItem(REDIRECT_STORAGE_KEY), undefined);
}

/** The login URL with a redirect parameter holding the current page (path and query). */
export function loginUrlWithRedirect(currentUrl: string, origin: string, loginUrl = DEFAULT_LOGIN_URL): string {
  const login = safeRedirect(loginUrl, origin, DEFAULT_LOGIN_URL);
  const here = sameOriginPath(currentUrl, origin);
  if (here === null) return login;
  const [beforeHash = login, hash] = login.split("#", 2);
  const separator = beforeHash.includes("?") ? "&" : "?";
  const withoutHash = here.split("#", 1)[0] ?? here;
  return `${beforeHash}${separator}${REDIRECT_PARAM}=${encodeURIComponent(withoutHash)}${hash ? `#${hash}` : ""}`;
}

function parse(url: string, origin: string): URL | null {
  const site = originOf(origin);
  if (site === null) return null;
  try {
    return new URL(url, `${site}/`);
  } catch {
    return null;
  }
}

function withParam(path: string, name: string, value: string, origin: string): string {
  const url = parse(path, origin);
  if (!url || url.searchParams.has(name)) return path;
  url.searchParams.set(name, value);
  return sameOriginPath(url.href, origin) ?? path;
}

function isPageBuilder(path: string, pageBuilderPaths: readonly string[]): boolean {
  return pageBuilderPaths.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix));
}

/** The referrer's path when it is a page on the site a reader came from; null otherwise. */
function referrerPath(
  referrer: string | undefined,
  currentUrl: URL,
  origin: string,
  pageBuilderPaths: readonly string[],
): string | null {
  if (!referrer) return null;
  const path = sameOriginPath(referrer, origin);
  const url = path === null ? null : parse(path, origin);
  if (!url) return null;
  if (isPageBuilder(url.pathname, pageBuilderPaths)) return null;
  // Coming back to the login page itself would loop.
  if (url.pathname === currentUrl.pathname) return null;
  // Only a password reset's referrer keeps its query (the reset's parameters).
  const search = url.searchParams.has(RESET_PASSWORD_PARAM) ? url.search : "";
  return `${url.pathname}${search}`;
}

export interface LoginRedirectInput {
  /** The login page's address (location.href). */
  url: string;
  /** The site's origin (location.origin). */
  origin: string;
  /** sessionStorage, for the redirect stored under ArcXP_redirectUrl. */
  storage?: StorageLike | null;
  /** The configured logged-in page; default /account/. */
  loggedInPage?: string;
  /** The login block's "redirect to previous page" option. */
  redirectToPreviousPage?: boolean;
  /** document.referrer. */
  referrer?: string;
  pageBuilderPaths?: readonly string[];
}

/**
 * Where the login page sends a reader after signing in: the redirect query parameter (with the page's
 * paymentMethodID carried over), else the stored redirect, else (with redirect-to-previous-page) the same-origin
 * referrer's path, else the configured logged-in page. Every candidate must be same-origin; page-builder
 * referrers fall to the default.
 */
export function loginRedirectTarget(input: LoginRedirectInput): string {
  const { origin, storage, referrer, redirectToPreviousPage = false } = input;
  const fallback = safeRedirect(input.loggedInPage ?? DEFAULT_LOGGED_IN_PAGE, origin, DEFAULT_LOGGED_IN_PAGE);
  const current = parse(input.url, origin);
  if (!current) return fallback;

  const fromParam = sameOriginPath(current.searchParams.get(REDIRECT_PARAM), origin);
  if (fromParam !== null) {
    const paymentMethodID = current.searchParams.get(PAYMENT_METHOD_ID_PARAM);
    return paymentMethodID ? withParam(fromParam, PAYMENT_METHOD_ID_PARAM, paymentMethodID, origin) : fromParam;
  }
  const stored = readStoredRedirect(storage, origin);
  if (stored !== null) return stored;
  if (redirectToPreviousPage) {
    const previous = referrerPath(referrer, current, origin, input.pageBuilderPaths ?? PAGE_BUILDER_PATHS);
    if (previous !== null) return previous;
  }
  return fallback;
}
