import type { AnsCollection } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { signedCollection } from "../collection";
import { QueryParams } from "../params";

const NAME = "alert-bar-collections";

/** The collection editors fill with the breaking-news alert. */
export const ALERT_BAR_ALIAS = "alert-bar";

/**
 * The breaking-news alert: the first item of the site's `alert-bar` collection (spec §7: site, from 0, size 1).
 * The alert bar polls it every two minutes, so hosts keep it for less.
 */
export const alertBarCollections = defineContentSource<{ site?: string }, AnsCollection>({
  name: NAME,
  params: [{ name: "site", displayName: "Site id (defaults to the page's site)", type: "text" }],
  schemaName: "ans-feed",
  ttl: 60,
  fetch: async (query, context) => {
    const site = new QueryParams(NAME, query).site("site");
    return signedCollection(NAME, context, site, { content_alias: ALERT_BAR_ALIAS }, { from: 0, size: 1 });
  },
});
