import { scopedStyles, styled } from "@broadsheet/style";

/** The wall's words and actions: the same in every display mode and in the editor's preview. */
export const Panel = styled.div.withConfig({ componentId: "bs-paywall-panel" })`
  box-sizing: border-box;
  display: grid;
  justify-items: center;
  align-content: center;
  gap: var(--bs-space-md);
  padding: var(--bs-space-xl) var(--bs-space-lg);
  color: var(--bs-color-text);
  background: var(--bs-color-surface);
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-md);
  line-height: var(--bs-line-height-body);
  text-align: center;

  /* Focus is put on the heading so the wall is read from its start; it is no control, so it draws no ring. */
  .b-paywall__heading:focus {
    outline: none;
  }
  .b-paywall__subheading,
  .b-paywall__reason,
  .b-paywall__login {
    margin: 0;
    max-inline-size: 36rem;
  }
  .b-paywall__subheading {
    font-size: var(--bs-font-size-lg);
  }
  .b-paywall__reason,
  .b-paywall__login {
    color: var(--bs-color-text-muted);
  }
`;

/**
 * The wall as a modal dialog over the whole viewport (its own ::backdrop is not used: before Chromium 122 it
 * inherited none of the theme's custom properties). Inside, a scrim over the story and the panel; the display
 * mode places them:
 * - bottom half: the story's start shows through a fade, the panel fills the lower half;
 * - full: the panel covers the viewport;
 * - modal: the story is dimmed, the panel a box in the middle.
 */
export const WallDialog = styled.dialog.withConfig({ componentId: "bs-paywall" })`
  position: fixed;
  inset: 0;
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  max-inline-size: none;
  max-block-size: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: transparent;
  color: var(--bs-color-text);

  &::backdrop {
    background: transparent;
  }

  .b-paywall__scrim {
    position: absolute;
    inset: 0;
  }

  .b-paywall__panel {
    position: absolute;
    overflow: auto;
    overscroll-behavior: contain;
  }

  &.b-paywall--bottom-half .b-paywall__scrim {
    background: linear-gradient(to bottom, transparent, var(--bs-color-background) 50%);
  }
  &.b-paywall--bottom-half .b-paywall__panel {
    inset-inline: 0;
    inset-block-end: 0;
    min-block-size: 50%;
    max-block-size: 100%;
    border-block-start: 1px solid var(--bs-color-border);
    box-shadow: var(--bs-shadow-lg);
    padding-block-end: max(var(--bs-space-xl), env(safe-area-inset-bottom));
  }

  &.b-paywall--full .b-paywall__scrim {
    background: var(--bs-color-background);
  }
  &.b-paywall--full .b-paywall__panel {
    inset: 0;
  }

  &.b-paywall--modal .b-paywall__scrim {
    background: var(--bs-color-overlay);
  }
  &.b-paywall--modal .b-paywall__panel {
    inset: 0;
    margin: auto;
    inline-size: min(32rem, calc(100% - 2 * var(--bs-space-md)));
    block-size: fit-content;
    max-block-size: calc(100% - 2 * var(--bs-space-md));
    border-radius: var(--bs-radius-lg);
    box-shadow: var(--bs-shadow-lg);
  }
`;

/** The editor's preview: the panel in the page's flow, marked as a preview of a wall. */
export const Preview = styled.section.withConfig({ componentId: "bs-paywall-preview" })`
  border: 2px dashed var(--bs-color-border);
  border-radius: var(--bs-radius-md);
  overflow: hidden;
`;

/** How much of the story's body a walled reader sees, in rem from its start: about its first paragraph. */
export const TEASER_REM = 10;
/** The last part of it, in rem, fades out. */
const TEASER_FADE_REM = 4;

const TEASER_MASK = `linear-gradient(to bottom, #000 ${TEASER_REM - TEASER_FADE_REM}rem, transparent ${TEASER_REM}rem)`;

/** Set on the document's root element while a reader's wall is up (see useWallModal). */
export const WALLED_ATTRIBUTE = "data-bs-paywall";

/**
 * The story behind a reader's wall, cut to its start whatever the window's size or zoom: the body (the
 * article-body block, `.b-article-body`) shows its first lines, fades out and draws nothing below. A fade over
 * a share of the viewport would leave more of the story readable the taller the window is, and a modal's dim
 * leaves text readable around the box. A mask, not a smaller box: the page does not move when the wall
 * comes (no layout shift), the text stays in the page (Arc's client-side paywall: the server sends the whole
 * story), and what shows through the fade is whatever lies behind the body, so it fades to the page's
 * background in either colour scheme.
 */
export const WalledStory = scopedStyles({ componentId: "bs-paywall-story", scope: `:root[${WALLED_ATTRIBUTE}]` })`
  .b-article-body {
    -webkit-mask-image: ${TEASER_MASK};
    mask-image: ${TEASER_MASK};
  }
`;
