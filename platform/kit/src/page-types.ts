/**
 * The page types PageBuilder's page metadata names (`page-type`), as the sharing metadata reads them
 * (spec content-and-presentation §2). One list, so the host's page check and the output type agree.
 */
export const PAGE_TYPES = [
  "article",
  "video",
  "gallery",
  "author",
  "search",
  "tag",
  "section",
  "homepage",
  "nativo-clp",
  "search-engine",
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

export function isPageType(value: unknown): value is PageType {
  return typeof value === "string" && (PAGE_TYPES as readonly string[]).includes(value);
}
