import { scopedStyles } from "@broadsheet/style";
import { media } from "@broadsheet/themes";

/**
 * The checkout's look: its root, its cards and its sidebar, every rule under the root's `b-checkout` class. The
 * cards' and the sidebar's own rules sit in `:where()`, so that each weighs what it did when the card and the sidebar
 * had classes of their own. Its own module: the island renders it as a server part (checkout-root.tsx), so the
 * island's code never carries the text; the cards the reader opens later find it in the page already.
 */
export const CheckoutStyles = scopedStyles({ componentId: "bs-checkout", scope: ".b-checkout" })`
  display: grid;
  gap: var(--bs-space-lg);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);
  /* A viewport's height, loading or loaded, so what follows never moves in view when the cards arrive. */
  min-block-size: 100vh;
  align-content: start;
  /* One column on phones, never wider than the page: an auto column grows to its widest content's own width. */
  grid-template-columns: minmax(0, 1fr);

  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);

    .b-checkout__title,
    .b-checkout__message {
      grid-column: 1 / -1;
    }
  }

  .b-checkout__title {
    margin: 0;
  }

  .b-checkout__cards {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--bs-space-md);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .b-checkout__message {
    margin: 0;
  }

  :where(.b-checkout__card) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--bs-space-md);
    padding: var(--bs-space-md);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-md);
    background: var(--bs-color-background);

    .b-checkout__card-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--bs-space-sm);
    }

    .b-checkout__card-title {
      margin: 0;
      font-size: var(--bs-font-size-lg);
    }

    .b-checkout__card-number {
      margin-inline-end: var(--bs-space-sm);
    }

    .b-checkout__summary {
      margin: 0;
      color: var(--bs-color-text-muted);
    }

    &[data-state="waiting"] .b-checkout__card-title {
      color: var(--bs-color-text-muted);
    }

    .b-checkout__wallet {
      display: grid;
      gap: var(--bs-space-sm);
      justify-items: start;
      padding-block-end: var(--bs-space-md);
      border-block-end: thin solid var(--bs-color-border);
    }

    .b-checkout__wallet-title {
      margin: 0;
      font-weight: var(--bs-font-weight-bold);
    }

    .c-card-fields {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--bs-space-xs);
      /* The provider's fields fill what they are given (Stripe's frames do); they never set the form's width. */
      min-inline-size: 0;
    }

    .c-card-fields__label {
      font-size: var(--bs-font-size-sm);
      font-weight: var(--bs-font-weight-bold);
    }

    .c-card-fields__fields {
      min-block-size: 2.75rem;
      padding: var(--bs-space-sm);
      border: thin solid var(--bs-color-border);
      border-radius: var(--bs-radius-md);
    }

    .c-card-fields__fields:focus-within {
      outline: 2px solid var(--bs-color-focus);
      outline-offset: 2px;
    }

    .c-card-fields__error {
      margin: 0;
      font-size: var(--bs-font-size-sm);
      color: var(--bs-color-danger);
    }

    /* Review's prices: the plan's name, its description and its renewal terms as one block of lines. */
    .b-checkout__review-lines {
      display: grid;
      gap: var(--bs-space-sm);
      margin: 0;
      padding: 0;
      list-style: none;
    }

    .b-checkout__review-lines p {
      margin: 0;
    }

    .b-checkout__renewal,
    .b-checkout__terms,
    .b-checkout__note {
      margin: 0;
      font-size: var(--bs-font-size-sm);
      color: var(--bs-color-text-muted);
    }
  }

  :where(.b-checkout__sidebar) {
    display: grid;
    gap: var(--bs-space-sm);
    align-self: start;
    padding: var(--bs-space-md);
    border-radius: var(--bs-radius-md);
    background: var(--bs-color-surface);

    .b-checkout__summary-title {
      margin: 0;
      font-size: var(--bs-font-size-lg);
    }

    .b-checkout__lines,
    .b-checkout__features {
      margin: 0;
      padding: 0;
      list-style: none;
    }
  }
`;
