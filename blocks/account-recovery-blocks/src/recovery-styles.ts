import { scopedStyles } from "@broadsheet/style";

/**
 * The look the three forms share, under their root; each adds its modifier class
 * (`b-account-recovery--forgot-password`, …). Alone in its module so that the islands render it as a server part
 * (recovery-root.tsx): the server writes it into the page, and their code never carries it.
 */
export const RecoveryStyles = scopedStyles({ componentId: "bs-account-recovery", scope: ".b-account-recovery" })`
  display: grid;
  gap: var(--bs-space-md);
  inline-size: min(100%, 28rem);
  .b-account-recovery__form {
    display: grid;
    gap: var(--bs-space-md);
  }
  .b-account-recovery__intro,
  .b-account-recovery__note,
  .b-account-recovery__message {
    margin: 0;
  }
  .b-account-recovery__headline {
    margin: 0;
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-xl);
    line-height: var(--bs-line-height-tight);
  }
  .b-account-recovery__note {
    padding: var(--bs-space-sm);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-info-surface);
    color: var(--bs-color-text);
  }
  .b-account-recovery__error {
    margin: 0;
    color: var(--bs-color-danger);
  }
  .b-account-recovery__error:empty {
    display: none;
  }
`;
