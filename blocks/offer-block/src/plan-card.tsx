import { Button, Heading } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  formatPhrase,
  formatPrice,
  renewalTerms,
  type OfferFeature,
  type PricingStrategy,
} from "@broadsheet/arc-client";

export interface PlanCardProps {
  productName: string;
  features: readonly OfferFeature[];
  strategy: PricingStrategy;
  locale: string;
  /** A choice is being made (this plan's or another's): every card waits. */
  busy: boolean;
  onChoose: () => void;
}

/**
 * One plan: its name, what the first charge is and how it renews (from the price's rates, worded in the site's
 * language), the product's features and the button that chooses it. Every figure comes from the retail API.
 */
export function PlanCard({ productName, features, strategy, locale, busy, onChoose }: PlanCardProps) {
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const name = strategy.name || productName;
  // Two products may each have a "Monthly" price: the button and list say which product too.
  const label =
    productName && productName !== name ? t("offer-block.plan-name", { product: productName, plan: name }) : name;
  const first = strategy.rates[0];
  const price = first ? formatPrice(first.amount, strategy.currencyCode, locale) : "";
  const terms = renewalTerms(strategy.rates, strategy.currencyCode, locale);
  return (
    <li className="b-offer__plan">
      <Heading className="b-offer__plan-name">{name}</Heading>
      {productName && productName !== name ? <p className="b-offer__product">{productName}</p> : null}
      {price ? <p className="b-offer__price">{price}</p> : null}
      {terms ? <p className="b-offer__terms">{formatPhrase(terms, t)}</p> : null}
      {strategy.summary || strategy.description ? (
        <p className="b-offer__summary">{strategy.summary || strategy.description}</p>
      ) : null}
      {features.length > 0 ? (
        <ul className="b-offer__features" aria-label={t("offer-block.features", { plan: label })}>
          {features.map((feature) => (
            <li key={feature.id}>{feature.featureText}</li>
          ))}
        </ul>
      ) : null}
      <Button className="b-offer__choose" variant="primary" fullWidth disabled={busy} onClick={onChoose}>
        {t("offer-block.choose", { plan: label })}
      </Button>
    </li>
  );
}
