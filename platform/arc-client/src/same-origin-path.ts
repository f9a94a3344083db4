/**
 * Whether a link stays on the site (commerce-and-identity §2 "Redirects"): the one check behind every redirect
 * and every editor's link field the account blocks write. Apart from the redirect helpers, so a block that only
 * writes links (the account header, on every page) does not carry them.
 */

// Control characters and whitespace are dropped or rewritten by URL parsers ("/\t/evil" is "//evil"), and browsers
// read "\" as "/" in http(s) URLs; a target holding either is refused rather than guessed at.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f\s]/;

/**
 * Whether an address holds a character URL parsers drop, rewrite or read as "/" (see above): the check for any
 * address that is refused rather than normalised.
 */
export function hasUnsafeUrlCharacters(value: string): boolean {
  return UNSAFE_CHARACTERS.test(value);
}

/** The http(s) origin of an address, or null. */
export function originOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The same-origin path (path, query and fragment, starting with a single "/") a target leads to, or null when it
 * leads elsewhere: another origin, a protocol-relative `//host`, `javascript:` and other schemes, backslash and
 * whitespace tricks. Relative paths are read against the origin's root.
 */
export function sameOriginPath(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== "string") return null;
  const trimmed = target.trim();
  if (trimmed === "" || UNSAFE_CHARACTERS.test(trimmed)) return null;
  const site = originOf(origin);
  if (site === null) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `${site}/`);
  } catch {
    return null;
  }
  // A blob: URL has its creator's origin ("blob:https://site/x"), but its path is a whole address.
  if (url.origin !== site || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  // "https://site//evil.com" has the path "//evil.com", which as a relative URL would leave the site.
  const path = url.pathname.replace(/^\/{2,}/, "/");
  return `${path}${url.search}${url.hash}`;
}

/** The target when it is same-origin, else the fallback when that is, else "/". */
export function safeRedirect(target: string | null | undefined, origin: string, fallback = "/"): string {
  return sameOriginPath(target, origin) ?? sameOriginPath(fallback, origin) ?? "/";
}

/** Any origin does: only the path part of a same-site link is kept, and it is the same on server and browser. */
const SOME_ORIGIN = "https://site.invalid";

/**
 * An editor's link field as a path on this site, or the fallback: a field holding another site, a
 * protocol-relative address or script never becomes an href or a navigation target.
 */
export function sitePath(value: string | null | undefined, fallback: string): string {
  return sameOriginPath(value, SOME_ORIGIN) ?? sameOriginPath(fallback, SOME_ORIGIN) ?? "/";
}
