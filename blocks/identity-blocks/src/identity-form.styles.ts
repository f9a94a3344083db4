import { scopedStyles } from "@broadsheet/style";

/**
 * The sign-in forms' look (their checkbox, links, resend and terms), under their root. Alone in its module so that
 * the islands render it as a server part: the server writes it into the page, and their code never carries it.
 */
export const IdentityFormStyles = scopedStyles({ componentId: "bs-identity-form", scope: ".b-identity-form" })`
  inline-size: min(100%, 28rem);
  margin-inline: auto;
  .b-identity-form__check {
    display: flex;
    align-items: center;
    gap: var(--bs-space-xs);
  }
  .b-identity-form__check input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
  }
  .b-identity-form__check input:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-identity-form__links {
    display: grid;
    gap: var(--bs-space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-identity-form__resend {
    display: grid;
    justify-items: start;
    gap: var(--bs-space-xs);
    margin-block-start: var(--bs-space-md);
  }
  .b-identity-form__resend-button {
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
  .b-identity-form__resend-button[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.6;
  }
  .b-identity-form__resend-button:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-identity-form__resend-status {
    margin: 0;
  }
  .b-identity-form__terms {
    margin: var(--bs-space-sm) 0 0;
    font-size: var(--bs-font-size-sm);
  }
`;
