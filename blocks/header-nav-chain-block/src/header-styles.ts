import { scopedStyles } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import { LOGO_HEIGHT } from "./logo-height";

/** The header's look: the top bar, its places, the logo, the links line and the drawer, all under the chain's root. */
export const HeaderNavChainStyles = scopedStyles({ componentId: "bs-header-nav-chain", scope: ".b-header-nav-chain" })`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: var(--bs-color-background);
  border-block-end: 1px solid var(--bs-color-border);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);

  &.b-header-nav-chain--scrolled {
    box-shadow: var(--bs-shadow-md);
  }

  .b-header-nav-chain__bar {
    display: flex;
    align-items: center;
    gap: var(--bs-space-sm);
    min-block-size: 3.5rem;
    padding-block: var(--bs-space-xs);
    padding-inline: var(--bs-space-md);
  }
  .b-header-nav-chain__side {
    display: flex;
    align-items: center;
    gap: var(--bs-space-sm);
  }
  .b-header-nav-chain__side--right {
    justify-content: flex-end;
    margin-inline-start: auto;
    order: 3;
  }
  &.b-header-nav-chain--logo-center .b-header-nav-chain__side {
    flex: 1 1 0;
  }
  &.b-header-nav-chain--logo-left .b-header-nav-chain__logo-link {
    order: 1;
  }
  &.b-header-nav-chain--logo-right .b-header-nav-chain__links {
    order: 1;
  }
  &.b-header-nav-chain--logo-right .b-header-nav-chain__logo-link {
    order: 2;
    margin-inline-start: auto;
  }
  .b-header-nav-chain__slot--desktop {
    display: none;
  }
  /*
   * A wide logo gives way to the bar's controls on a narrow screen, keeping its proportions, never overflowing.
   * The logo's box does not wait for the image: its width is unknown until it loads, and a box that grew then
   * moved the controls beside it (a layout shift on every page).
   */
  .b-header-nav-chain__logo-link {
    display: flex;
    flex: 0 1 20rem;
    justify-content: center;
    min-inline-size: 0;
  }
  &.b-header-nav-chain--logo-left .b-header-nav-chain__logo-link {
    justify-content: flex-start;
  }
  &.b-header-nav-chain--logo-right .b-header-nav-chain__logo-link {
    justify-content: flex-end;
  }
  .b-header-nav-chain__logo {
    display: block;
    inline-size: auto;
    max-inline-size: 100%;
    block-size: ${LOGO_HEIGHT}px;
    object-fit: contain;
  }
  .b-header-nav-chain__links {
    display: none;
    order: 2;
    flex-wrap: wrap;
    gap: var(--bs-space-xs) var(--bs-space-md);
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--bs-font-size-sm);
  }
  .b-header-nav-chain__links--dots li + li::before {
    content: "\\2022" / "";
    margin-inline-end: var(--bs-space-md);
    color: var(--bs-color-text-muted);
  }

  ${media.desktop} {
    .b-header-nav-chain__slot--mobile {
      display: none;
    }
    .b-header-nav-chain__slot--desktop {
      display: block;
    }
    .b-header-nav-chain__links {
      display: flex;
    }
    /* On desktop the logo waits until the masthead's has scrolled away (or the page turns out to have none). */
    &:not(.b-header-nav-chain--logo-shown) .b-header-nav-chain__logo-link {
      visibility: hidden;
    }
  }

  a {
    color: inherit;
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-header-nav-chain__icon-button {
    /* A button's look, for the search button and for the menu and close links, which act as buttons once hydrated. */
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--bs-space-xs);
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    padding: var(--bs-space-xs);
    border: 0;
    border-radius: var(--bs-radius-sm);
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .b-header-nav-chain__search {
    display: flex;
    align-items: center;
    gap: var(--bs-space-xs);
  }
  .b-header-nav-chain__search-input {
    inline-size: 10rem;
    padding: var(--bs-space-xs) var(--bs-space-sm);
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    font: inherit;
  }
  .b-header-nav-chain__notice {
    margin: 0;
    padding: var(--bs-space-sm) var(--bs-space-md);
    background: var(--bs-color-warning-surface);
  }

  .b-header-nav-chain__flyout:target,
  .b-header-nav-chain__flyout--open {
    display: block;
  }
  .b-header-nav-chain__overlay {
    position: fixed;
    inset: 0;
    z-index: 20;
    background: var(--bs-color-overlay);
  }
  .b-header-nav-chain__drawer {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: 21;
    display: flex;
    flex-direction: column;
    gap: var(--bs-space-md);
    inline-size: min(22rem, 85vw);
    padding: var(--bs-space-md);
    overflow-y: auto;
    background: var(--bs-color-background);
    box-shadow: var(--bs-shadow-lg);
  }
  .b-header-nav-chain__close {
    align-self: flex-end;
  }
  .b-header-nav-chain__sections,
  .b-header-nav-chain__subsections {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-header-nav-chain__section-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    border-block-end: 1px solid var(--bs-color-border);
  }
  .b-header-nav-chain__section-link {
    padding-block: var(--bs-space-sm);
    font-weight: var(--bs-font-weight-bold);
    text-decoration: none;
  }
  .b-header-nav-chain__expand[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  .b-header-nav-chain__subsections {
    padding-inline-start: var(--bs-space-md);
  }
  .b-header-nav-chain__subsection-link {
    display: block;
    padding-block: var(--bs-space-xs);
    text-decoration: none;
  }
`;
