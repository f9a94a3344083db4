import type { AnsContent, AnsWebsite } from "@broadsheet/kit/ans";
import { isRecord } from "@broadsheet/kit";

/** The item's entry for a site, when it is published there (read defensively: tests store odd items too). */
export function websiteEntry(item: AnsContent, site: string): AnsWebsite | undefined {
  const websites: unknown = item.websites;
  if (!isRecord(websites) || !Object.hasOwn(websites, site)) return undefined;
  const entry = websites[site];
  return isRecord(entry) && typeof entry.website_url === "string" ? (entry as unknown as AnsWebsite) : undefined;
}

/**
 * A copy of the item as the content API answers it for one site: the site's URL is its `website_url` and
 * `canonical_url`, and the site's section its primary section. A copy, so a test that edits an answer never
 * edits the store.
 */
export function contentForSite(item: AnsContent, site: string, entry: AnsWebsite): AnsContent {
  const copy = structuredClone(item);
  copy.website = site;
  copy.website_url = entry.website_url;
  copy.canonical_url = entry.website_url;
  if (entry.website_section) {
    copy.taxonomy = { ...copy.taxonomy, primary_section: structuredClone(entry.website_section) };
  }
  return copy;
}
