import { useState } from "react";
import { useFusionContext } from "fusion:context";
import { TextInput, SubmitForm } from "@broadsheet/components";
import { defineBlock, defineFields, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { PHRASES, useBotChallenge } from "@broadsheet/arc-client";
import { FormBotChallenge } from "./bot-challenge-part";
import { failureText } from "./catalogue-later";
import { ConfigProblem } from "./config-problem";
import { identity, succeeded, useRecoverySdk } from "./recovery-sdk";
import { RecoveryRoot } from "./recovery-root";
import { ResultHeading } from "./result-heading";

const fields = defineFields({});

/**
 * Forgot Password: the reader's email address → a reset link by email (sdk-identity `requestResetPassword`, bot
 * challenge flow "resetPassword"), then a confirmation that says nothing about whether the address has an
 * account. An eager island: the form is the page's purpose, so it works as soon as the page does.
 */
export const ForgotPassword = defineBlock({
  name: "forgot-password",
  kind: "feature",
  label: "Forgot Password",
  description: "Asks for an email address and sends it a link to reset the password.",
  // A form is the page's purpose: it must answer the first click.
  hydration: "eager",
  fields,
  render: function ForgotPasswordView() {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const sdkState = useRecoverySdk(arcSite, siteProperties);
    const [sent, setSent] = useState(false);
    const challenge = useBotChallenge({ flow: "resetPassword", site: arcSite, properties: siteProperties });

    if (sdkState.status === "config-problem") {
      return (
        <RecoveryRoot className="b-account-recovery b-account-recovery--forgot-password">
          <ConfigProblem isAdmin={isAdmin} property={sdkState.property} t={phrases.t} />
        </RecoveryRoot>
      );
    }

    return (
      <RecoveryRoot className="b-account-recovery b-account-recovery--forgot-password">
        {sent ? (
          <div role="status" className="b-account-recovery__sent">
            <ResultHeading>{phrases.t("account-recovery-blocks.forgot-sent-headline")}</ResultHeading>
            <p className="b-account-recovery__message">{phrases.t("account-recovery-blocks.forgot-sent")}</p>
          </div>
        ) : (
          <SubmitForm
            className="b-account-recovery__form"
            submitLabel={phrases.t("account-recovery-blocks.forgot-submit")}
            footer={<FormBotChallenge challenge={challenge} />}
            // A captcha error shows beside the challenge (which resets); any other failure in the form's alert.
            errorOf={(thrown) =>
              challenge.failed(thrown) ? null : failureText("forgotPasswordErrorPhrase", thrown, phrases.t)
            }
            onSubmit={async (values) => {
              if (challenge.missing) {
                challenge.failed(null);
                return;
              }
              const sdk = await identity(arcSite, siteProperties);
              const email = values("email").trim();
              succeeded(await sdk.requestResetPassword(email, challenge.token ?? undefined));
              setSent(true);
            }}
          >
            <p className="b-account-recovery__intro">{phrases.t("account-recovery-blocks.forgot-intro")}</p>
            <TextInput
              type="email"
              name="email"
              label={phrases.t("account-recovery-blocks.email")}
              autoComplete="email"
              required
              validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
            />
          </SubmitForm>
        )}
      </RecoveryRoot>
    );
  },
});

export type ForgotPasswordFields = CustomFieldsOf<typeof ForgotPassword>;
