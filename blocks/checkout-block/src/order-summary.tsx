import { Heading, HeadingSection, Link } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import type { CheckoutLine, CheckoutTotals } from "./checkout-data";
import { OrderTotals } from "./order-totals";

export interface OrderSummaryProps {
  lines: readonly CheckoutLine[];
  /** The order's totals once it exists (tax from the billing address), the cart's before. */
  totals: CheckoutTotals;
  offerURL: string;
  locale: string;
}

/**
 * §2 Sidebar: the order summary with each product's features, its totals and a link to the offers.
 */
export function OrderSummary({ lines, totals, offerURL, locale }: OrderSummaryProps) {
  const phrases = usePhrases();
  return (
    <aside className="b-checkout__sidebar" aria-labelledby="b-checkout-summary-title">
      <Heading id="b-checkout-summary-title" className="b-checkout__summary-title">
        {phrases.t("checkout-block.order-summary")}
      </Heading>
      <HeadingSection>
        <ul className="b-checkout__lines">
          {lines.map((line) => (
            <li key={`${line.sku} ${line.priceCode}`} className="b-checkout__line">
              <Heading className="b-checkout__line-name">{line.priceName || line.name}</Heading>
              {line.name && line.priceName ? <p className="b-checkout__note">{line.name}</p> : null}
              {line.features.length > 0 ? (
                <ul className="b-checkout__features" aria-label={phrases.t("checkout-block.features")}>
                  {line.features.map((feature) => (
                    <li key={feature.id}>{feature.featureText}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </HeadingSection>
      <OrderTotals totals={totals} locale={locale} />
      <Link href={offerURL}>{phrases.t("checkout-block.view-offers")}</Link>
    </aside>
  );
}
