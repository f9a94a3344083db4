import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { usePhrases } from "@broadsheet/kit";
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

/** How many reader moves before the interstitial ad: the site property `galleryCubeClicks`, 0 for never. */
export function useGalleryCubeClicks(): number {
  const { arcSite } = useFusionContext();
  const clicks = getProperties(arcSite).galleryCubeClicks;
  return typeof clicks === "number" && Number.isFinite(clicks) && clicks >= 1 ? Math.floor(clicks) : 0;
}

/**
 * A gallery as a carousel of captioned images: the first slides and the controls are in the server HTML. After every
 * `galleryCubeClicks` moves an interstitial slide stands where the gallery ad goes; there is no ad block yet,
 * so it says 'Ad block not found' (spec §2, §9).
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
        interstitial={every > 0 ? <p className="b-gallery__ad">{t("media-blocks.ad-block-not-found")}</p> : undefined}
      />
      <KeptGalleryStyles />
    </div>
  );
}
