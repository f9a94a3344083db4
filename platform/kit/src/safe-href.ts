/**
 * Schemes that run code, smuggle a document or reach the reader's disk when followed. Everything else (http,
 * https, mailto, tel, app links, relative paths) is left alone: editors link to many kinds of place.
 */
const UNSAFE_SCHEMES = new Set(["javascript", "vbscript", "data", "file"]);

/**
 * Browsers drop ASCII tabs and newlines anywhere in a URL and trim control characters and spaces at its
 * ends before reading the scheme, so "java\tscript:" and " JavaScript:" both run. Removing every
 * whitespace and control character goes further than the parser does, so it can only refuse more, never less.
 */
// eslint-disable-next-line no-control-regex
const IGNORED_BY_URL_PARSER = /[\u0000-\u0020\u007f-\u009f\s]/g;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The one rule for links from editors and content: a non-empty string without an unsafe scheme. */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== "string") return false;
  const normalized = href.replace(IGNORED_BY_URL_PARSER, "");
  if (normalized === "") return false;
  const scheme = SCHEME.exec(normalized)?.[1]?.toLowerCase();
  return scheme === undefined || !UNSAFE_SCHEMES.has(scheme);
}

/** Absolute web addresses (http or https), as a browser would read the scheme. */
export function isWebHref(href: string): boolean {
  return /^https?:/i.test(href.replace(IGNORED_BY_URL_PARSER, ""));
}
