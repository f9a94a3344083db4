import { scopedStyles } from "@broadsheet/style";

/**
 * The lead image's look (its frame, the full-screen button and full screen itself), under its root. Alone in its
 * module so that the island renders it as a server part: the server writes it into the page, and the island's code
 * never carries it.
 */
export const LeadImageStyles = scopedStyles({ componentId: "bs-lead-art-image", scope: ".b-lead-art--image" })`
  position: relative;

  .b-lead-art__frame {
    position: relative;
  }

  .b-lead-art__frame img {
    inline-size: 100%;
  }

  &.b-lead-art--rounded .b-lead-art__frame img {
    border-radius: var(--bs-radius-md);
  }

  .b-lead-art__fullscreen {
    position: absolute;
    inset-block-start: var(--bs-space-sm);
    inset-inline-end: var(--bs-space-sm);
    padding: var(--bs-space-xs) var(--bs-space-sm);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-pill);
    background: var(--bs-color-surface);
    color: var(--bs-color-text);
    font: inherit;
    font-size: var(--bs-font-size-sm);
    cursor: pointer;
  }

  .b-lead-art__fullscreen:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }

  /* Full screen: by the Fullscreen API, or by this class where the API is missing or refuses. */
  &.b-lead-art--fullscreen .b-lead-art__frame,
  .b-lead-art__frame:fullscreen {
    display: flex;
    align-items: center;
    justify-content: center;
    background: var(--bs-color-background);
  }

  &.b-lead-art--fullscreen .b-lead-art__frame {
    position: fixed;
    inset: 0;
    z-index: 2147483000;
  }

  &.b-lead-art--fullscreen .b-lead-art__frame img,
  .b-lead-art__frame:fullscreen img {
    inline-size: auto;
    max-inline-size: 100%;
    max-block-size: 100vh;
    object-fit: contain;
  }
`;
