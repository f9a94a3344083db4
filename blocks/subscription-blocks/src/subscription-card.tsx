import { useEffect, useRef, useState } from "react";
import { Badge, Button, CloseIcon, DateTime, Heading, Link, type BadgeVariant } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  BillingAddressSummary,
  subscriptionStatus,
  type BillingAddress,
  type SubscriptionActions,
  type SubscriptionStatus,
} from "@broadsheet/arc-client";
import { AddressChange } from "./address-change";
import { Confirmation } from "./confirmation";
import { useFormatDate } from "./format-date";
import { PaymentMethod } from "./payment-method";
import type { SubscriptionView } from "./subscription-data";

/** A cancel reason of the Sales config (`cancelReasons`), offered when cancelling. */
export interface CancelReason {
  reasonCode: string;
  reason: string;
}

export type CardAction = "cancel" | "resubscribe";
/** What may open in place of a card's actions: a confirmation, or the billing address form. */
export type CardPanel = CardAction | "change-address";

export interface SubscriptionCardProps {
  subscription: SubscriptionView;
  actions: SubscriptionActions;
  offerURL: string;
  /** The update-payment-method page; the card's paymentMethodID is added to it. */
  updatePaymentURL: string;
  cancelReasons: readonly CancelReason[];
  /** The site's locale, naming the address's country. */
  locale: string;
  /** What is open in place of this card's actions, if anything. */
  confirming: CardPanel | null;
  busy: boolean;
  onAsk: (panel: CardPanel) => void;
  onDecline: () => void;
  onConfirm: (action: CardAction, reason: CancelReason | null) => void;
  onSaveAddress: (address: BillingAddress) => Promise<void>;
}

const BADGES: Record<SubscriptionStatus, { variant: BadgeVariant; phrase: string; dateLabel: string }> = {
  Active: { variant: "success", phrase: "subscription-blocks.status-active", dateLabel: "subscription-blocks.renews" },
  Canceled: {
    variant: "warning",
    phrase: "subscription-blocks.status-canceled",
    dateLabel: "subscription-blocks.ends",
  },
  Terminated: {
    variant: "light",
    phrase: "subscription-blocks.status-terminated",
    dateLabel: "subscription-blocks.ended",
  },
};

/**
 * One subscription: its product, status badge (§4), next date, the card paying for it, its billing address and
 * the actions §4 allows, each behind an inline confirmation, and the billing address form opening in their place.
 * A canceled one carries a notice the reader may dismiss.
 */
export function SubscriptionCard(props: SubscriptionCardProps) {
  const { subscription, actions, offerURL, updatePaymentURL, cancelReasons, locale, confirming, busy } = props;
  const method = subscription.currentPaymentMethod;
  const { onAsk, onDecline, onConfirm, onSaveAddress } = props;
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const formatDate = useFormatDate();
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const [reasonCode, setReasonCode] = useState("");
  const status = subscriptionStatus(subscription.status);
  const badge = status ? BADGES[status] : null;

  // Focus follows the confirmation: back to what opened it when declined, to the card once an action ran (its
  // buttons change with the new status).
  const card = useRef<HTMLLIElement>(null);
  const actionRow = useRef<HTMLDivElement>(null);
  const opened = useRef<CardPanel | null>(null);
  const ran = useRef(false);
  useEffect(() => {
    if (confirming) {
      opened.current = confirming;
      return;
    }
    if (opened.current === null) return;
    const target = ran.current
      ? null
      : actionRow.current?.querySelector<HTMLElement>(`.b-subscriptions__${opened.current}`);
    (target ?? card.current)?.focus();
    opened.current = null;
    ran.current = false;
  }, [confirming]);

  const confirm = (action: CardAction) => {
    ran.current = true;
    onConfirm(action, cancelReasons.find((one) => one.reasonCode === reasonCode) ?? null);
  };
  const nextDate = formatDate(subscription.nextEventDateUTC);

  return (
    <li ref={card} className="b-subscriptions__card" tabIndex={-1}>
      <div className="b-subscriptions__card-head">
        <Heading className="b-subscriptions__product">
          {subscription.productName || t("subscription-blocks.subscription")}
        </Heading>
        {badge ? <Badge variant={badge.variant}>{t(badge.phrase)}</Badge> : null}
      </div>
      <dl className="b-subscriptions__facts">
        {badge && subscription.nextEventDateUTC !== null ? (
          <>
            <dt>{t(badge.dateLabel)}</dt>
            <dd>
              <DateTime date={subscription.nextEventDateUTC} />
            </dd>
          </>
        ) : null}
        {subscription.currentPaymentMethod ? (
          <>
            <dt>{t("subscription-blocks.payment-method")}</dt>
            <dd>
              <PaymentMethod method={subscription.currentPaymentMethod} />
              {method?.paymentMethodID && status !== "Terminated" ? (
                <Link
                  className="b-subscriptions__update-payment"
                  href={`${updatePaymentURL}${updatePaymentURL.includes("?") ? "&" : "?"}paymentMethodID=${method.paymentMethodID}`}
                >
                  {t("subscription-blocks.update-payment")}
                </Link>
              ) : null}
            </dd>
          </>
        ) : null}
        {actions.changeAddress && subscription.billingAddress ? (
          <>
            <dt>{t("subscription-blocks.billing-address")}</dt>
            <dd>
              <BillingAddressSummary
                className="b-subscriptions__address"
                address={subscription.billingAddress}
                locale={locale}
              />
            </dd>
          </>
        ) : null}
      </dl>
      {status === "Canceled" && !noticeDismissed ? (
        <div className="b-subscriptions__notice" role="note">
          <p>
            {nextDate
              ? t("subscription-blocks.canceled-notice", { date: nextDate })
              : t("subscription-blocks.canceled-notice-undated")}
          </p>
          <button
            type="button"
            className="b-subscriptions__dismiss"
            aria-label={t("subscription-blocks.dismiss")}
            onClick={() => {
              setNoticeDismissed(true);
              card.current?.focus();
            }}
          >
            <CloseIcon size="1.25em" />
          </button>
        </div>
      ) : null}
      {confirming === "cancel" ? (
        <Confirmation
          confirmLabel={t("subscription-blocks.cancel-confirm")}
          declineLabel={t("subscription-blocks.cancel-decline")}
          busy={busy}
          onConfirm={() => confirm("cancel")}
          onDecline={onDecline}
        >
          <p>
            {nextDate
              ? t("subscription-blocks.cancel-question", { date: nextDate })
              : t("subscription-blocks.cancel-question-undated")}
          </p>
          {cancelReasons.length > 0 ? (
            <label className="b-subscriptions__reason">
              {t("subscription-blocks.cancel-reason")}{" "}
              <select value={reasonCode} onChange={(event) => setReasonCode(event.target.value)}>
                <option value="">{t("subscription-blocks.cancel-reason-none")}</option>
                {cancelReasons.map((one) => (
                  <option key={one.reasonCode} value={one.reasonCode}>
                    {one.reason}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </Confirmation>
      ) : null}
      {confirming === "resubscribe" ? (
        <Confirmation
          confirmLabel={t("subscription-blocks.resubscribe-confirm")}
          declineLabel={t("subscription-blocks.resubscribe-decline")}
          busy={busy}
          onConfirm={() => confirm("resubscribe")}
          onDecline={onDecline}
        >
          <p>
            {nextDate
              ? t("subscription-blocks.resubscribe-question", { date: nextDate })
              : t("subscription-blocks.resubscribe-question-undated")}
          </p>
        </Confirmation>
      ) : null}
      {confirming === "change-address" ? (
        <AddressChange subscription={subscription} locale={locale} onSave={onSaveAddress} onClose={onDecline} />
      ) : null}
      {confirming === null ? (
        <div ref={actionRow} className="b-subscriptions__actions">
          {actions.cancel ? (
            <Button className="b-subscriptions__cancel" disabled={busy} onClick={() => onAsk("cancel")}>
              {t("subscription-blocks.cancel")}
            </Button>
          ) : null}
          {actions.resubscribe ? (
            <Button
              className="b-subscriptions__resubscribe"
              variant="primary"
              disabled={busy}
              onClick={() => onAsk("resubscribe")}
            >
              {t("subscription-blocks.resubscribe")}
            </Button>
          ) : null}
          {actions.offerLink ? (
            <Button className="b-subscriptions__offers" href={offerURL}>
              {t("subscription-blocks.see-offers")}
            </Button>
          ) : null}
          {actions.changeAddress ? (
            <Button className="b-subscriptions__change-address" disabled={busy} onClick={() => onAsk("change-address")}>
              {t("subscription-blocks.change-address")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
