import { scopedStyles } from "@broadsheet/style";
import { media } from "@broadsheet/themes";

/**
 * The confirmation's look, every rule under its root's `b-order-confirmation` class. Its own module: the island
 * renders it as a server part (confirmation-root.tsx), so the island's code never carries the text.
 */
export const ConfirmationStyles = scopedStyles({
  componentId: "bs-order-confirmation",
  scope: ".b-order-confirmation",
})`
  display: grid;
  gap: var(--bs-space-lg);
  /* A receipt reads as one column of short lines; wider, the figures drift away from their labels. */
  inline-size: 100%;
  max-inline-size: 40rem;
  margin-inline: auto;
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);
  /* Loading, loaded or failed, the block keeps a screen's height: the footer never jumps up and back. */
  min-block-size: 60vh;
  align-content: start;

  .b-order-confirmation__head {
    display: grid;
    gap: var(--bs-space-sm);
  }

  .b-order-confirmation__title,
  .b-order-confirmation__intro,
  .b-order-confirmation__message {
    margin: 0;
  }

  .b-order-confirmation__intro {
    font-size: var(--bs-font-size-lg);
    color: var(--bs-color-text-muted);
  }

  .b-order-confirmation__receipt {
    display: grid;
    gap: var(--bs-space-md);
    padding: var(--bs-space-md);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-md);
    background: var(--bs-color-surface);

    ${media.desktop} {
      padding: var(--bs-space-lg);
    }
  }

  .b-order-confirmation__details {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--bs-space-xs) var(--bs-space-md);
    margin: 0;

    ${media.desktop} {
      grid-template-columns: 10rem minmax(0, 1fr);
      /* A small label and its larger value read as one line. */
      align-items: baseline;
    }

    dt {
      font-size: var(--bs-font-size-sm);
      font-weight: var(--bs-font-weight-bold);
      color: var(--bs-color-text-muted);
    }

    dd {
      margin: 0 0 var(--bs-space-sm);
    }

    dd p {
      margin: 0;
    }
  }

  .b-order-confirmation__number {
    font-variant-numeric: tabular-nums;
    font-weight: var(--bs-font-weight-bold);
  }

  .b-checkout__renewal {
    font-size: var(--bs-font-size-sm);
    color: var(--bs-color-text-muted);
  }

  .b-checkout__totals {
    padding-block-start: var(--bs-space-md);
    border-block-start: thin solid var(--bs-color-border);
  }

  .b-order-confirmation__actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--bs-space-sm) var(--bs-space-lg);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .b-order-confirmation__message .c-link,
  .b-order-confirmation__actions .c-link {
    display: inline-flex;
    align-items: center;
    /* Touch targets of 44 px: these are the page's only ways on. */
    min-block-size: 2.75rem;
  }
`;
