import { styled } from "@broadsheet/style";

/** The look every subscription block shares: a titled panel of cards, their actions and messages. */
export const Panel = styled.section.withConfig({ componentId: "bs-subscription-blocks" })`
  display: grid;
  gap: var(--bs-space-md);
  max-inline-size: 48rem;
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);
  align-content: start;
  &[aria-busy="true"]:not(:has(.b-subscriptions__card), .b-subscriptions--profile) {
    /* Room for a card while the browser learns who reads and what they have, so the page below does not jump. */
    min-block-size: 14rem;
  }
  /*
   * The reader's subscriptions arrive after hydration and their height depends on how many there are: the
   * profile keeps a viewport's height loading or loaded, so what follows starts below the fold and never jumps
   * in view (as the offer does).
   */
  &.b-subscriptions--profile {
    min-block-size: 100vh;
    min-block-size: 100svh;
  }
  .b-subscriptions__intro,
  .b-subscriptions__empty,
  .b-subscriptions__message,
  .b-subscriptions__status {
    margin: 0;
  }
  .b-subscriptions__status:empty,
  .b-subscriptions__alert:empty {
    display: none;
  }
  .b-subscriptions__status {
    color: var(--bs-color-success);
  }
  .b-subscriptions__alert {
    margin: 0;
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-danger);
    background: var(--bs-color-danger-surface);
  }
  .b-subscriptions__list {
    display: grid;
    gap: var(--bs-space-md);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-subscriptions__card {
    display: grid;
    gap: var(--bs-space-sm);
    padding: var(--bs-space-md);
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-md);
  }
  .b-subscriptions__card-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--bs-space-sm);
  }
  .b-subscriptions__facts {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--bs-space-xs) var(--bs-space-md);
    margin: 0;
  }
  .b-subscriptions__facts dt {
    color: var(--bs-color-text-muted);
  }
  .b-subscriptions__facts dd {
    margin: 0;
  }
  .b-subscriptions__payment {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--bs-space-xs);
  }
  .b-subscriptions__actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--bs-space-sm);
  }
  .b-subscriptions__confirm {
    display: grid;
    gap: var(--bs-space-sm);
    padding: var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-warning);
    background: var(--bs-color-warning-surface);
  }
  .b-subscriptions__confirm p {
    margin: 0;
  }
  .b-subscriptions__notice {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: var(--bs-space-sm);
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-info);
    background: var(--bs-color-info-surface);
  }
  .b-subscriptions__notice p {
    margin: 0;
  }
  .b-subscriptions__dismiss {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .b-subscriptions__dismiss:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-subscriptions__table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  .b-subscriptions__table caption {
    text-align: start;
    color: var(--bs-color-text-muted);
    padding-block-end: var(--bs-space-xs);
  }
  .b-subscriptions__table th,
  .b-subscriptions__table td {
    padding: var(--bs-space-xs) var(--bs-space-sm);
    border-block-end: 1px solid var(--bs-color-border);
    text-align: start;
  }
  .b-subscriptions__number {
    font-variant-numeric: tabular-nums;
  }
  .b-subscriptions__code {
    font-family: var(--bs-font-mono);
  }
  /* The signed-in account, on a line of its own that holds its height before the profile arrives. */
  .b-subscriptions__account {
    display: block;
    min-block-size: 1lh;
    overflow-wrap: anywhere;
  }
  .b-subscriptions__plans {
    display: grid;
    gap: var(--bs-space-xs);
    margin: 0;
    padding: 0;
    border: 0;
  }
  .b-subscriptions__plans legend {
    padding: 0;
    font-weight: var(--bs-font-weight-bold);
  }
  .b-subscriptions__plans label {
    display: flex;
    align-items: baseline;
    gap: var(--bs-space-sm);
  }
`;
