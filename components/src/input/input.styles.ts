import { scopedStyles } from "@broadsheet/style";

/*
 * The fields' look (text, select and radio), every rule under their stable `c-input` classes. Its own module: a
 * field renders it as a server part, so the islands that hold forms never carry the text.
 */
export const InputStyles = scopedStyles({ componentId: "bs-input", scope: ".c-input" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-xs);
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  font-family: var(--bs-font-ui);
  color: var(--bs-color-text);

  .c-input__label {
    padding: 0;
    font-size: var(--bs-font-size-sm);
    font-weight: var(--bs-font-weight-bold);
  }

  .c-input__required {
    margin-inline-start: var(--bs-space-xs);
    color: var(--bs-color-danger);
  }

  .c-input__tip,
  .c-input__error {
    margin: 0;
    font-size: var(--bs-font-size-sm);
  }

  .c-input__tip {
    color: var(--bs-color-text-muted);
  }

  /*
   * A password's tip is its rules, which come with the identity config after hydration: two lines are kept
   * for them so the form below does not move when they arrive.
   */
  &.c-input--password .c-input__tip {
    min-block-size: 2lh;
  }

  .c-input__error {
    color: var(--bs-color-danger);
  }

  .c-input__control {
    box-sizing: border-box;
    inline-size: 100%;
    padding-block: var(--bs-space-sm);
    padding-inline: var(--bs-space-sm);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-md);
    background-color: var(--bs-color-background);
    color: var(--bs-color-text);
    font: inherit;
    font-size: var(--bs-font-size-md);
  }

  .c-input__control:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }

  .c-input__control[aria-invalid="true"] {
    border-color: var(--bs-color-danger);
  }

  .c-input__control:disabled {
    background-color: var(--bs-color-surface);
    color: var(--bs-color-text-muted);
    cursor: not-allowed;
  }

  .c-input__options {
    display: flex;
    flex-direction: column;
    gap: var(--bs-space-xs);
  }

  .c-input__option {
    display: flex;
    align-items: center;
    gap: var(--bs-space-sm);
  }

  .c-input__radio {
    margin: 0;
    accent-color: var(--bs-color-primary);
  }

  .c-input__radio:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }

  &[aria-invalid="true"] .c-input__radio {
    accent-color: var(--bs-color-danger);
  }
`;
