import { Fragment, type ReactNode } from "react";
import { Link, SubmitForm } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { BotChallenge, type BotChallengeHandle } from "@broadsheet/arc-client";
import type { CheckoutLine, CheckoutOrder } from "./checkout-data";
import { OrderTotals } from "./order-totals";
import { PriceLine } from "./price-line";

export interface ReviewFormProps {
  order: CheckoutOrder;
  lines: readonly CheckoutLine[];
  locale: string;
  payPal: boolean;
  termsOfSaleURL: string;
  termsOfServiceURL: string;
  challenge: BotChallengeHandle;
  /** What the button says while the payment runs (PayPal's processing or redirect labels). */
  busyLabel: string | null;
  leaving: boolean;
  onSubmit: () => Promise<void>;
  errorOf: (thrown: unknown) => string | null;
}

/** A phrase with `{{name}}` markers replaced by elements (the terms' links), so each locale orders its sentence. */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{links[part] ?? part}</Fragment> : part));
}

/**
 * §2 Review: each price's name and description with its automatic-renewal terms, the order's totals with the tax
 * its billing address brought (what the card is charged now), the sales-tax note, the terms of sale and of service
 * with their links, the bot challenge when required, and the submit button.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { order, lines, locale, payPal, challenge } = props;
  const phrases = usePhrases();
  const t = phrases.t;
  const taxInclusive = lines.some((line) => line.taxInclusive);
  return (
    <SubmitForm
      aria-label={t("checkout-block.review")}
      submitLabel={props.busyLabel ?? t(payPal ? "checkout-block.submit-paypal" : "checkout-block.submit-payment")}
      onSubmit={props.onSubmit}
      errorOf={props.errorOf}
      cannotSubmit={props.leaving}
      ready={() => {
        if (!challenge.missing) return true;
        challenge.failed(null);
        return false;
      }}
      footer={<BotChallenge challenge={challenge} />}
    >
      <ul className="b-checkout__review-lines">
        {lines.map((line) => (
          <li key={`${line.sku} ${line.priceCode}`}>
            <PriceLine line={line} currency={order.currency} locale={locale} />
          </li>
        ))}
      </ul>
      <OrderTotals totals={order} locale={locale} />
      <p className="b-checkout__note">{t(taxInclusive ? "checkout-block.tax-included" : "checkout-block.tax-note")}</p>
      <p className="b-checkout__terms">
        {withLinks(t("checkout-block.terms", { sale: "{{sale}}", service: "{{service}}" }), {
          sale: <Link href={props.termsOfSaleURL}>{t("checkout-block.terms-of-sale")}</Link>,
          service: <Link href={props.termsOfServiceURL}>{t("checkout-block.terms-of-service")}</Link>,
        })}
      </p>
    </SubmitForm>
  );
}
