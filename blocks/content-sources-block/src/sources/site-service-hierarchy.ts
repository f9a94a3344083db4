import type { NavigationNode } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { NODE_ID, QueryParams, SLUG } from "../params";
import { recordOf } from "../read-answer";
import { getJson } from "../service-request";

const NAME = "site-service-hierarchy";

/**
 * A navigation hierarchy of the site (header, footer, links bar), from a section down with its nested children;
 * the root `/` without a sectionId. Inactive nodes come flagged, for the blocks to leave out.
 */
export const siteServiceHierarchy = defineContentSource<{ hierarchy?: string; sectionId?: string }, NavigationNode>({
  name: NAME,
  params: [
    { name: "hierarchy", displayName: "Hierarchy (e.g. default, footer, links-bar)", type: "text" },
    { name: "sectionId", displayName: "Section id (e.g. /politics; defaults to /)", type: "text" },
  ],
  schemaName: "navigation-hierarchy",
  ttl: 300,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const hierarchy = params.optionalText("hierarchy", SLUG, "a hierarchy name such as footer");
    const sectionId = params.optionalText("sectionId", NODE_ID, "a section id such as /politics");
    const answer = await getJson(context, {
      source: NAME,
      segments: ["site", "v3", "navigation", site],
      query: { hierarchy, _id: sectionId },
    });
    // The node's parts are read by the navigation blocks, defensively.
    return recordOf(NAME, answer, "the hierarchy") as unknown as NavigationNode;
  },
});
