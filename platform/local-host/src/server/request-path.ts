/**
 * The path a request asks for, decoded and in one canonical spelling, or why it cannot name
 * anything on the preview site (the router answers that with 400).
 */
export type RequestTarget =
  | {
      ok: true;
      /**
       * Decoded, starting with "/", no empty, "." or ".." segments; a trailing "/" is kept. A "/" sent encoded
       * inside a segment stays `%2F`, so it never splits the segment (read a segment's text with segmentText).
       */
      path: string;
      /** The query as sent ("?…"), or "" when there is none. */
      search: string;
      params: URLSearchParams;
    }
  | { ok: false; problem: string };

// Proxies may send the absolute form (RFC 9112 §3.2.2); only its path and query matter here.
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

// C0 controls (NUL among them) and DEL name no file or page; a NUL would also cut a file path short.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

// What an encoded "/" stays as inside a segment. Unambiguous: a segment that decodes to a literal "%2F" is refused.
const ENCODED_SLASH = "%2F";

// Left encoded after decoding once, these are a double (or deeper: "%25") encoding, sent to slip a separator or
// a dot past one decoding and have a later one make it real; no honest link needs them.
const STILL_ENCODED = /%(?:2f|5c|2e|25)/i;

function decodeSegment(raw: string): { ok: true; segment: string } | { ok: false; problem: string } {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return { ok: false, problem: "the path's percent-encoding is malformed or not UTF-8" };
  }
  if (CONTROL.test(text)) return { ok: false, problem: "the path holds a control character" };
  // A "\" reads as a separator on Windows and in some URL parsers, so it could climb out of the script base.
  if (text.includes("\\")) return { ok: false, problem: "the path holds a backslash" };
  if (STILL_ENCODED.test(text))
    return { ok: false, problem: "the path holds a double-encoded slash, dot or percent sign" };
  // Browsers resolve dot segments before sending, so one that arrives is hand-made, usually to climb; an
  // encoded "/" may be read as a separator further on (a resizer's image URL), so its parts are held to the same.
  if (text.split("/").some((part) => part === "." || part === "..")) {
    return { ok: false, problem: 'the path holds a "." or ".." segment' };
  }
  // An encoded "/" is text, as in a search for "24/7" or an image's URL: kept encoded, it stays one segment.
  return { ok: true, segment: text.replaceAll("/", ENCODED_SLASH) };
}

/** A segment of RequestTarget.path as the text it stands for: an encoded "/" back to "/". */
export function segmentText(segment: string): string {
  return segment.replaceAll(ENCODED_SLASH, "/");
}

/** Reads `request.url`; never throws. */
export function parseRequestTarget(target: string | undefined): RequestTarget {
  const relative = (target ?? "/").replace(ABSOLUTE_FORM, "") || "/";
  if (!relative.startsWith("/")) return { ok: false, problem: "the request target is not a path" };

  const withoutFragment = relative.split("#", 1)[0] ?? "";
  const queryAt = withoutFragment.indexOf("?");
  const rawPath = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? "" : withoutFragment.slice(queryAt + 1);

  const segments: string[] = [];
  // Empty segments ("//") are dropped: they are a slip, not a different page.
  for (const raw of rawPath.split("/")) {
    if (!raw) continue;
    const decoded = decodeSegment(raw);
    if (!decoded.ok) return decoded;
    segments.push(decoded.segment);
  }
  const trailingSlash = segments.length > 0 && rawPath.endsWith("/");
  return {
    ok: true,
    path: `/${segments.join("/")}${trailingSlash ? "/" : ""}`,
    search: rawQuery ? `?${rawQuery}` : "",
    params: new URLSearchParams(rawQuery),
  };
}
