import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL, fetchOffer } from "@broadsheet/arc-client";
import { ActiveSubscriptions } from "./active-subscriptions";
import { ChangeCard } from "./change-card";
import { LoadError } from "./load-error";
import { SAMPLE_OFFER } from "./sample";
import { useLoad } from "./use-load";
import { useReader } from "./use-reader";

const fields = defineFields({
  campaignCode: text({
    label: "Campaign code",
    description: "The retail campaign whose prices the reader may move to",
    defaultValue: "default",
  }),
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
});

/**
 * Upgrade or downgrade: for each active subscription, the other plans of its product in the campaign's offer
 * (retail), with their prices and renewal terms, and the change Sales proposes before the reader confirms it.
 * Signed-out visitors go to log in; the editor shows a sample without calls.
 */
export const SubscriptionChange = defineBlock({
  name: "subscription-change",
  kind: "feature",
  label: "Change subscription plan",
  description: "Upgrade or downgrade a subscription to another plan of its product.",
  hydration: "visible",
  fields,
  render: function SubscriptionChangeView({ customFields }) {
    const phrases = usePhrases();
    const reader = useReader(customFields.loginURL);
    const campaign = customFields.campaignCode?.trim() || "default";
    const offer = useLoad(`the offer ${campaign}`, reader.signedIn, () =>
      fetchOffer({ site: reader.arcSite, properties: reader.siteProperties }, campaign),
    );
    return (
      <ActiveSubscriptions
        reader={reader}
        name="change"
        title={phrases.t("subscription-blocks.change-title")}
        empty={phrases.t("subscription-blocks.change-no-subscription")}
      >
        {(subscription, reload) =>
          !reader.isAdmin && offer.loaded.status === "error" ? (
            <LoadError message={phrases.t("subscription-blocks.offer-error")} onRetry={offer.reload} />
          ) : reader.isAdmin || offer.loaded.data ? (
            <ChangeCard
              reader={reader}
              subscription={subscription}
              offer={reader.isAdmin ? SAMPLE_OFFER : offer.loaded.data}
              onChanged={reload}
            />
          ) : null
        }
      </ActiveSubscriptions>
    );
  },
});

export type SubscriptionChangeFields = CustomFieldsOf<typeof SubscriptionChange>;
