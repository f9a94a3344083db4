import { useState } from "react";
import { Button, SubmitForm, TextInput } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { PHRASES } from "@broadsheet/arc-client";
import { LoadError } from "./load-error";
import { record, text } from "./read";
import { readSharing } from "./sharing-data";
import { SAMPLE_SHARING } from "./sample";
import type { SubscriptionView } from "./subscription-data";
import { useLoad } from "./use-load";
import type { Reader } from "./use-reader";

/**
 * One subscription's sharing (commerce-and-identity §7 sharing, share, stopshare): whom it is shared with, each
 * with a Stop sharing button, and a form inviting an associate by email, which answers the invitation's redeem
 * code (the associate redeems it signed in as that email).
 */
export function SharingCard({ reader, subscription }: { reader: Reader; subscription: SubscriptionView }) {
  const phrases = usePhrases();
  const t = phrases.t.bind(phrases);
  const id = subscription.subscriptionID;
  const { loaded, reload } = useLoad(`sharing of ${id}`, reader.signedIn, async () =>
    readSharing(await (await reader.sales()).getSubscriptionSharingDetails(id)),
  );
  const [status, setStatus] = useState("");
  const [stopError, setStopError] = useState(false);
  const [stopping, setStopping] = useState<number | null>(null);
  const sharing = reader.isAdmin ? SAMPLE_SHARING : loaded.data;

  if (sharing === null) {
    return loaded.status === "error" ? (
      <LoadError message={t("subscription-blocks.sharing-error")} onRetry={reload} />
    ) : null;
  }

  const stop = async (associate: { email: string; subscriptionID: number }) => {
    if (reader.isAdmin || stopping !== null) return;
    setStopping(associate.subscriptionID);
    setStopError(false);
    setStatus("");
    try {
      await (await reader.sales()).stopSharing(associate.subscriptionID);
      setStatus(t("subscription-blocks.sharing-stopped", { email: associate.email }));
      reload();
    } catch (error) {
      console.error(`[subscription-blocks] stopping the share ${associate.subscriptionID} failed`, error);
      setStopError(true);
    } finally {
      setStopping(null);
    }
  };

  const full = sharing.allowed !== null && sharing.associates.length >= sharing.allowed;
  return (
    <>
      {sharing.allowed === 0 ? (
        <p className="b-subscriptions__message">{t("subscription-blocks.sharing-not-allowed")}</p>
      ) : sharing.allowed !== null ? (
        <p className="b-subscriptions__message">
          {t("subscription-blocks.sharing-allowed", { count: sharing.allowed })}
        </p>
      ) : null}
      {sharing.associates.length > 0 ? (
        <ul className="b-subscriptions__list" aria-label={t("subscription-blocks.shared-with")}>
          {sharing.associates.map((associate) => (
            <li key={associate.subscriptionID} className="b-subscriptions__actions">
              <span>{associate.email}</span>
              <Button
                size="small"
                disabled={stopping !== null}
                accessibilityLabel={t("subscription-blocks.stop-sharing-with", { email: associate.email })}
                onClick={() => void stop(associate)}
              >
                {t("subscription-blocks.stop-sharing")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="b-subscriptions__alert" role="alert">
        {stopError ? t("subscription-blocks.stop-sharing-error") : ""}
      </p>
      {sharing.allowed !== 0 && !full ? (
        <SubmitForm
          aria-label={t("subscription-blocks.share-form", { product: subscription.productName })}
          submitLabel={t("subscription-blocks.share")}
          validation="fields"
          cannotSubmit={reader.isAdmin}
          errorOf={() => t("subscription-blocks.share-error")}
          onSubmit={async (values, form) => {
            const email = values("email").trim();
            setStatus("");
            const answer = record(await (await reader.sales()).shareSubscription(id, email));
            setStatus(t("subscription-blocks.shared", { email, code: text(answer.redeemCode) }));
            form.reset();
            reload();
          }}
        >
          <TextInput
            type="email"
            name="email"
            label={t("subscription-blocks.associate-email")}
            autoComplete="off"
            required
            validationErrorMessage={t(PHRASES.emailRequirements)}
          />
        </SubmitForm>
      ) : null}
      <p className="b-subscriptions__status" role="status">
        {status}
      </p>
    </>
  );
}
