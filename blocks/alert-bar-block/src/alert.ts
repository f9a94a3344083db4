import { isRecord } from "@broadsheet/kit";
import { formatURL } from "@broadsheet/components";

/** Spec §9: the dismissed alert's headline is kept in this cookie for two days. */
export const ALERT_COOKIE = "arcblock_alert-bar";
export const ALERT_COOKIE_MAX_AGE = 172800;

/** What the bar shows: the first story of the site's alert-bar collection. */
export interface Alert {
  /**
   * Inline HTML as ANS holds it (e.g. `<i>` for a title), drawn with components' inlineHtml; kept as given in the
   * dismissal cookie, so the alert a reader closed is known by its headline as the collection has it.
   */
  headline: string;
  /** The story's address on the site, or "" when it has none (the headline then shows without a link). */
  url: string;
  /** ANS `display_date` as given, or "" when there is none. */
  date: string;
}

function textAt(value: unknown, key: string): string {
  const found = isRecord(value) ? value[key] : undefined;
  return typeof found === "string" ? found.trim() : "";
}

/**
 * The alert in an alert-bar-collections answer as the block first reads it: `content_elements[0]`, its
 * `headlines.basic` and `websites[site].website_url`, else its own `website_url`. null when there is no first story
 * or no headline; whether the headline holds text a reader could see is left to the bar's view (readAlert), which
 * carries the inline-HTML parser a page without an alert need not download. Never throws, whatever the answer holds.
 */
export function readAlertFields(collection: unknown, site: string): Alert | null {
  const elements = isRecord(collection) ? collection.content_elements : undefined;
  const first: unknown = Array.isArray(elements) ? elements[0] : undefined;
  if (!isRecord(first)) return null;
  const headline = textAt(first.headlines, "basic");
  if (headline === "") return null;
  const websites = first.websites;
  const onSite = isRecord(websites) && Object.hasOwn(websites, site) ? websites[site] : undefined;
  const url = formatURL(textAt(onSite, "website_url") || textAt(first, "website_url"));
  return { headline, url, date: textAt(first, "display_date") };
}
