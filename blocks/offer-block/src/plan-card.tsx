import { Button, Heading } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  formatPhrase,
  formatPrice,
  rateTerms,
  renewalTerms,
  toAmount,
  type OfferFeature,
  type PricingStrategy,
} from "@broadsheet/arc-client";

export interface PlanCardProps {
  productName: string;
  features: readonly OfferFeature[];
  strategy: PricingStrategy;
  locale: string;
  /** The editors' pick (the block's recommended plan): marked, and drawn to stand out. */
  recommended: boolean;
  /** A choice is being made (this plan's or another's): every card waits. */
  busy: boolean;
  onChoose: () => void;
}

/**
 * One plan: its name, what the first charge is and how it renews (from the price's rates, worded in the site's
 * language), the product's features and the button that chooses it. Every figure comes from the retail API.
 */
export function PlanCard({ productName, features, strategy, locale, recommended, busy, onChoose }: PlanCardProps) {
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const name = strategy.name || productName;
  // Two products may each have a "Monthly" price: the button and list say which product too.
  const label =
    productName && productName !== name ? t("offer-block.plan-name", { product: productName, plan: name }) : name;
  const [first, ...later] = strategy.rates;
  // A trial leads with what it is ("Free for 4 weeks") and goes on with what follows, never a large "$0.00".
  const trial = first && toAmount(first.amount) === 0 ? rateTerms(first, strategy.currencyCode, locale) : null;
  const price = trial ? formatPhrase(trial, t) : first ? formatPrice(first.amount, strategy.currencyCode, locale) : "";
  const rest = trial ? renewalTerms(later, strategy.currencyCode, locale) : null;
  const terms = trial
    ? rest && t("offer-block.after-trial", { terms: formatPhrase(rest, t) })
    : (() => {
        const all = renewalTerms(strategy.rates, strategy.currencyCode, locale);
        return all && formatPhrase(all, t);
      })();
  return (
    <li className={`b-offer__plan${recommended ? " b-offer__plan--recommended" : ""}`}>
      {recommended ? <p className="b-offer__badge">{t("offer-block.recommended")}</p> : null}
      <Heading className="b-offer__plan-name">{name}</Heading>
      {productName && productName !== name ? <p className="b-offer__product">{productName}</p> : null}
      {price ? <p className="b-offer__price">{price}</p> : null}
      {terms ? <p className="b-offer__terms">{terms}</p> : null}
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
