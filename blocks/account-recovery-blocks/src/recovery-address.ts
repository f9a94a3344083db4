/**
 * The one-time codes a recovery email puts in the page's address. They are read once, kept in memory and taken
 * out of the address at once, so they never reach a referrer, the history, a log or a link the blocks build.
 */

/** The reset link's token: `nonce` (Arc's emails), `resetPasswordToken` as some templates name it. */
export const RESET_TOKEN_PARAMS: readonly string[] = ["nonce", "resetPasswordToken"];
/** The one-time link's code: `ota_nonce` (Arc's emails) or a bare `nonce`. */
export const ONE_TIME_NONCE_PARAMS: readonly string[] = ["ota_nonce", "nonce"];

function parse(href: string): URL | null {
  try {
    return new URL(href, "http://address.invalid");
  } catch {
    return null;
  }
}

/** The first non-empty value of those parameters in an address (a full URL or a path with its query). */
export function codeFrom(href: string | null | undefined, names: readonly string[]): string | null {
  const url = href ? parse(href) : null;
  if (!url) return null;
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** The same page's path, query and fragment without those parameters (what replaceState puts back). */
export function withoutCodes(href: string, names: readonly string[]): string {
  const url = parse(href);
  if (!url) return "/";
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads the code from the browser's address and removes it from there (nothing when there is none). */
export function takeCodeFromAddress(names: readonly string[]): string | null {
  const code = codeFrom(window.location.href, names);
  if (code !== null) {
    window.history.replaceState(window.history.state, "", withoutCodes(window.location.href, names));
  }
  return code;
}
