import { Suspense, useEffect, useId, useState } from "react";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { lazyPart, usePhrases } from "@broadsheet/kit";
import { Carousel, classNames } from "@broadsheet/components";
import { KeptGalleryStyles, KeptSlide } from "./kept-parts";
import type { MediaGallery } from "./media-content";
import { GALLERY_WIDTH, type CaptionOptions } from "./slide-options";

export interface GalleryViewProps extends CaptionOptions {
  gallery: MediaGallery;
  /** The width of the slide images; their height follows at 16:9. */
  width?: number;
  /** Slides after the first load lazily unless false; slide 1 follows `eager`. */
  lazyLoad?: boolean;
  /** The first slide is the lead art: load it at once, first. */
  eager?: boolean;
  className?: string;
}

/*
 * The interstitial's ad code (the ads block's slot and its ad server queue) is not part of the island's: it loads
 * once the gallery is in use, long before the reader has made galleryCubeClicks moves.
 */
const GalleryAd = lazyPart(() => import("./gallery-ad").then((module) => module.GalleryAd));

/** How many reader moves before the interstitial ad: the site property `galleryCubeClicks`, 0 for never. */
export function useGalleryCubeClicks(): number {
  const { arcSite } = useFusionContext();
  const clicks = getProperties(arcSite).galleryCubeClicks;
  return typeof clicks === "number" && Number.isFinite(clicks) && clicks >= 1 ? Math.floor(clicks) : 0;
}

/**
 * A gallery as a carousel of captioned images: the first slides and the controls are in the server HTML. After every
 * `galleryCubeClicks` moves the ads block's Gallery Cube stands in the slide's place until the next move (spec §2,
 * §9); a status line tells screen readers an advertisement is showing and how to go on.
 */
export function GalleryView({
  gallery,
  width = GALLERY_WIDTH,
  lazyLoad = true,
  eager = false,
  hideTitle,
  hideCaption,
  hideCredits,
  className,
}: GalleryViewProps) {
  const { t } = usePhrases();
  const every = useGalleryCubeClicks();
  const reactId = useId();
  const [adShown, setAdShown] = useState(false);
  useEffect(() => {
    if (every > 0) void GalleryAd.preload().catch(() => undefined);
  }, [every]);
  // Slides never change once rendered: the browser keeps the server's HTML of those it sent.
  const slides = gallery.images.map((item, index) => (
    <KeptSlide
      key={index}
      item={item}
      width={width}
      hideTitle={hideTitle}
      hideCaption={hideCaption}
      hideCredits={hideCredits}
      loading={index === 0 ? (eager || !lazyLoad ? "eager" : "lazy") : lazyLoad ? "lazy" : "eager"}
      fetchPriority={index === 0 && eager ? "high" : undefined}
    />
  ));
  return (
    <div className={classNames("b-gallery-view", className)}>
      <Carousel
        className="b-gallery__carousel"
        id={gallery.id ? `gallery-${gallery.id}` : undefined}
        label={gallery.headline || undefined}
        slides={slides}
        interstitialEvery={every}
        interstitial={
          every > 0 ? (
            // Should its code still be on the way, the interstitial's room stands empty meanwhile.
            <Suspense fallback={<div className="b-gallery__ad" />}>
              <GalleryAd slotKey={gallery.id || reactId} onShownChange={setAdShown} />
            </Suspense>
          ) : undefined
        }
      />
      {every > 0 && (
        <p className="b-gallery__status" role="status">
          {adShown ? t("media-blocks.gallery-ad-shown", { next: t("global.carousel-next") }) : ""}
        </p>
      )}
      <KeptGalleryStyles />
    </div>
  );
}
