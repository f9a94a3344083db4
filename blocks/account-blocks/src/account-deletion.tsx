import { useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { Input, SubmitForm, pageNavigation } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { accountErrorPhrase, blockIdentityStore, useIdentity } from "@broadsheet/arc-client";
import { CancelButton } from "./account-row";
import { DECLINE_REASONS, accountSdk, type DeclineReason } from "./account-sdk";
import { forgetDeletionToken, takeDeletionToken } from "./deletion-token";
import { sitePath } from "./links";
import { Panel } from "./panel";

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
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const [token, setToken] = useState<string | null>(null);
    const [step, setStep] = useState<Step>("start");

    useEffect(() => {
      if (!isAdmin) setToken(takeDeletionToken());
    }, [isAdmin]);

    // Each step replaces the control that had focus, so focus goes where the reader acts next: into the
    // confirmation, back to "Delete my account" after Cancel, onto the outcome after a request or a decline.
    const panel = useRef<HTMLDivElement>(null);
    const shownStep = useRef(step);
    useEffect(() => {
      if (shownStep.current === step) return;
      shownStep.current = step;
      const target =
        step === "confirm" ? "form button" : step === "start" ? ".b-account-row__edit" : ".b-account-deletion__outcome";
      panel.current?.querySelector<HTMLElement>(target)?.focus();
    }, [step]);

    const sdk = () => accountSdk(arcSite, siteProperties);
    const errorOf = (thrown: unknown) => phrases.t(accountErrorPhrase(thrown));
    const request = async () => {
      if (isAdmin) return;
      await (await sdk()).requestDeleteAccount();
      setStep("requested");
    };
    const approve = async (nonce: string) => {
      await (await sdk()).approveDeleteAccount(nonce);
      forgetDeletionToken();
      setToken(null);
      setStep("deleted");
      pageNavigation.assign(sitePath(customFields.redirectURL, "/"));
    };
    const decline = async (nonce: string, reason: string) => {
      if (!isReason(reason)) return;
      await (await sdk()).declineDeleteAccount(nonce, reason);
      forgetDeletionToken();
      setToken(null);
      setStep("declined");
    };

    const title = <h2 className="b-account-panel__title">{phrases.t("account-blocks.delete-title")}</h2>;
    const status = (key: string) => (
      <p role="status" tabIndex={-1} className="b-account-row__status b-account-deletion__outcome">
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

    // Approving and declining are two forms, each with its own alert beside its button.
    if (token) {
      return (
        <Panel className="b-account-panel b-account-deletion">
          {title}
          <SubmitForm
            className="b-account-form b-account-form--danger"
            submitLabel={phrases.t("account-blocks.approve")}
            errorOf={errorOf}
            onSubmit={() => approve(token)}
          >
            <p className="b-account-form__intro">{phrases.t("account-blocks.approve-intro")}</p>
          </SubmitForm>
          <SubmitForm
            className="b-account-form"
            submitLabel={phrases.t("account-blocks.decline")}
            validation="fields"
            errorOf={errorOf}
            onSubmit={(values) => decline(token, values("reason"))}
          >
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
          </SubmitForm>
        </Panel>
      );
    }

    return (
      <Panel ref={panel} className="b-account-panel b-account-deletion">
        {title}
        {step === "declined" ? status("account-blocks.declined") : null}
        {step === "requested" ? status("account-blocks.delete-requested") : null}
        {step === "confirm" ? (
          <SubmitForm
            className="b-account-form b-account-form--danger"
            submitLabel={phrases.t("account-blocks.delete-send")}
            errorOf={errorOf}
            onSubmit={request}
            secondary={<CancelButton onCancel={() => setStep("start")} />}
          >
            <p className="b-account-form__intro">{phrases.t("account-blocks.delete-confirm")}</p>
          </SubmitForm>
        ) : null}
        {step === "start" || step === "declined" ? (
          <>
            <p>{phrases.t("account-blocks.delete-intro")}</p>
            <div className="b-account-panel__actions">
              <button type="button" className="b-account-row__edit" onClick={() => setStep("confirm")}>
                {phrases.t("account-blocks.delete-start")}
              </button>
            </div>
          </>
        ) : null}
      </Panel>
    );
  },
});

export type AccountDeletionFields = CustomFieldsOf<typeof AccountDeletion>;
