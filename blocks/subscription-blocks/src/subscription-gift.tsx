import { useEffect, useState } from "react";
import { Heading, SubmitForm, TextInput } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL, PHRASES } from "@broadsheet/arc-client";
import { Panel } from "./panel.styles";
import { useReader } from "./use-reader";

/** The address's parameter carrying a bought gift's redeem code (the link checkout or an email gives the buyer). */
export const GIFT_CODE_PARAM = "redeemCode";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page and its code)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
});

interface Sent {
  name: string;
  email: string;
  code: string;
}

/**
 * Giving a bought gift subscription to someone (commerce-and-identity §7 PUT subscription/gift/{id}): the gift's
 * redeem code (from `?redeemCode=` or typed), the recipient's name and email and an optional note. Sales tells
 * the recipient; the buyer sees the code the recipient redeems. Signed-out visitors log in first.
 */
export const SubscriptionGift = defineBlock({
  name: "subscription-gift",
  kind: "feature",
  label: "Gift a subscription",
  description: "Send a bought gift subscription to its recipient.",
  hydration: "eager",
  fields,
  render: function SubscriptionGiftView({ customFields }) {
    const phrases = usePhrases();
    const t = phrases.t.bind(phrases);
    const reader = useReader(customFields.loginURL);
    const [code, setCode] = useState("");
    const [sent, setSent] = useState<Sent | null>(null);

    // The address is the browser's: read after hydration, so the first render matches the server's.
    useEffect(() => {
      setCode(new URLSearchParams(window.location.search).get(GIFT_CODE_PARAM)?.trim() ?? "");
    }, []);

    const title = <Heading className="b-subscriptions__title">{t("subscription-blocks.gift-title")}</Heading>;
    if (!reader.isAdmin && !reader.signedIn) {
      return (
        <Panel className="b-subscriptions b-subscriptions--gift" aria-busy="true">
          {title}
        </Panel>
      );
    }
    return (
      <Panel className="b-subscriptions b-subscriptions--gift">
        {title}
        {sent === null ? (
          <SubmitForm
            key={code}
            aria-label={t("subscription-blocks.gift-title")}
            submitLabel={t("subscription-blocks.gift-send")}
            validation="fields"
            cannotSubmit={reader.isAdmin}
            errorOf={() => t("subscription-blocks.gift-error")}
            onSubmit={async (values) => {
              const recipient = { email: values("email").trim(), name: values("name").trim() };
              const note = values("note").trim();
              const redeemCode = values("code").trim();
              await (await reader.sales()).setGiftRecipient(redeemCode, note ? { ...recipient, note } : recipient);
              setSent({ ...recipient, code: redeemCode });
            }}
          >
            <p className="b-subscriptions__intro">{t("subscription-blocks.gift-intro")}</p>
            <TextInput
              name="code"
              label={t("subscription-blocks.gift-code")}
              defaultValue={code}
              autoComplete="off"
              required
            />
            <TextInput name="name" label={t("subscription-blocks.gift-name")} autoComplete="off" required />
            <TextInput
              type="email"
              name="email"
              label={t("subscription-blocks.gift-email")}
              autoComplete="off"
              required
              validationErrorMessage={t(PHRASES.emailRequirements)}
            />
            <TextInput name="note" label={t("subscription-blocks.gift-note")} autoComplete="off" maxLength={500} />
          </SubmitForm>
        ) : null}
        <p className="b-subscriptions__status" role="status">
          {sent ? t("subscription-blocks.gift-sent", { ...sent }) : ""}
        </p>
      </Panel>
    );
  },
});

export type SubscriptionGiftFields = CustomFieldsOf<typeof SubscriptionGift>;
