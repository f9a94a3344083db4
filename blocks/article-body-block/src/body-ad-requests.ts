/**
 * The article body's ad requests: its own module, which the island loads only once it has slots to fill (and never
 * in the editor), so the island's code is the small part that keeps the story's HTML.
 */
import { adPage, HOUSE_ADS_PATH, watchAdSlotsWithin } from "@broadsheet/ads-block";
import type { SiteProperties } from "@broadsheet/kit";

export interface BodyAdPage {
  arcSite: string;
  requestUri: string;
  siteProperties: SiteProperties;
  deployment: (path: string) => string;
}

/** Asks for the ad of every slot in the body; returns the function that stops them all. */
export function requestBodyAds(container: HTMLElement, page: BodyAdPage): () => void {
  const { arcSite, requestUri, siteProperties, deployment } = page;
  return watchAdSlotsWithin(container, adPage(arcSite, siteProperties, deployment(HOUSE_ADS_PATH)), requestUri);
}
