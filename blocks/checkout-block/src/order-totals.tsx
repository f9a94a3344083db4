import { usePhrases } from "@broadsheet/kit";
import { styled } from "@broadsheet/style";
import { formatPrice } from "@broadsheet/arc-client";
import type { CheckoutTotals } from "./checkout-data";

/** The totals' list, in the sidebar, on Review and on the confirmation alike (not only under the checkout's root). */
const StyledTotals = styled.dl.withConfig({ componentId: "bs-checkout-totals" })`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--bs-space-xs) var(--bs-space-md);
  margin: 0;

  dd {
    margin: 0;
    text-align: end;
  }

  .b-checkout__due {
    font-weight: var(--bs-font-weight-bold);
  }
`;

/**
 * Subtotal, sales tax (-- when zero) and due today, each with the currency's symbol, as Sales gave them: in the
 * sidebar, and again on Review, where the sidebar is closed (§2) and the reader must see what the card is
 * charged now, tax included, before pressing Submit.
 */
export interface OrderTotalsProps {
  totals: CheckoutTotals;
  locale: string;
  /** After payment (the confirmation): the total is what was charged, no longer what is due. */
  paid?: boolean;
}

export function OrderTotals({ totals, locale, paid = false }: OrderTotalsProps) {
  const phrases = usePhrases();
  const price = (amount: number) => formatPrice(amount, totals.currency, locale);
  return (
    <StyledTotals className="b-checkout__totals">
      <dt>{phrases.t("checkout-block.subtotal")}</dt>
      <dd>{price(totals.subtotal)}</dd>
      <dt>{phrases.t("checkout-block.sales-tax")}</dt>
      <dd>{totals.tax === 0 ? "--" : price(totals.tax)}</dd>
      <dt className="b-checkout__due">
        {phrases.t(paid ? "checkout-block.total-charged" : "checkout-block.due-today")}
      </dt>
      <dd className="b-checkout__due">{price(totals.total)}</dd>
    </StyledTotals>
  );
}
