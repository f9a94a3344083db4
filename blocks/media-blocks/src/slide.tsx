import { Image, MediaItem } from "@broadsheet/components";
import type { MediaGallery } from "./media-content";
import { GALLERY_WIDTHS, type CaptionOptions } from "./slide-options";

export interface GallerySlideProps extends CaptionOptions {
  item: MediaGallery["images"][number];
  width: number;
  loading: "eager" | "lazy";
  fetchPriority?: "high";
}

/**
 * One slide of a gallery: the captioned image. Alone in its module so that the gallery's server part reaches the
 * Image and MediaItem code only for a slide rendered in the browser.
 */
export function GallerySlide({ item, width, loading, fetchPriority, ...captions }: GallerySlideProps) {
  return (
    <MediaItem
      className="b-gallery__item"
      title={item.title}
      caption={item.caption}
      credits={item.credits}
      vanityCredits={item.vanityCredits}
      {...captions}
    >
      {/* A box of the gallery's one ratio that the picture is letterboxed in, whatever shape it comes in. */}
      <div className="b-gallery__frame">
        <Image
          ansImage={item.image}
          alt={item.alt}
          width={width}
          aspectRatio="16:9"
          responsiveImages={GALLERY_WIDTHS}
          // Drawn as wide as the gallery's column (up to the page's 1,168 px), whatever width the spec asks it at.
          sizes={[
            { mediaCondition: "(min-width: 75rem)", sourceSizeValue: "1168px" },
            { sourceSizeValue: "100vw", isDefault: true },
          ]}
          loading={loading}
          fetchPriority={fetchPriority}
        />
      </div>
    </MediaItem>
  );
}
