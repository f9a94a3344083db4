import { useEffect, useState, type FormEvent } from "react";
import { useFusionContext } from "fusion:context";
import { Input } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { EDITOR_IDENTITY_STORE, accountErrorPhrase, identityStore, useIdentity } from "@broadsheet/arc-client";
import { DECLINE_REASONS, accountSdk, navigation, type DeclineReason } from "./account-sdk";
import { forgetDeletionToken, takeDeletionToken } from "./deletion-token";
import { FormAlert, fieldValue } from "./form-parts";
import { sitePath } from "./links";
import { Panel } from "./panel";
import { useCall } from "./use-call";

const fields = defineFields({
  redirectURL: text({
    label: "After deletion",
    description: "Where the reader goes once the deletion is approved (they are logged out)",
    defaultValue: "/",
  }),
});

type Step = "start" | "confirm" | "requested" | "declined" | "deleted";

const isReason = (value: unknown): value is DeclineReason => DECLINE_REASONS.some((reason) => reason === value);

/**
 * Account deletion (spec §4 "Session"): a signed-in reader asks for it (sdk-identity's requestDeleteAccount, the
 * anonymize request) and Arc emails a link; the link's page approves it (approveDeleteAccount, which logs out)
 * or declines it with a reason (declineDeleteAccount). In the editor nothing is sent.
 */
export const AccountDeletion = defineBlock({
  name: "account-deletion",
  kind: "feature",
  label: "Account deletion",
  description: "Request the deletion of a reader's account, then approve or decline it from the emailed link.",
  hydration: "eager",
  fields,
  render: function AccountDeletionView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const store = isAdmin ? EDITOR_IDENTITY_STORE : identityStore(arcSite, siteProperties);
    const identity = useIdentity(store);
    const [token, setToken] = useState<string | null>(null);
    const [step, setStep] = useState<Step>("start");
    const call = useCall();

    useEffect(() => {
      if (!isAdmin) setToken(takeDeletionToken());
    }, [isAdmin]);

    const sdk = () => accountSdk(arcSite, siteProperties);
    const request = () =>
      void call
        .run(async () => (await sdk()).requestDeleteAccount(), accountErrorPhrase)
        .then((worked) => {
          if (worked) setStep("requested");
        });
    const approve = (nonce: string) =>
      void call
        .run(async () => (await sdk()).approveDeleteAccount(nonce), accountErrorPhrase)
        .then((worked) => {
          if (!worked) return;
          forgetDeletionToken();
          setToken(null);
          setStep("deleted");
          navigation.assign(sitePath(customFields.redirectURL, "/"));
        });
    const decline = (event: FormEvent<HTMLFormElement>, nonce: string) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (!form.checkValidity()) return;
      const reason = fieldValue(form, "reason");
      if (!isReason(reason)) return;
      void call
        .run(async () => (await sdk()).declineDeleteAccount(nonce, reason), accountErrorPhrase)
        .then((ok) => {
          if (!ok) return;
          forgetDeletionToken();
          setToken(null);
          setStep("declined");
        });
    };

    const title = <h2 className="b-account-panel__title">{phrases.t("account-blocks.delete-title")}</h2>;
    const status = (key: string) => (
      <p role="status" className="b-account-row__status">
        {phrases.t(key)}
      </p>
    );
    if (step === "deleted") {
      return (
        <Panel className="b-account-panel b-account-deletion">
          {title}
          {status("account-blocks.deleted")}
        </Panel>
      );
    }
    if (!isAdmin && identity.status !== "signed-in") return <Panel className="b-account-panel b-account-deletion" />;

    if (token) {
      return (
        <Panel className="b-account-panel b-account-deletion">
          {title}
          <p>{phrases.t("account-blocks.approve-intro")}</p>
          <div className="b-account-form__actions">
            <button
              type="button"
              className="b-account-form__submit b-account-form__submit--danger"
              disabled={call.busy}
              onClick={() => approve(token)}
            >
              {phrases.t("account-blocks.approve")}
            </button>
          </div>
          <form className="b-account-form" noValidate onSubmit={(event) => decline(event, token)}>
            <Input
              type="select"
              name="reason"
              label={phrases.t("account-blocks.decline-reason")}
              placeholder={phrases.t("account-blocks.decline-reason-placeholder")}
              required
              options={DECLINE_REASONS.map((reason) => ({
                value: reason,
                label: phrases.t(`account-blocks.reason-${reason.toLowerCase().replace(/_/g, "-")}`),
              }))}
            />
            <div className="b-account-form__actions">
              <button type="submit" className="b-account-form__submit" disabled={call.busy}>
                {phrases.t("account-blocks.decline")}
              </button>
            </div>
          </form>
          <FormAlert error={call.error} />
        </Panel>
      );
    }

    return (
      <Panel className="b-account-panel b-account-deletion">
        {title}
        {step === "declined" ? status("account-blocks.declined") : null}
        {step === "requested" ? (
          status("account-blocks.delete-requested")
        ) : (
          <>
            <p>{phrases.t(step === "confirm" ? "account-blocks.delete-confirm" : "account-blocks.delete-intro")}</p>
            <div className="b-account-form__actions">
              {step === "confirm" ? (
                <>
                  <button
                    type="button"
                    className="b-account-form__submit b-account-form__submit--danger"
                    disabled={call.busy}
                    onClick={() => !isAdmin && request()}
                  >
                    {phrases.t("account-blocks.delete-send")}
                  </button>
                  <button type="button" className="b-account-form__cancel" onClick={() => setStep("start")}>
                    {phrases.t("account-blocks.cancel")}
                  </button>
                </>
              ) : (
                <button type="button" className="b-account-row__edit" onClick={() => setStep("confirm")}>
                  {phrases.t("account-blocks.delete-start")}
                </button>
              )}
            </div>
          </>
        )}
        <FormAlert error={call.error} />
      </Panel>
    );
  },
});

export type AccountDeletionFields = CustomFieldsOf<typeof AccountDeletion>;
