/**
 * The path prefixes the fake answers under. The preview server hands every request under one of them to the
 * fake, so a path the fake does not know answers 404 JSON there instead of a page.
 */
export const FAKE_ARC_PREFIXES = [
  "/content/v4/",
  "/site/v3/",
  "/tags/v2/",
  "/author/v2/",
  "/search/v2/",
  "/signing-service/",
  "/resizer/v2/",
  "/identity/public/",
  "/sales/public/",
  "/retail/public/",
  "/__fake-arc/",
  "/__fake-stripe/",
  "/__fake-paypal/",
] as const;

export function isFakeArcPath(pathname: string): boolean {
  return FAKE_ARC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Services a site's server calls with its access token and a browser never does: over HTTP the fake answers them
 * only to that token (see node-adapter.ts), so the public origin is no resizer-signature oracle.
 */
export const SERVER_ONLY_PREFIXES = ["/signing-service/"] as const;

export function isServerOnlyPath(pathname: string): boolean {
  return SERVER_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
