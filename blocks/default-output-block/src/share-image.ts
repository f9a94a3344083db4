import { useContent } from "fusion:content";
import { getImageFromANS, resizerUrl } from "@broadsheet/components";
import type { SiteProperties } from "@broadsheet/kit";
import { field, text } from "./read-content";
import { absoluteUrl, siteOrigin } from "./site-url";

/** Social images (spec §9): what Open Graph and Twitter cards show best. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface ShareImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The sharing image: the content's promo image through the resizer at 1200×630 (content sources sign
 * images, so the ANS carries its token), else the site's `fallbackImage`, signed through the
 * `signing-service` source. Undefined when neither can be built.
 */
export function useShareImage(content: unknown, properties: SiteProperties): ShareImage | undefined {
  const origin = siteOrigin(properties.websiteDomain);
  const resizerURL = absoluteUrl(text(properties.resizerURL), origin);
  const promo = getImageFromANS(content);
  const promoUrl = promo ? resizerUrl({ ansImage: promo, resizerURL, ...SHARE_IMAGE }) : null;
  const fallback = promoUrl ? undefined : absoluteUrl(text(properties.fallbackImage), origin);
  // Asked only when needed: the hook runs every render, with an empty request when there is nothing to sign.
  const signed = useContent<{ hash?: unknown }>(
    fallback && resizerURL ? { source: "signing-service", query: { id: fallback } } : {},
  );
  const url =
    promoUrl ??
    (fallback ? resizerUrl({ src: fallback, auth: text(field(signed, "hash")), resizerURL, ...SHARE_IMAGE }) : null);
  return url ? { url, ...SHARE_IMAGE } : undefined;
}
