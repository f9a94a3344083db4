import { inlineText } from "@broadsheet/components";
import { readAlertFields, type Alert } from "./alert";

/*
 * Apart from alert.ts, which the block's own module reads: the inline-HTML parser these need loads with the bar's
 * view, so a page without an alert does not download it.
 */

/** Whether an alert's headline holds text a reader could see: markup with none (`<i></i>`) would be a bar that says nothing. */
export function hasVisibleHeadline(alert: Alert): boolean {
  return inlineText(alert.headline) !== "";
}

/**
 * The alert in an alert-bar-collections answer (spec §3: `content_elements[0]`, its `headlines.basic` and
 * `websites[site].website_url`, else its own `website_url`). null when there is no first story or it has no
 * headline a reader could see. Never throws, whatever the answer holds.
 */
export function readAlert(collection: unknown, site: string): Alert | null {
  const alert = readAlertFields(collection, site);
  return alert !== null && hasVisibleHeadline(alert) ? alert : null;
}
