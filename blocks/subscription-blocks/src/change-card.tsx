import { useState } from "react";
import { Input, SubmitForm } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import {
  formatPhrase,
  formatPrice,
  renewalTerms,
  type PricingStrategy,
  type RetailOffer,
} from "@broadsheet/arc-client";
import { changePlans } from "./change-plans";
import { Confirmation } from "./confirmation";
import { useFormatDate } from "./format-date";
import { finite, record, text } from "./read";
import type { SubscriptionView } from "./subscription-data";
import type { Reader } from "./use-reader";

interface Proposal {
  sessionId: string;
  plan: PricingStrategy;
  now: boolean;
  charge: number | null;
  refund: number | null;
  currency: string;
  nextDate: number | null;
}

export interface ChangeCardProps {
  reader: Reader;
  subscription: SubscriptionView;
  offer: RetailOffer | null;
  /** The subscription list is read again after a change. */
  onChanged: () => void;
}

/**
 * Moving one subscription to another plan of its product (§7 upgradedowngrade): the reader picks a plan and when
 * it starts; Sales proposes the change (its price and renewal terms, what is charged or refunded now, the next
 * payment date); confirming makes it, declining keeps the current plan. Every figure is Sales' or retail's.
 */
export function ChangeCard({ reader, subscription, offer, onChanged }: ChangeCardProps) {
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const formatDate = useFormatDate();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState("");
  const { current, options } = changePlans(offer, subscription);
  const locale = reader.locale;

  const describe = (plan: PricingStrategy) => {
    const terms = renewalTerms(plan.rates, plan.currencyCode, locale);
    return terms ? `${plan.name}: ${formatPhrase(terms, t)}` : plan.name;
  };

  const confirm = async () => {
    if (!proposal || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await (await reader.sales()).finalizeSubscriptionChange(proposal.sessionId);
      setDone(
        proposal.now
          ? t("subscription-blocks.change-done", { plan: proposal.plan.name })
          : t("subscription-blocks.change-scheduled", {
              plan: proposal.plan.name,
              date: formatDate(proposal.nextDate),
            }),
      );
      setProposal(null);
      onChanged();
    } catch (error) {
      console.error(`[subscription-blocks] changing subscription ${subscription.subscriptionID} failed`, error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {current ? (
        <p className="b-subscriptions__message">
          {t("subscription-blocks.change-current", { plan: describe(current) })}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className="b-subscriptions__message">{t("subscription-blocks.change-none")}</p>
      ) : proposal ? (
        <Confirmation
          confirmLabel={t("subscription-blocks.change-confirm")}
          declineLabel={t("subscription-blocks.change-decline")}
          busy={busy}
          onConfirm={() => void confirm()}
          onDecline={() => {
            setFailed(false);
            setProposal(null);
          }}
        >
          <p>{t("subscription-blocks.change-new-plan", { plan: describe(proposal.plan) })}</p>
          {proposal.now && proposal.charge !== null ? (
            <p>
              {t("subscription-blocks.change-charge", {
                price: formatPrice(proposal.charge, proposal.currency, locale),
              })}
            </p>
          ) : null}
          {proposal.refund ? (
            <p>
              {t("subscription-blocks.change-refund", {
                price: formatPrice(proposal.refund, proposal.currency, locale),
              })}
            </p>
          ) : null}
          {proposal.nextDate !== null ? (
            <p>
              {t(proposal.now ? "subscription-blocks.change-next" : "subscription-blocks.change-starts", {
                date: formatDate(proposal.nextDate),
              })}
            </p>
          ) : null}
          <p className="b-subscriptions__alert" role="alert">
            {failed ? t("subscription-blocks.change-error") : ""}
          </p>
        </Confirmation>
      ) : (
        <SubmitForm
          aria-label={t("subscription-blocks.change-form", { product: subscription.productName })}
          submitLabel={t("subscription-blocks.change-review")}
          validation="fields"
          cannotSubmit={reader.isAdmin}
          errorOf={() => t("subscription-blocks.change-error")}
          onSubmit={async (values) => {
            const plan = options.find((one) => one.priceCode === values("plan"));
            if (!plan) return;
            const now = values("when") === "now";
            setDone("");
            const answer = record(
              await (
                await reader.sales()
              ).initializeSubscriptionChange(
                subscription.subscriptionID,
                plan.priceCode,
                now ? "NOW" : "END_OF_CURRENT_TERM",
                // Starting now gives up the rest of the term (refunded); at its end, the term runs out as paid.
                now ? "ENDS" : "CONTINUES",
              ),
            );
            const sessionId = text(answer.sessionId);
            if (sessionId === "") throw new Error("upgradedowngrade answered no session");
            setProposal({
              sessionId,
              plan,
              now,
              charge: finite(answer.proposedCharge),
              refund: finite(answer.proposedRefundAmount),
              currency: text(answer.currency) || plan.currencyCode,
              nextDate: finite(answer.proposedNextEventDate),
            });
          }}
        >
          <Input
            type="radio"
            name="plan"
            label={t("subscription-blocks.change-plan")}
            required
            options={options.map((plan) => ({
              value: plan.priceCode,
              label: describe(plan),
            }))}
          />
          <Input
            type="radio"
            name="when"
            label={t("subscription-blocks.change-when")}
            defaultValue="end"
            options={[
              { value: "end", label: t("subscription-blocks.change-at-end") },
              { value: "now", label: t("subscription-blocks.change-now") },
            ]}
          />
        </SubmitForm>
      )}
      <p className="b-subscriptions__status" role="status">
        {done}
      </p>
    </>
  );
}
