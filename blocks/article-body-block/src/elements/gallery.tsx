import { Image, inlineText, MediaItem, type AnsImage } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { field, recordsOf, textOf } from "../read";

/** Spec §9: article galleries 800 wide, from these candidate widths. */
export const GALLERY_IMAGE_WIDTH = 800;
export const GALLERY_IMAGE_WIDTHS = [400, 600, 800, 1600] as const;

/**
 * A gallery in the story, as a static list of its images in order. The interactive carousel (autoplay,
 * full screen) is the gallery block's; this one ships no JavaScript.
 */
export function GalleryElement({ element }: { element: Record<string, unknown> }) {
  const phrases = usePhrases();
  const images = recordsOf(element.content_elements).filter(
    (image) => image.type === "image" && textOf(image.url) !== "",
  );
  if (images.length === 0) return null;
  // Plain text (it names the element in an attribute too): what a reader sees of the headline's inline markup.
  const title = inlineText(field(element, "headlines", "basic"));
  return (
    <div className="b-article-body__gallery" role="group" aria-label={title || phrases.t("article-body-block.gallery")}>
      {title ? <p className="b-article-body__gallery-title">{title}</p> : null}
      <ul className="b-article-body__gallery-list">
        {images.map((image, index) => (
          <li key={index}>
            <MediaItem
              title={textOf(image.subtitle)}
              caption={textOf(image.caption)}
              credits={image.credits}
              vanityCredits={image.vanity_credits}
            >
              <Image
                ansImage={image as unknown as AnsImage}
                alt={textOf(image.alt_text)}
                width={GALLERY_IMAGE_WIDTH}
                responsiveImages={GALLERY_IMAGE_WIDTHS}
                sizes={[
                  { mediaCondition: "(min-width: 48rem)", sourceSizeValue: `${GALLERY_IMAGE_WIDTH}px` },
                  { sourceSizeValue: "100vw", isDefault: true },
                ]}
              />
            </MediaItem>
          </li>
        ))}
      </ul>
    </div>
  );
}
