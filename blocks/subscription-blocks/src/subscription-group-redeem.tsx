import { useEffect, useRef, useState } from "react";
import { Heading, Link, SubmitForm } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL, PHRASES, sitePath } from "@broadsheet/arc-client";
import { dropGroupNonce, groupNonceFrom, groupRefusalOf, type GroupRefusal } from "./group-nonce";
import { Panel } from "./panel.styles";
import { record } from "./read";
import { productNameOf } from "./redeemed-product";
import { useReader } from "./use-reader";

const DEFAULT_MANAGE_URL = "/account/subscriptions/";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page and its invitation)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  manageURL: text({
    label: "Subscriptions page",
    description: "Linked once the subscription is the reader's, and when the invitation was already used",
    defaultValue: DEFAULT_MANAGE_URL,
  }),
});

/** What the page says about the invitation: not read yet, none in the link, Sales' answer. */
type Outcome =
  | { kind: "pending" }
  | { kind: "missing" }
  | { kind: "refused"; why: GroupRefusal }
  | { kind: "redeemed"; product: string };

const REFUSAL_PHRASES: Record<GroupRefusal, string> = {
  invalid: "subscription-blocks.group-invalid",
  used: "subscription-blocks.group-used",
  expired: "subscription-blocks.group-expired",
};

/**
 * Group (enterprise) redemption (commerce-and-identity §1 "redeem invitations", §7 POST
 * /sales/public/v2/subscriptions/enterprise `{nonce}`): a publisher emails the members of a group a link carrying
 * a one-time nonce; on this page the signed-in reader confirms, and the subscription becomes theirs (a visitor
 * who arrives signed out logs in first and comes back with the link). Each answer is a message that takes focus:
 * the subscription, or why the invitation cannot be used (none in the link, not valid, already used, expired).
 * The editor's preview sends nothing.
 */
export const SubscriptionGroupRedeem = defineBlock({
  name: "subscription-group-redeem",
  kind: "feature",
  label: "Redeem a group subscription",
  description: "Take up a group (enterprise) subscription from the invitation link a publisher emailed.",
  // The page's purpose: a reader arrives from the invitation's link.
  hydration: "eager",
  fields,
  render: function SubscriptionGroupRedeemView({ customFields }) {
    const phrases = usePhrases();
    const t = phrases.t.bind(phrases);
    const reader = useReader(customFields.loginURL);
    const [nonce, setNonce] = useState("");
    const [outcome, setOutcome] = useState<Outcome>({ kind: "pending" });
    const manageURL = sitePath(customFields.manageURL, DEFAULT_MANAGE_URL);

    // The address is the browser's: read after hydration, so the first render matches the server's.
    useEffect(() => {
      if (reader.isAdmin) return;
      const found = groupNonceFrom(window.location.search);
      if (found === null) setOutcome({ kind: "refused", why: "invalid" });
      else if (found === "") setOutcome({ kind: "missing" });
      else setNonce(found);
    }, [reader.isAdmin]);

    // Sales' answer replaces the form that had focus: the message takes it, so it is read out and the next step
    // (the subscriptions link) is one Tab away.
    const message = useRef<HTMLParagraphElement>(null);
    const submitted = useRef(false);
    const answered = outcome.kind === "redeemed" || outcome.kind === "refused";
    useEffect(() => {
      if (answered && submitted.current) message.current?.focus();
    }, [answered]);

    const title = <Heading className="b-subscriptions__title">{t("subscription-blocks.group-title")}</Heading>;
    // Until the reader and their profile are known (always on the server) the form is drawn as it will be, its
    // button disabled and the account line empty but of its height, so nothing moves when they arrive.
    const ready = reader.isAdmin || (reader.signedIn && reader.profileKnown && nonce !== "");

    const redeem = async () => {
      submitted.current = true;
      const sales = await reader.sales();
      let answer: unknown;
      try {
        answer = await sales.redeemEnterpriseSubscription(nonce);
      } catch (thrown) {
        const why = groupRefusalOf(thrown);
        // Anything else (Sales unreachable, a 5xx) keeps the form, with the alert, for another try.
        if (why === null) throw thrown;
        dropGroupNonce();
        setOutcome({ kind: "refused", why });
        return;
      }
      dropGroupNonce();
      setOutcome({ kind: "redeemed", product: await productNameOf(sales, record(answer).subscriptionID) });
    };

    return (
      <Panel className="b-subscriptions b-subscriptions--group" aria-busy={!ready && outcome.kind === "pending"}>
        {title}
        {reader.isAdmin || outcome.kind === "pending" ? (
          <SubmitForm
            aria-label={t("subscription-blocks.group-title")}
            submitLabel={t("subscription-blocks.group-redeem")}
            cannotSubmit={reader.isAdmin || !ready}
            errorOf={() => t(PHRASES.somethingWentWrong)}
            onSubmit={redeem}
          >
            <p className="b-subscriptions__intro">{t("subscription-blocks.group-intro")}</p>
            <p className="b-subscriptions__intro">
              {t("subscription-blocks.group-account")}{" "}
              <strong className="b-subscriptions__account">{reader.email}</strong>
            </p>
          </SubmitForm>
        ) : null}
        {outcome.kind === "missing" ? (
          <p className="b-subscriptions__alert">{t("subscription-blocks.group-missing")}</p>
        ) : null}
        {outcome.kind === "refused" ? (
          <p ref={message} className="b-subscriptions__alert" role="alert" tabIndex={-1}>
            {t(REFUSAL_PHRASES[outcome.why])}
          </p>
        ) : null}
        {/* In the page from the start, so what appears in it is announced. */}
        <p
          ref={outcome.kind === "redeemed" ? message : undefined}
          className="b-subscriptions__status"
          role="status"
          tabIndex={-1}
        >
          {outcome.kind !== "redeemed"
            ? ""
            : outcome.product
              ? t("subscription-blocks.redeemed-product", { product: outcome.product })
              : t("subscription-blocks.redeemed")}
        </p>
        {outcome.kind === "redeemed" || (outcome.kind === "refused" && outcome.why === "used") ? (
          <Link href={manageURL}>{t("subscription-blocks.manage")}</Link>
        ) : null}
      </Panel>
    );
  },
});

export type SubscriptionGroupRedeemFields = CustomFieldsOf<typeof SubscriptionGroupRedeem>;
