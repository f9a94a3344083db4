import { isRecord } from "@broadsheet/kit";
import { formatURL, inlineText } from "@broadsheet/components";

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
 * The alert in an alert-bar-collections answer (spec §3: `content_elements[0]`, its `headlines.basic` and
 * `websites[site].website_url`, else its own `website_url`). null when there is no first story or it has no
 * headline a reader could see. Never throws, whatever the answer holds.
 */
export function readAlert(collection: unknown, site: string): Alert | null {
  const elements = isRecord(collection) ? collection.content_elements : undefined;
  const first: unknown = Array.isArray(elements) ? elements[0] : undefined;
  if (!isRecord(first)) return null;
  const headline = textAt(first.headlines, "basic");
  // Markup with no text in it (`<i></i>`) would be a bar that says nothing.
  if (inlineText(headline) === "") return null;
  const websites = first.websites;
  const onSite = isRecord(websites) && Object.hasOwn(websites, site) ? websites[site] : undefined;
  const url = formatURL(textAt(onSite, "website_url") || textAt(first, "website_url"));
  return { headline, url, date: textAt(first, "display_date") };
}
