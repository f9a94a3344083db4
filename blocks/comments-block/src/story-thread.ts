/**
 * The Disqus thread of the page's story: its id (Disqus's identifier, so a story keeps its comments whatever its
 * address becomes), its address and headline. Read from any content without throwing; a page whose content has
 * no id has no thread.
 */
import { isRecord } from "@broadsheet/kit";

export interface StoryThread {
  identifier: string;
  /** The story's path on the site (canonical_url, else website_url); empty when it has none. */
  path: string;
  title: string;
}

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

export function storyThread(content: unknown): StoryThread | null {
  if (!isRecord(content)) return null;
  const identifier = textOf(content._id);
  if (identifier === "") return null;
  const path = [content.canonical_url, content.website_url].map(textOf).find((one) => one.startsWith("/")) ?? "";
  const headline = isRecord(content.headlines) ? textOf(content.headlines.basic) : "";
  return { identifier, path: path.startsWith("//") ? "" : path, title: headline };
}

/**
 * The story's address for Disqus: its path on the site's https `websiteDomain` (the address readers share);
 * without either, the page's own address, less its query and fragment.
 */
export function threadUrl(path: string, websiteDomain: unknown, page: { origin: string; pathname: string }): string {
  let origin = page.origin;
  if (typeof websiteDomain === "string") {
    try {
      const site = new URL(websiteDomain);
      if (site.protocol === "https:") origin = site.origin;
    } catch {
      // A mistyped property: the page's own origin.
    }
  }
  return new URL(path || page.pathname, origin).href;
}
