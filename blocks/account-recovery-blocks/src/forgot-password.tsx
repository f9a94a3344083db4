import { useState } from "react";
import { useFusionContext } from "fusion:context";
import { Input } from "@broadsheet/components";
import { defineBlock, defineFields, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { PHRASES, forgotPasswordErrorPhrase } from "@broadsheet/arc-client";
import { ConfigProblem, RecoveryForm } from "./recovery-form";
import { identity, succeeded, useRecoverySdk } from "./recovery-sdk";
import { RecoveryRoot } from "./recovery-styles";

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
    // BOT CHALLENGE (flow "resetPassword"): useBotChallenge lands on main at 20:45; its token goes below.
    const recaptchaToken: string | undefined = undefined;

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
            <h2 className="b-account-recovery__headline">
              {phrases.t("account-recovery-blocks.forgot-sent-headline")}
            </h2>
            <p className="b-account-recovery__message">{phrases.t("account-recovery-blocks.forgot-sent")}</p>
          </div>
        ) : (
          <RecoveryForm
            name="forgot-password"
            intro={phrases.t("account-recovery-blocks.forgot-intro")}
            submitLabel={phrases.t("account-recovery-blocks.forgot-submit")}
            errorOf={(thrown) => phrases.t(forgotPasswordErrorPhrase(thrown))}
            onSubmit={async (values) => {
              const sdk = await identity(arcSite, siteProperties);
              succeeded(await sdk.requestResetPassword(values("email").trim(), recaptchaToken));
              setSent(true);
            }}
          >
            <Input
              type="email"
              name="email"
              label={phrases.t("account-recovery-blocks.email")}
              autoComplete="email"
              required
              validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
            />
          </RecoveryForm>
        )}
      </RecoveryRoot>
    );
  },
});

export type ForgotPasswordFields = CustomFieldsOf<typeof ForgotPassword>;
