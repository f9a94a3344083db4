import { scopedStyles } from "@broadsheet/style";

/**
 * The block's look (its buttons, the room held while the config is read, its notices), under its root. Alone in its
 * module so that the island renders it as a server part: the server writes it into the page, and the island's code
 * never carries it.
 */
export const SocialSignOnStyles = scopedStyles({ componentId: "bs-social-sign-on", scope: ".b-social-sign-on" })`
  display: grid;
  /* One column as wide as the block, never wider: a fixed-width provider button cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--bs-space-sm);
  justify-items: center;
  /* Room for the usual buttons while the config is read, so nothing below moves when they appear. */
  &.b-social-sign-on--loading {
    min-block-size: 9.5rem;
  }
  /* With One Tap on, also the line held for its notice (below). */
  &.b-social-sign-on--loading.b-social-sign-on--one-tap {
    min-block-size: calc(9.5rem + var(--bs-space-sm) + 1.5rem);
  }
  .b-social-sign-on__list {
    display: grid;
    gap: var(--bs-space-sm);
    inline-size: min(100%, 400px);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-social-sign-on__google,
  .b-social-sign-on__facebook {
    min-block-size: 40px;
    display: flex;
    justify-content: center;
  }
  .b-social-sign-on__button {
    inline-size: 100%;
    min-block-size: 40px;
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-background);
    color: var(--bs-color-text);
    font: inherit;
    font-weight: var(--bs-font-weight-bold);
    cursor: pointer;
  }
  .b-social-sign-on__button:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-social-sign-on__error {
    margin: 0;
    color: var(--bs-color-danger);
  }
  .b-social-sign-on__error:empty,
  .b-social-sign-on__status:empty,
  .b-social-sign-on__one-tap:empty:not(.b-social-sign-on__one-tap--held) {
    display: none;
  }
  .b-social-sign-on__one-tap {
    margin: 0;
    font-size: var(--bs-font-size-sm);
    text-align: center;
  }
  /* Google answers about One Tap after the buttons are drawn: its line is held from the start, so the page
     below does not move when the notice comes. */
  .b-social-sign-on__one-tap--held {
    min-block-size: 1.5rem;
  }
`;
