/**
 * Whether a site sells through Subscribe with Google, from its `subscribeWithGoogle` property: the publication id
 * Google gave it (`publicationId`; none, no Subscribe with Google) and, optionally, where its client script is
 * served (`script`: a proxy on the site's domain, the preview's stand-in; default Google's own address). Only the
 * publication id is read with the offer: the rest loads with the flow, so a site without it loads none of it.
 */
import { isRecord } from "@broadsheet/kit";

/** The site property, as a site writes it. */
export interface SubscribeWithGoogleProperty {
  publicationId?: string;
  script?: string;
}

/** The site's publication id, or null when it does not offer Subscribe with Google. */
export function swgPublicationId(property: unknown): string | null {
  const id = isRecord(property) && typeof property.publicationId === "string" ? property.publicationId.trim() : "";
  return id === "" ? null : id;
}
