import { styled } from "@broadsheet/style";
import { media, token } from "@broadsheet/themes";
import { Image, inlineText, MediaItem, type AnsImage } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { field, recordsOf, textOf } from "../read";

/** Spec §9: article galleries 800 wide, from these candidate widths. */
export const GALLERY_IMAGE_WIDTH = 800;
export const GALLERY_IMAGE_WIDTHS = [400, 600, 800, 1600] as const;

/*
 * A strip of pictures that scrolls sideways and snaps to each, in a box of one ratio (letterboxed), so moving
 * between them moves nothing below. The next picture's edge shows, so readers see there is more; a swipe, a
 * trackpad or the arrow keys (the strip takes focus) move it. Where the browser draws scroll buttons from CSS
 * (::scroll-button), previous and next sit at the strip's top end: buttons without JavaScript, so the body
 * stays server HTML only. The look is the gallery block's: caption, credit and counter in the interface face.
 */
const Strip = styled.div.withConfig({ componentId: "bs-article-body-gallery" })`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${token("space", "sm")};
  margin-block: ${token("space", "lg")};
  font-family: ${token("font", "ui")};

  .b-article-body__gallery-title {
    display: flex;
    align-items: center;
    min-block-size: 2.75rem;
    margin: 0;
    font-family: ${token("font", "ui")};
    font-size: ${token("fontSize", "meta")};
    font-weight: ${token("fontWeight", "bold")};
    line-height: ${token("lineHeight", "tight")};
    letter-spacing: 0.02em;
    text-transform: uppercase;
    border-block-start: 2px solid ${token("color", "text")};
    padding-block-start: ${token("space", "xs")};
  }

  .b-article-body__gallery-list {
    display: flex;
    gap: ${token("space", "sm")};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;
    scrollbar-width: thin;
  }

  .b-article-body__gallery-list:focus-visible {
    outline: 2px solid ${token("color", "focus")};
    outline-offset: 2px;
  }

  .b-article-body__gallery-slide {
    position: relative;
    flex: 0 0 calc(100% - 2.5rem);
    scroll-snap-align: start;
    min-inline-size: 0;
  }

  ${media.desktop} {
    .b-article-body__gallery-slide {
      flex-basis: calc(100% - 4rem);
    }
  }

  /* The box, not the picture, holds the ratio: the picture's own (from its size) would win over a rule on it. */
  .b-article-body__gallery-frame {
    position: relative;
    aspect-ratio: 3 / 2;
    background: ${token("color", "surface")};
  }

  /* Out of the flow, or a tall picture would stretch its box to its own height. */
  .b-article-body__gallery-frame img {
    position: absolute;
    inset: 0;
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }

  .b-article-body__gallery-count {
    position: absolute;
    inset-block-start: ${token("space", "xs")};
    inset-inline-start: ${token("space", "xs")};
    padding: 0.15em 0.55em;
    border-radius: ${token("radius", "pill")};
    background: rgb(0 0 0 / 72%);
    color: #fff;
    font-size: ${token("fontSize", "caption")};
    font-variant-numeric: tabular-nums;
    line-height: 1.4;
  }

  @supports selector(::scroll-button(*)) {
    .b-article-body__gallery-title {
      padding-inline-end: 6.5rem;
    }

    .b-article-body__gallery-list::scroll-button(*) {
      position: absolute;
      inset-block-start: calc(${token("space", "xs")} + 2px);
      display: grid;
      place-items: center;
      inline-size: 2.5rem;
      block-size: 2.5rem;
      border: 1px solid ${token("color", "border")};
      border-radius: ${token("radius", "pill")};
      background: ${token("color", "background")};
      color: ${token("color", "text")};
      font-family: ${token("font", "ui")};
      font-size: 1.5rem;
      line-height: 1;
      cursor: pointer;
    }

    .b-article-body__gallery-list::scroll-button(*):hover {
      border-color: ${token("color", "text")};
    }

    .b-article-body__gallery-list::scroll-button(*):focus-visible {
      outline: 2px solid ${token("color", "focus")};
      outline-offset: 2px;
    }

    .b-article-body__gallery-list::scroll-button(*):disabled {
      opacity: 0.35;
      cursor: default;
    }

    /* The alternative text after the slash names each button in the site's language. */
    .b-article-body__gallery-list::scroll-button(inline-start) {
      content: "‹" / attr(data-previous);
      inset-inline-end: 3rem;
    }

    .b-article-body__gallery-list::scroll-button(inline-end) {
      content: "›" / attr(data-next);
      inset-inline-end: 0;
    }

    &:dir(rtl) .b-article-body__gallery-list::scroll-button(inline-start) {
      content: "›" / attr(data-previous);
    }

    &:dir(rtl) .b-article-body__gallery-list::scroll-button(inline-end) {
      content: "‹" / attr(data-next);
    }
  }
`;

/**
 * A gallery in the story, as a compact strip of its pictures in order, one in view with the next one's edge,
 * each with its caption, credit and "3 of 7". The interactive carousel (autoplay, full screen) is the gallery
 * block's; this one ships no JavaScript.
 */
export function GalleryElement({ element }: { element: Record<string, unknown> }) {
  const { t } = usePhrases();
  const images = recordsOf(element.content_elements).filter(
    (image) => image.type === "image" && textOf(image.url) !== "",
  );
  if (images.length === 0) return null;
  // Plain text (it names the element in an attribute too): what a reader sees of the headline's inline markup.
  const title = inlineText(field(element, "headlines", "basic"));
  const name = title || t("article-body-block.gallery");
  const total = images.length;
  return (
    <Strip className="b-article-body__gallery" role="group" aria-label={name}>
      <p className="b-article-body__gallery-title">{name}</p>
      {/* The browser's scroll buttons are named from the data attributes. */}
      <ul
        className="b-article-body__gallery-list"
        // Focusable so keyboard readers can scroll it with the arrow keys (a scroller must be, WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-previous={t("global.carousel-previous")}
        data-next={t("global.carousel-next")}
      >
        {images.map((image, index) => (
          <li key={index} className="b-article-body__gallery-slide">
            <MediaItem
              title={textOf(image.subtitle)}
              caption={textOf(image.caption)}
              credits={image.credits}
              vanityCredits={image.vanity_credits}
            >
              <div className="b-article-body__gallery-frame">
                <Image
                  ansImage={image as unknown as AnsImage}
                  alt={textOf(image.alt_text)}
                  width={GALLERY_IMAGE_WIDTH}
                  responsiveImages={GALLERY_IMAGE_WIDTHS}
                  sizes={[
                    { mediaCondition: "(min-width: 48rem)", sourceSizeValue: `${GALLERY_IMAGE_WIDTH}px` },
                    { sourceSizeValue: "90vw", isDefault: true },
                  ]}
                />
              </div>
            </MediaItem>
            <span className="b-article-body__gallery-count">
              {t("global.carousel-counter", { current: index + 1, total })}
            </span>
          </li>
        ))}
      </ul>
    </Strip>
  );
}
