/**
 * The path a request asks for, decoded and in one canonical spelling, or why it cannot name
 * anything on the preview site (the router answers that with 400).
 */
export type RequestTarget =
  | {
      ok: true;
      /** Decoded, starting with "/", no empty, "." or ".." segments; a trailing "/" is kept. */
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

function decodeSegment(raw: string): { ok: true; segment: string } | { ok: false; problem: string } {
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return { ok: false, problem: "the path's percent-encoding is malformed or not UTF-8" };
  }
  if (CONTROL.test(segment)) return { ok: false, problem: "the path holds a control character" };
  // An encoded "/" or any "\" would let one segment act as several, e.g. to climb out of the script base.
  if (segment.includes("/") || segment.includes("\\")) {
    return { ok: false, problem: "a path segment holds a slash or backslash" };
  }
  // Browsers resolve dot segments before sending, so one that arrives is hand-made, usually to climb.
  if (segment === "." || segment === "..") return { ok: false, problem: 'the path holds a "." or ".." segment' };
  return { ok: true, segment };
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
