import { useEffect } from "react";
import { BlockErrorBoundary, usePhrases } from "@broadsheet/kit";
import { AdSlot, adSlotId } from "@broadsheet/ads-block";

/** Spec §3's ad type for the gallery's interstitial: the Gallery Cube, 300x250 at every breakpoint. */
export const GALLERY_AD_TYPE = "300x250_gallery";

export interface GalleryAdProps {
  /** Names the slot element (`bs-ad-gallery-<key>`), unique in the page. */
  slotKey: string;
  /** Told when the interstitial appears and goes, so the gallery can say so to screen readers. */
  onShownChange?: (shown: boolean) => void;
}

/**
 * The gallery's interstitial: the ads block's Gallery Cube, asked for at once (it is in view the moment the reader
 * reaches it), in a group named as an advertisement. Should the ad slot fail to render, spec §2's
 * 'Ad block not found' stands in its place.
 */
export function GalleryAd({ slotKey, onShownChange }: GalleryAdProps) {
  const { t } = usePhrases();
  useEffect(() => {
    onShownChange?.(true);
    return () => onShownChange?.(false);
  }, [onShownChange]);
  return (
    <div className="b-gallery__ad" role="group" aria-label={t("media-blocks.gallery-ad")}>
      <BlockErrorBoundary
        blockName="ads"
        fallback={<p className="b-gallery__ad-missing">{t("media-blocks.ad-block-not-found")}</p>}
      >
        <AdSlot id={adSlotId(`gallery-${slotKey}`)} adType={GALLERY_AD_TYPE} lazyLoad={false} />
      </BlockErrorBoundary>
    </div>
  );
}
