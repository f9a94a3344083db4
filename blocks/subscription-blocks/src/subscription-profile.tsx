import { useState } from "react";
import { Heading, HeadingSection } from "@broadsheet/components";
import { boolean, defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGIN_URL,
  DEFAULT_OFFER_URL,
  sitePath,
  subscriptionActions,
  type BillingAddress,
} from "@broadsheet/arc-client";
import { LoadError } from "./load-error";
import { Panel } from "./panel.styles";
import { list, record, text as readText } from "./read";
import type { SubscriptionSales } from "./sales-sdk";
import { SAMPLE_SUBSCRIPTIONS } from "./sample";
import { SubscriptionCard, type CancelReason, type CardAction, type CardPanel } from "./subscription-card";
import { loadSubscriptions, type SubscriptionView } from "./subscription-data";
import { useLoad } from "./use-load";
import { useReader } from "./use-reader";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  offerURL: text({
    label: "Offer page",
    description: "Where a terminated subscription's link leads",
    defaultValue: DEFAULT_OFFER_URL,
  }),
  updatePaymentURL: text({
    label: "Update payment method page",
    description: "Linked from each card paid by card, with the card's paymentMethodID",
    defaultValue: "/account/payment-method/",
  }),
  showCancelLink: boolean({
    label: "Cancel",
    description: "Let readers cancel an active subscription",
    defaultValue: true,
  }),
  showResubscribeLink: boolean({
    label: "Resubscribe",
    description: "Let readers resubscribe to a canceled subscription",
    defaultValue: true,
  }),
});

interface Profile {
  subscriptions: SubscriptionView[];
  cancelReasons: CancelReason[];
}

/** The config's cancel reasons; without them (or without the config) cancelling asks for none. */
async function cancelReasonsOf(sales: SubscriptionSales): Promise<CancelReason[]> {
  try {
    return list(record(await sales.getConfig()).cancelReasons)
      .map(record)
      .map((one) => ({ reasonCode: readText(one.reasonCode), reason: readText(one.reason) }))
      .filter((one) => one.reasonCode !== "" && one.reason !== "");
  } catch {
    return [];
  }
}

async function loadProfile(sales: SubscriptionSales): Promise<Profile> {
  const [subscriptions, cancelReasons] = await Promise.all([loadSubscriptions(sales), cancelReasonsOf(sales)]);
  return { subscriptions, cancelReasons };
}

/**
 * Subscription management (content-and-presentation's subscription profile; commerce-and-identity §4
 * "Subscription status"): the reader's subscriptions with their status badges, next dates and payment cards;
 * cancel (Active) and resubscribe (Canceled) behind confirmations, then the list is read again; a link to the
 * offers for a terminated one; the billing address of an Active or Canceled one, changed in place (§7). Cancel and resubscribe failures are only logged (spec); a list that cannot be
 * read says so with a retry. Signed-out visitors go to log in; the editor shows sample subscriptions.
 */
export const SubscriptionProfile = defineBlock({
  name: "subscription-profile",
  kind: "feature",
  label: "Subscription management",
  description: "The reader's subscriptions: status, payment card, billing address, cancel and resubscribe.",
  // The page's purpose, and it must redirect a signed-out visitor soon.
  hydration: "eager",
  fields,
  render: function SubscriptionProfileView({ customFields }) {
    const phrases = usePhrases();
    const reader = useReader(customFields.loginURL);
    const { loaded, reload } = useLoad("subscriptions", reader.signedIn, async () => loadProfile(await reader.sales()));
    const [selected, setSelected] = useState<{ id: number; action: CardPanel } | null>(null);
    const [busy, setBusy] = useState(false);
    const offerURL = sitePath(customFields.offerURL, DEFAULT_OFFER_URL);
    const updatePaymentURL = sitePath(customFields.updatePaymentURL, "/account/payment-method/");
    const settings = {
      allowCancel: customFields.showCancelLink,
      allowResubscribe: customFields.showResubscribeLink,
    };

    const act = async (id: number, action: CardAction, reason: CancelReason | null) => {
      if (busy) return;
      if (reader.isAdmin) {
        setSelected(null);
        return;
      }
      setBusy(true);
      try {
        const sales = await reader.sales();
        if (action === "cancel") await sales.cancelSubscription(id, reason?.reason, reason?.reasonCode);
        else await sales.rescueSubscription(id);
      } catch (error) {
        // The spec's rule: a failed cancel or rescue is logged, and the list shows the status Sales keeps.
        console.error(`[subscription-blocks] ${action} of subscription ${id} failed`, error);
      } finally {
        setSelected(null);
        setBusy(false);
        reload();
      }
    };

    // A failure stays in the form with what the reader typed (SubmitForm shows it); only success closes it.
    const saveAddress = async (id: number, address: BillingAddress) => {
      if (!reader.isAdmin) {
        try {
          await (await reader.sales()).updateBillingAddress(address, id);
        } catch (error) {
          console.error(`[subscription-blocks] address change of subscription ${id} failed`, error);
          throw error;
        }
      }
      setSelected(null);
      if (!reader.isAdmin) reload();
    };

    const title = (
      <Heading className="b-subscriptions__title">{phrases.t("subscription-blocks.profile-title")}</Heading>
    );
    const profile: Profile | null = reader.isAdmin
      ? { subscriptions: [...SAMPLE_SUBSCRIPTIONS], cancelReasons: [] }
      : loaded.data;

    if (profile === null) {
      return (
        <Panel className="b-subscriptions b-subscriptions--profile" aria-busy={loaded.status !== "error"}>
          {title}
          {loaded.status === "error" ? (
            <LoadError message={phrases.t("subscription-blocks.load-error")} onRetry={reload} />
          ) : null}
        </Panel>
      );
    }

    return (
      <Panel
        className="b-subscriptions b-subscriptions--profile"
        aria-busy={loaded.status === "loading" && !reader.isAdmin}
      >
        {title}
        {loaded.status === "error" && !reader.isAdmin ? (
          <LoadError message={phrases.t("subscription-blocks.load-error")} onRetry={reload} />
        ) : null}
        {profile.subscriptions.length === 0 ? (
          <p className="b-subscriptions__empty">{phrases.t("subscription-blocks.none")}</p>
        ) : (
          <HeadingSection>
            <ul className="b-subscriptions__list">
              {profile.subscriptions.map((subscription) => {
                const id = subscription.subscriptionID;
                return (
                  <SubscriptionCard
                    key={id}
                    subscription={subscription}
                    actions={subscriptionActions(subscription.status, settings)}
                    offerURL={offerURL}
                    updatePaymentURL={updatePaymentURL}
                    cancelReasons={profile.cancelReasons}
                    locale={reader.locale}
                    confirming={selected?.id === id ? selected.action : null}
                    busy={busy}
                    onAsk={(action) => setSelected({ id, action })}
                    onDecline={() => setSelected(null)}
                    onConfirm={(action, reason) => void act(id, action, reason)}
                    onSaveAddress={(address) => saveAddress(id, address)}
                  />
                );
              })}
            </ul>
          </HeadingSection>
        )}
      </Panel>
    );
  },
});

export type SubscriptionProfileFields = CustomFieldsOf<typeof SubscriptionProfile>;
