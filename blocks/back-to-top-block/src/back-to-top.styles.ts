import { BOTTOM_OVERLAY_VAR, visuallyHidden } from "@broadsheet/components";
import { scopedStyles } from "@broadsheet/style";
import { media } from "@broadsheet/themes";

/**
 * The control's look, under its root. Alone in its module so that the island renders it as a server part: the
 * server writes it into the page, and the island's code never carries it.
 */
export const BackToTopStyles = scopedStyles({ componentId: "bs-back-to-top", scope: ".b-back-to-top" })`
  position: fixed;
  /* Above a bar docked to the bottom of the window (the alert bar), when there is one. */
  inset-block-end: calc(var(--bs-space-lg) + var(${BOTTOM_OVERLAY_VAR}, 0px));
  inset-inline-end: var(--bs-space-lg);
  z-index: 100;
  transition:
    opacity 150ms ease-out,
    transform 150ms ease-out;

  /* Out of the way until the reader is a screen down; a keyboard user who reaches it sees it at once. */
  &:not(.b-back-to-top--shown):not(:focus-within) {
    opacity: 0;
    transform: translateY(var(--bs-space-sm));
    pointer-events: none;
  }

  .b-back-to-top__link {
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    border-radius: var(--bs-radius-pill);
    box-shadow: var(--bs-shadow-md);
  }

  /* Small screens: the arrow alone, a 44px target; the text stays the link's name for screen readers. */
  ${media.phone} {
    .c-button__label {
      ${visuallyHidden}
    }
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:not(.b-back-to-top--shown):not(:focus-within) {
      transform: none;
    }
  }
`;
