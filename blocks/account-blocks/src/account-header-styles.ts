import { visuallyHidden } from "@broadsheet/components";
import { scopedStyles } from "@broadsheet/style";
import { media } from "@broadsheet/themes";

/** The account header's look: its links and its dropdown, under the block's root. */
export const AccountHeaderStyles = scopedStyles({ componentId: "bs-account-header", scope: ".b-account-header" })`
  /* Every state takes the same room, so the header does not move when the browser learns who is reading. */
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--bs-space-xs);
  min-block-size: 2.5rem;
  /*
   * The widest view of each width: on a phone one icon button (its words, "Login options" or "Account", would leave
   * the logo beside them a tenth of its height), on desktop Sign up and Log in. page-cls measures it.
   */
  min-inline-size: 2.75rem;
  .b-account-header__desktop {
    display: none;
    gap: var(--bs-space-xs);
  }
  .b-account-dropdown__toggle--icon {
    justify-content: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    padding-inline: 0;
  }
  ${media.phone} {
    .b-account-dropdown__toggle--icon .b-account-dropdown__label {
      ${visuallyHidden}
    }
  }
  .b-account-dropdown__toggle--icon .b-account-dropdown__chevron {
    display: none;
  }
  /* A person (head and shoulders) in the text's colour, so it follows the theme and forced colours. */
  .b-account-dropdown__icon {
    position: relative;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  .b-account-dropdown__icon::before,
  .b-account-dropdown__icon::after {
    content: "";
    position: absolute;
    inset-inline: 0;
    box-sizing: border-box;
    margin-inline: auto;
    border: 2px solid currentColor;
  }
  .b-account-dropdown__icon::before {
    inset-block-start: 0.0625rem;
    inline-size: 0.625rem;
    block-size: 0.625rem;
    border-radius: 50%;
  }
  .b-account-dropdown__icon::after {
    inset-block-end: 0.0625rem;
    inline-size: 1.0625rem;
    block-size: 0.5rem;
    border-block-end: 0;
    border-radius: 0.5rem 0.5rem 0 0;
  }
  ${media.desktop} {
    min-inline-size: 10rem;
    .b-account-header__desktop {
      display: flex;
    }
    .b-account-header__mobile {
      display: none;
    }
    .b-account-dropdown__toggle--icon {
      min-inline-size: 0;
      min-block-size: 2.25rem;
      padding-inline: var(--bs-space-sm);
    }
    .b-account-dropdown__toggle--icon .b-account-dropdown__chevron {
      display: block;
    }
    .b-account-dropdown__icon {
      display: none;
    }
  }
  .b-account-header__link,
  .b-account-dropdown__toggle {
    display: inline-flex;
    align-items: center;
    gap: var(--bs-space-xs);
    min-block-size: 2.25rem;
    padding-inline: var(--bs-space-sm);
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-background);
    color: var(--bs-color-text);
    /* Controls speak in the interface face, not the page's text serif. */
    font-family: var(--bs-font-ui);
    font-size: var(--bs-font-size-sm);
    font-weight: 600;
    line-height: var(--bs-line-height-tight);
    text-decoration: none;
    cursor: pointer;
  }
  .b-account-header__link--primary {
    border-color: var(--bs-color-primary);
    background: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
  }
  .b-account-header__link:focus-visible,
  .b-account-dropdown__toggle:focus-visible,
  .b-account-dropdown__link:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-account-dropdown {
    position: relative;
  }
  .b-account-dropdown__chevron {
    inline-size: 0.5em;
    block-size: 0.5em;
    border-inline-end: 2px solid currentColor;
    border-block-end: 2px solid currentColor;
    transform: rotate(45deg);
  }
  .b-account-dropdown__list {
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(100% + var(--bs-space-xs));
    z-index: 10;
    min-inline-size: 12rem;
    margin: 0;
    padding: var(--bs-space-xs) 0;
    list-style: none;
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-background);
    box-shadow: var(--bs-shadow-md);
  }
  .b-account-dropdown__list[hidden] {
    display: none;
  }
  .b-account-dropdown__link {
    display: block;
    padding: var(--bs-space-xs) var(--bs-space-sm);
    color: var(--bs-color-text);
    text-decoration: none;
  }
  .b-account-dropdown__link:hover {
    background: var(--bs-color-surface);
  }
`;
