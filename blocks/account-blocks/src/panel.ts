import { styled } from "@broadsheet/style";

/** The look account management and account deletion share: rows of a value and its button, and their forms. */
export const Panel = styled.div.withConfig({ componentId: "bs-account-panel" })`
  display: grid;
  gap: var(--bs-space-md);
  max-inline-size: 40rem;
  &[aria-busy="true"] {
    /* Room for the rows while the browser learns who is reading, so the page below does not jump. */
    min-block-size: 16rem;
  }
  .b-account-panel__title {
    margin: 0;
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-2xl);
  }
  .b-account-row {
    display: grid;
    gap: var(--bs-space-xs);
    padding-block-end: var(--bs-space-md);
    border-block-end: 1px solid var(--bs-color-border);
  }
  .b-account-row__title {
    margin: 0;
    font-size: var(--bs-font-size-lg);
  }
  .b-account-row__list {
    display: grid;
    gap: var(--bs-space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-account-row__view,
  .b-account-panel__actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--bs-space-sm);
  }
  .b-account-panel__actions {
    justify-content: flex-start;
  }
  /*
   * A value claims the same room whether it has arrived or not, so its button wraps below it (on a phone) or sits
   * beside it (wider) before and after the reader's data comes: the rows keep their height.
   */
  .b-account-row__view > .b-account-row__value {
    flex: 1 1 14rem;
    min-inline-size: 0;
    min-block-size: 1lh;
    overflow-wrap: anywhere;
  }
  /* "No connected accounts" stands as tall as one connected account's row, the common case, so neither moves. */
  p.b-account-row__value {
    display: flex;
    align-items: center;
    min-block-size: 2.5rem;
    margin: 0;
  }
  .b-account-form__intro {
    margin: 0;
  }
  /* The deletion's steps that cannot be undone: components' primary button, in the danger colour. */
  .b-account-form--danger .c-button--primary:not(:disabled) {
    --c-button-bg: var(--bs-color-danger);
    --c-button-border: var(--bs-color-danger);
  }
  .b-account-row__edit {
    min-block-size: 2.5rem;
    padding-inline: var(--bs-space-md);
    border: 1px solid var(--bs-color-primary);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-background);
    color: var(--bs-color-primary);
    font: inherit;
    font-weight: var(--bs-font-weight-bold);
    cursor: pointer;
  }
  .b-account-row__edit:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .b-account-row__edit:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-account-row__error {
    margin: 0;
    color: var(--bs-color-danger);
  }
  .b-account-row__error:empty,
  .b-account-row__status:empty {
    display: none;
  }
  .b-account-row__status {
    margin: 0;
    color: var(--bs-color-success);
  }
  /* The data report: its status reads as text (not a success), its file link as the rows' buttons. */
  /* Drawn whole while busy (its own placeholder), so the panel's reserved height is not needed. */
  &.b-account-data-report[aria-busy="true"] {
    min-block-size: 0;
  }
  &.b-account-data-report[aria-busy="true"] .b-account-data-report__status {
    display: block;
    min-block-size: 1lh;
  }
  .b-account-data-report__status,
  .b-account-data-report__privacy {
    margin: 0;
  }
  .b-account-data-report__status:empty {
    display: none;
  }
  .b-account-data-report__status:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-account-data-report__download {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding-inline: var(--bs-space-md);
    border: 1px solid var(--bs-color-primary);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
    font-weight: var(--bs-font-weight-bold);
    text-decoration: none;
  }
  .b-account-data-report__download:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;
