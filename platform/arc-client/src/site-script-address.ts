/**
 * A script address a site configures (a proxy on its own domain, the preview's stand-in): an https URL, or a
 * path on the page's own origin. Anything else (http, `javascript:`, a protocol-relative `//host`) gives null,
 * so a mistyped property falls back to the provider's own address instead of loading script from elsewhere.
 */
export function siteScriptAddress(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const address = value.trim();
  if (/^\/(?![/\\])/.test(address)) return address;
  try {
    return new URL(address).protocol === "https:" ? address : null;
  } catch {
    return null;
  }
}
