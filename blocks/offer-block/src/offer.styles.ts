import { styled } from "@broadsheet/style";

/** The offer: a title, a subtitle and the plans side by side where there is room, one above the other otherwise. */
export const OfferRoot = styled.section.withConfig({ componentId: "bs-offer" })`
  display: grid;
  gap: var(--bs-space-lg);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);

  /*
   * The plans arrive after hydration and their height depends on the campaign: the block keeps a viewport's
   * height whether loading or loaded, so what follows starts below the fold and never jumps in view.
   */
  min-block-size: 100vh;
  min-block-size: 100svh;
  align-content: start;
  .b-offer__title {
    margin: 0;
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-3xl);
    line-height: var(--bs-line-height-tight);
  }
  .b-offer__subtitle,
  .b-offer__login,
  .b-offer__message {
    margin: 0;
  }
  .b-offer__subtitle {
    font-size: var(--bs-font-size-lg);
    color: var(--bs-color-text-muted);
  }
  .b-offer__plans {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: var(--bs-space-md);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .b-offer__plan {
    display: flex;
    flex-direction: column;
    gap: var(--bs-space-sm);
    padding: var(--bs-space-md);
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-md);
  }
  /* The editors' pick: a heavier frame in the action colour, and its label on the frame's top edge. */
  .b-offer__plan--recommended {
    border: 2px solid var(--bs-color-primary);
    padding: calc(var(--bs-space-md) - 1px);
  }
  .b-offer__badge {
    align-self: flex-start;
    margin: 0;
    padding: 0 var(--bs-space-sm);
    border-radius: var(--bs-radius-pill);
    background: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
    font-family: var(--bs-font-ui);
    font-size: var(--bs-font-size-xs);
    font-weight: var(--bs-font-weight-bold);
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .b-offer__plan-name,
  .b-offer__product,
  .b-offer__price,
  .b-offer__terms,
  .b-offer__summary {
    margin: 0;
  }
  .b-offer__price {
    font-size: var(--bs-font-size-2xl);
    font-weight: var(--bs-font-weight-bold);
  }
  .b-offer__terms,
  .b-offer__product {
    color: var(--bs-color-text-muted);
    font-size: var(--bs-font-size-sm);
  }
  .b-offer__features {
    flex: 1;
    margin: 0;
    padding-inline-start: var(--bs-space-lg);
  }
  .b-offer__error:empty {
    display: none;
  }
  .b-offer__error {
    margin: 0;
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-danger);
    background: var(--bs-color-danger-surface);
  }
`;
