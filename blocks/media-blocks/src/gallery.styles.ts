import { scopedStyles } from "@broadsheet/style";

/*
 * Centred and as wide as its column, but never so tall that the picture, its caption and the controls do not fit
 * the screen together (a 1,168 px column at 16:9 would be 657 px of picture). The slides' box is the gallery's
 * fixed ratio (spec §9: 16:9), so every slide and the interstitial take the same room.
 *
 * Its own module: the gallery renders it as a server part (its look never changes), so the island never carries
 * the text.
 */
export const GalleryStyles = scopedStyles({ componentId: "bs-media-gallery", scope: ".b-gallery-view" })`
  inline-size: 100%;
  max-inline-size: min(100%, calc(68vh * 16 / 9));
  max-inline-size: min(100%, calc(68svh * 16 / 9));
  margin-inline: auto;

  /* The previous and next buttons at the middle of the picture, not of the picture and its caption. */
  .c-carousel:not(.c-carousel--fullscreen) .c-carousel__stage {
    container-type: inline-size;
  }
  .c-carousel:not(.c-carousel--fullscreen) .c-carousel__nav {
    inset-block-start: calc(100cqi * 9 / 32);
  }

  .b-gallery__frame {
    position: relative;
    aspect-ratio: 16 / 9;
    background: var(--bs-color-surface);
  }
  /* Out of the flow, or a picture of another shape would stretch its box to its own height. */
  .c-carousel .b-gallery__frame img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
  .c-carousel--fullscreen .b-gallery__frame {
    aspect-ratio: auto;
    block-size: 85vh;
    background: none;
  }
  .c-carousel.c-carousel--fullscreen .b-gallery__frame img {
    max-block-size: none;
  }

  .c-carousel .c-media-item__caption {
    padding-block-start: var(--bs-space-xs);
    font-family: var(--bs-font-ui);
    font-size: var(--bs-font-size-caption);
  }

  .c-carousel .c-carousel__controls {
    padding-block-start: var(--bs-space-sm);
    border-block-start: thin solid var(--bs-color-border);
  }

  /* The interstitial takes the slides' room, and never less than the Gallery Cube's (250 px under its label), so
     the cube arrives in space already there. */
  .b-gallery__ad {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    aspect-ratio: 16 / 9;
    min-block-size: calc(250px + 1.5rem + 2 * var(--bs-space-md));
    margin: 0;
    background: var(--bs-color-surface);
  }
  .b-gallery__ad .b-ads {
    inline-size: min(100%, 300px);
  }
  .b-gallery__ad-missing {
    margin: 0;
    padding: var(--bs-space-md);
    color: var(--bs-color-text-muted);
    font-family: var(--bs-font-ui);
    font-size: var(--bs-font-size-caption);
  }

  /* Heard, not seen: the interstitial's announcement. */
  .b-gallery__status {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
