import type { ComponentType } from "react";
import {
  AmexIcon,
  CreditCardIcon,
  DinersClubIcon,
  DiscoverIcon,
  JcbIcon,
  MastercardIcon,
  UnionPayIcon,
  VisaIcon,
  type IconProps,
} from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { cardBrand, cardLastFour, formatCardExpiry, type CardBrand } from "@broadsheet/arc-client";
import type { SubscriptionPaymentMethod } from "./subscription-data";

const BRAND_ICONS: Record<CardBrand, ComponentType<IconProps>> = {
  visa: VisaIcon,
  mastercard: MastercardIcon,
  amex: AmexIcon,
  discover: DiscoverIcon,
  diners: DinersClubIcon,
  jcb: JcbIcon,
  unionpay: UnionPayIcon,
};

/**
 * The card a subscription is paid with: the brand's mark (named for screen readers by the provider's brand
 * name), its last four digits and its expiry MM/YY. A method that is no card (PayPal) shows its partner's name.
 */
export function PaymentMethod({ method }: { method: SubscriptionPaymentMethod }) {
  const phrases = usePhrases();
  const brand = cardBrand(method.creditCardType);
  const lastFour = cardLastFour(method.lastFour);
  const expiry = formatCardExpiry(method.expiration);
  if (!lastFour) return <span className="b-subscriptions__payment">{method.paymentPartner}</span>;
  const Icon = brand ? BRAND_ICONS[brand] : CreditCardIcon;
  const brandName = method.creditCardType || phrases.t("subscription-blocks.card");
  return (
    <span className="b-subscriptions__payment">
      <Icon size="1.5em" title={brandName} />
      <span>{phrases.t("subscription-blocks.card-ending", { lastFour })}</span>
      {expiry ? <span>{phrases.t("subscription-blocks.card-expires", { expiry })}</span> : null}
    </span>
  );
}
