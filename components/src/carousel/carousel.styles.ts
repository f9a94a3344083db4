import { scopedStyles } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { visuallyHidden } from "../visually-hidden/visually-hidden";

const space = (name: "xs" | "sm" | "md") => token("space", name);

/**
 * The carousel's look, every rule under its root's `c-carousel` class (the stable class names are what sites
 * override). Its own module: the carousel renders it as a server part, so a gallery island never carries the text.
 * The picture leads, as wide as the carousel; its caption, then the counter and the buttons follow under it, in
 * the interface face.
 */
export const CarouselStyles = scopedStyles({ componentId: "bs-carousel", scope: ".c-carousel" })`
  display: flex;
  flex-direction: column;
  gap: ${space("sm")};
  font-family: ${token("font", "ui")};
  color: ${token("color", "text")};

  &.c-carousel--fullscreen {
    position: fixed;
    inset: 0;
    z-index: 2147483000;
    padding: ${space("md")};
    background: ${token("color", "background")};
  }

  /* First in the markup, so the counter is read before the slide; drawn under the picture and its caption. */
  .c-carousel__controls {
    order: 1;
    display: flex;
    align-items: center;
    gap: ${space("sm")};
  }

  .c-carousel__label {
    ${visuallyHidden}
  }

  .c-carousel__counter {
    margin: 0;
    margin-inline-end: auto;
    font-size: ${token("fontSize", "caption")};
    color: ${token("color", "text-muted")};
    font-variant-numeric: tabular-nums;
  }

  .c-carousel__stage {
    position: relative;
    flex: 1;
    min-block-size: 0;
  }

  .c-carousel__viewport,
  .c-carousel__slide:not([hidden]),
  .c-carousel__interstitial {
    block-size: 100%;
  }

  .c-carousel__slide img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }

  &.c-carousel--fullscreen .c-carousel__slide:not([hidden]),
  &.c-carousel--fullscreen .c-carousel__interstitial {
    display: flex;
    flex-direction: column;
    justify-content: center;
  }

  &.c-carousel--fullscreen .c-carousel__slide img {
    max-block-size: 85vh;
    margin-inline: auto;
    object-fit: contain;
  }

  .c-carousel__button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: ${space("sm")};
    border: 1px solid ${token("color", "border")};
    border-radius: ${token("radius", "pill")};
    background: ${token("color", "surface")};
    color: ${token("color", "text")};
    font: inherit;
    line-height: 1;
    cursor: pointer;
  }

  .c-carousel__button:hover {
    color: ${token("color", "primary")};
  }

  .c-carousel__button:focus-visible,
  .c-carousel__slide:focus-visible,
  .c-carousel__interstitial:focus-visible {
    outline: 2px solid ${token("color", "focus")};
    outline-offset: 2px;
  }

  .c-carousel__nav {
    position: absolute;
    z-index: 1;
    inset-block-start: 50%;
    transform: translateY(-50%);
    box-shadow: ${token("shadow", "md")};
  }

  .c-carousel__nav--previous {
    inset-inline-start: ${space("sm")};
  }

  .c-carousel__nav--next {
    inset-inline-end: ${space("sm")};
  }

  .c-carousel__icon {
    inline-size: 1.25em;
    block-size: 1.25em;
  }

  /* One chevron serves both buttons, pointing the way the reader reads. */
  .c-carousel__icon--previous,
  &:dir(rtl) .c-carousel__icon--next {
    transform: scaleX(-1);
  }

  &:dir(rtl) .c-carousel__icon--previous {
    transform: none;
  }
`;
