import { styled } from "@broadsheet/style";

/** The update form: one column, as narrow as a card form reads well. */
export const UpdateRoot = styled.section.withConfig({ componentId: "bs-update-payment-method" })`
  display: grid;
  /* Never wider than the page: a select is as wide as its longest country name unless its column says no. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--bs-space-lg);
  max-inline-size: 36rem;
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);
  /*
   * The form arrives after hydration (or the message without it): the block keeps a viewport's height either
   * way, so what follows starts below the fold and never moves in view.
   */
  min-block-size: 100vh;
  min-block-size: 100svh;
  align-content: start;

  .b-update-payment-method__title,
  .b-update-payment-method__message,
  .b-update-payment-method__success p {
    margin: 0;
  }

  .b-update-payment-method__message {
    display: grid;
    gap: var(--bs-space-sm);
    justify-items: start;
  }

  .b-update-payment-method__success:not(:empty) {
    display: grid;
    gap: var(--bs-space-xs);
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-success);
    background: var(--bs-color-success-surface);
  }
`;
