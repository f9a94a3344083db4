import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL } from "@broadsheet/arc-client";
import { ActiveSubscriptions } from "./active-subscriptions";
import { SharingCard } from "./sharing-card";
import { useReader } from "./use-reader";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
});

/**
 * Sharing a subscription with associates: for each active subscription, whom it is shared with (stop sharing
 * each) and a form inviting one more by email, within the product's limit. Signed-out visitors go to log in;
 * the editor shows a sample.
 */
export const SubscriptionSharing = defineBlock({
  name: "subscription-sharing",
  kind: "feature",
  label: "Subscription sharing",
  description: "Share a subscription with associates, and stop sharing it.",
  hydration: "visible",
  fields,
  render: function SubscriptionSharingView({ customFields }) {
    const phrases = usePhrases();
    const reader = useReader(customFields.loginURL);
    return (
      <ActiveSubscriptions
        reader={reader}
        name="sharing"
        title={phrases.t("subscription-blocks.sharing-title")}
        empty={phrases.t("subscription-blocks.sharing-none")}
      >
        {(subscription) => <SharingCard reader={reader} subscription={subscription} />}
      </ActiveSubscriptions>
    );
  },
});

export type SubscriptionSharingFields = CustomFieldsOf<typeof SubscriptionSharing>;
