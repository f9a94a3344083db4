import { scopedStyles } from "@broadsheet/style";

/**
 * The form's look (its column, alert, actions and note), every rule under its stable `c-submit-form` classes. Its
 * own module: the form renders it as a server part, so the islands that hold forms never carry the text.
 */
export const SubmitFormStyles = scopedStyles({ componentId: "bs-submit-form", scope: ".c-submit-form" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-md);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);

  .c-submit-form__alert {
    margin: 0;
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-danger);
    background: var(--bs-color-danger-surface);
    color: var(--bs-color-text);
  }

  /* Kept in the page while empty (not display: none), so screen readers announce what appears in it. */
  .c-submit-form__alert:empty {
    padding: 0;
    border: 0;
  }

  .c-submit-form__actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--bs-space-sm);
  }

  .c-submit-form__note {
    margin: 0;
    color: var(--bs-color-text-muted);
    font-size: var(--bs-font-size-sm);
  }
`;
