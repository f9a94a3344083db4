import { isRecord, isSafeHref } from "@broadsheet/kit";

// A scheme ("https:", "mailto:"): such a URL leaves the site and is used as it is.
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * The URL trimmed, or "" when it is not a string, is empty, or has a scheme that runs code
 * (`javascript:`, `vbscript:`, `data:`, `file:`), so a link built from content data is safe to follow.
 */
export function safeURL(url: unknown): string {
  return isSafeHref(url) ? url.trim() : "";
}

/**
 * A site link in the shape the site's routes use: paths end with a slash (`/news` → `/news/`, before any
 * query or fragment). Absolute and protocol-relative URLs, paths to a file (`/feed.xml`) and bare
 * `?query` or `#fragment` links are kept as they are. Unsafe or missing URLs give "".
 */
export function formatURL(url: unknown): string {
  const safe = safeURL(url);
  if (safe === "" || SCHEME.test(safe) || safe.startsWith("//")) return safe;
  const end = safe.search(/[?#]/);
  const path = end === -1 ? safe : safe.slice(0, end);
  const rest = end === -1 ? "" : safe.slice(end);
  if (path === "" || path.endsWith("/")) return safe;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  if (/\.[a-z\d]+$/i.test(lastSegment)) return safe;
  return `${path}/${rest}`;
}

/** The navigation node as the site hierarchy gives it (`_id` is the section path, e.g. "/sports"). */
export interface NavigationNodeLink {
  _id?: string;
  node_type?: "link" | "section" | (string & {});
  url?: string;
}

/**
 * Where a navigation node links: a link-type node to its own (often external) URL, a section to its id with
 * a trailing slash.
 */
export function sectionURL(node: unknown): string {
  if (!isRecord(node)) return "";
  const { _id: id, node_type: nodeType, url } = node;
  return nodeType === "link" ? safeURL(url) : formatURL(id);
}

function encodeSegment(text: unknown): string {
  if (typeof text !== "string" || text.trim() === "") return "";
  try {
    return encodeURIComponent(text.trim());
  } catch {
    // A lone surrogate half cannot be encoded, so the link cannot be built.
    return "";
  }
}

/** `/tags/{slug}/`, the slug URL-encoded; "" without a slug. */
export function tagURL(slug: unknown): string {
  const encoded = encodeSegment(slug);
  return encoded === "" ? "" : `/tags/${encoded}/`;
}

/** `/search/{query}`, the query URL-encoded; "" for a blank query, as searching needs something to look for. */
export function searchURL(query: unknown): string {
  const encoded = encodeSegment(query);
  return encoded === "" ? "" : `/search/${encoded}`;
}
