import { sameOriginPath } from "@broadsheet/arc-client";

/** Any origin does: only the path part of a same-site link is kept, and it is the same on server and browser. */
const SOME_ORIGIN = "https://site.invalid";

/**
 * An editor's link field as a path on this site, or the default: a field holding another site, a protocol-relative
 * address or script never becomes an href or a navigation target.
 */
export function sitePath(value: string | null | undefined, fallback: string): string {
  return sameOriginPath(value, SOME_ORIGIN) ?? sameOriginPath(fallback, SOME_ORIGIN) ?? "/";
}
