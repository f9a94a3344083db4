import { useEffect, useState } from "react";
import { Heading, Link, SubmitForm, TextInput } from "@broadsheet/components";
import { defineBlock, defineFields, select, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL, sitePath } from "@broadsheet/arc-client";
import { Panel } from "./panel.styles";
import { record, text as readText } from "./read";
import { productNameOf } from "./redeemed-product";
import { useReader } from "./use-reader";

/** The address's parameter carrying the code, as an invitation's or a gift's link would. */
export const REDEEM_TOKEN_PARAM = "token";

const fields = defineFields({
  redeemType: select({
    label: "What it redeems",
    options: ["invitation", "gift"],
    labels: { invitation: "An associate's invitation", gift: "A gift subscription" },
    defaultValue: "invitation",
  }),
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page and its code)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  manageURL: text({
    label: "Subscriptions page",
    description: "Where the reader manages the subscription once redeemed",
    defaultValue: "/account/subscriptions/",
  }),
});

const PHRASES = {
  invitation: {
    title: "subscription-blocks.redeem-invitation-title",
    intro: "subscription-blocks.redeem-invitation-intro",
  },
  gift: { title: "subscription-blocks.redeem-gift-title", intro: "subscription-blocks.redeem-gift-intro" },
} as const;

/**
 * Redeeming a code another reader sent (commerce-and-identity §7 subscription/redeem, gift/redeem): an
 * associate's invitation or a gift, as the editor chooses. The code comes from the address (`?token=`) or is
 * typed; the reader confirms with the button, signed in (a signed-out visitor logs in first and comes back with
 * the code). The editor's preview sends nothing.
 */
export const SubscriptionRedeem = defineBlock({
  name: "subscription-redeem",
  kind: "feature",
  label: "Redeem a subscription",
  description: "Redeem an associate's invitation or a gift subscription with its code.",
  // The page's purpose: a reader arrives from a link to redeem.
  hydration: "eager",
  fields,
  render: function SubscriptionRedeemView({ customFields }) {
    const phrases = usePhrases();
    const t = phrases.t.bind(phrases);
    const reader = useReader(customFields.loginURL);
    const [token, setToken] = useState("");
    const [redeemed, setRedeemed] = useState<string | null>(null);
    const kind = customFields.redeemType;
    const manageURL = sitePath(customFields.manageURL, "/account/subscriptions/");

    // The address is the browser's: read after hydration, so the first render matches the server's.
    useEffect(() => {
      setToken(new URLSearchParams(window.location.search).get(REDEEM_TOKEN_PARAM)?.trim() ?? "");
    }, []);

    const title = <Heading className="b-subscriptions__title">{t(PHRASES[kind].title)}</Heading>;
    if (!reader.isAdmin && !reader.signedIn) {
      return (
        <Panel className="b-subscriptions b-subscriptions--redeem" aria-busy="true">
          {title}
        </Panel>
      );
    }
    return (
      <Panel className="b-subscriptions b-subscriptions--redeem">
        {title}
        {redeemed === null ? (
          <SubmitForm
            // A code read from the address after hydration starts the field over with it.
            key={token}
            aria-label={t(PHRASES[kind].title)}
            submitLabel={t("subscription-blocks.redeem")}
            validation="fields"
            cannotSubmit={reader.isAdmin}
            errorOf={() => t("subscription-blocks.redeem-error")}
            onSubmit={async (values) => {
              const code = values("token").trim();
              const sales = await reader.sales();
              // The invitation's call answers the new subscription's details; the gift's only its id.
              const answer = record(
                kind === "gift"
                  ? await sales.redeemGiftSubscription(code)
                  : await sales.redeemAssociateInvitation(code),
              );
              setRedeemed(readText(answer.productName) || (await productNameOf(sales, answer.subscriptionID)));
            }}
          >
            <p className="b-subscriptions__intro">{t(PHRASES[kind].intro)}</p>
            <TextInput
              name="token"
              label={t("subscription-blocks.redeem-code")}
              defaultValue={token}
              autoComplete="off"
              required
            />
          </SubmitForm>
        ) : null}
        <p className="b-subscriptions__status" role="status">
          {redeemed === null
            ? ""
            : redeemed
              ? t("subscription-blocks.redeemed-product", { product: redeemed })
              : t("subscription-blocks.redeemed")}
        </p>
        {redeemed !== null ? <Link href={manageURL}>{t("subscription-blocks.manage")}</Link> : null}
      </Panel>
    );
  },
});

export type SubscriptionRedeemFields = CustomFieldsOf<typeof SubscriptionRedeem>;
