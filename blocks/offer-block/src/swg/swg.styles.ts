import { styled } from "@broadsheet/style";

/** Subscribe with Google under the plans: its line and button, a status line and, after a failure, the retry. */
export const SwgRoot = styled.div.withConfig({ componentId: "bs-offer-swg" })`
  display: grid;
  gap: var(--bs-space-sm);
  justify-items: start;
  /* The button's row is kept while Google's client loads, so the lines below it do not move when it shows. */
  min-block-size: calc(var(--bs-space-lg) * 2);
  padding-block-start: var(--bs-space-md);
  border-block-start: 1px solid var(--bs-color-border);
  .b-offer__swg-intro,
  .b-offer__swg-status {
    margin: 0;
  }
  .b-offer__swg-status:empty {
    display: none;
  }
  .b-offer__swg-failed {
    display: grid;
    gap: var(--bs-space-sm);
  }
`;
