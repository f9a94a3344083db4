import { usePhrases } from "@broadsheet/kit";
import { formatPhrase, renewalTerms } from "@broadsheet/arc-client";
import type { CheckoutLine } from "./checkout-data";

export interface PriceLineProps {
  line: CheckoutLine;
  /** The order's currency, in which the renewal terms are worded. */
  currency: string;
  locale: string;
}

/**
 * One bought price as the reader is told about it (§2 Review "price name and description, automatic-renewal
 * terms with rates"): on Review before paying, and on the confirmation after, in the same words.
 */
export function PriceLine({ line, currency, locale }: PriceLineProps) {
  const phrases = usePhrases();
  const terms = renewalTerms(line.rates, currency, locale);
  return (
    <>
      <p>
        <strong>{line.priceName || line.name}</strong>
      </p>
      {line.priceDescription ? <p>{line.priceDescription}</p> : null}
      {terms ? (
        <p className="b-checkout__renewal">
          {phrases.t("checkout-block.renewal", { terms: formatPhrase(terms, phrases.t) })}
        </p>
      ) : null}
    </>
  );
}
