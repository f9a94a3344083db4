import { useCallback, useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { Button, TextInput, SubmitForm } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_FORGOT_PASSWORD_URL,
  DEFAULT_LOGIN_URL,
  formatRuleMessages,
  passwordErrors,
  passwordHint,
  passwordPattern,
  PHRASES,
} from "@broadsheet/arc-client";
import { RESET_TOKEN_PARAMS, codeFrom, takeCodeFromAddress } from "./recovery-address";
import { failureText } from "./catalogue-later";
import { ConfigProblem } from "./config-problem";
import { identity, succeeded, useRecoverySdk } from "./recovery-sdk";
import { usePasswordRules } from "./password-rules-state";
import { RecoveryRoot } from "./recovery-root";
import { ResultHeading } from "./result-heading";

/** Where the "request a new link" link goes when the address holds no token. */

const fields = defineFields({
  successActionURL: text({
    label: "Log-in page",
    description: "The button after a successful reset leads here",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  forgotPasswordURL: text({
    label: "Forgot-password page",
    description: "Where a reader without a valid link asks for a new one",
    defaultValue: DEFAULT_FORGOT_PASSWORD_URL,
  }),
});

type View = "form" | "no-token" | "done";

/**
 * Reset Password: the token of the reset email's link (read from the address once, then taken out of it) and a
 * new password under the identity config's rules, typed twice → sdk-identity `resetPassword(token, password)`;
 * then a button to the log-in page. In PageBuilder's editor the form shows but cannot submit (spec §6).
 */
export const ResetPassword = defineBlock({
  name: "reset-password",
  kind: "feature",
  label: "Reset Password",
  description: "Sets a new password with the link of a password reset email.",
  // A form is the page's purpose, and the token must leave the address as soon as possible.
  hydration: "eager",
  fields,
  render: function ResetPasswordView({ customFields }) {
    const { arcSite, siteProperties, isAdmin, requestUri } = useFusionContext();
    const phrases = usePhrases();
    const sdkState = useRecoverySdk(arcSite, siteProperties);
    const rules = usePasswordRules(arcSite, siteProperties);
    // The server knows from the address whether the link's token came with it, so a reader without one gets
    // the error view from the start (nothing moves when the page hydrates). The editor always sees the form.
    const [view, setView] = useState<View>(
      isAdmin || codeFrom(requestUri, RESET_TOKEN_PARAMS) !== null ? "form" : "no-token",
    );
    /** The reset token: in memory only (never rendered, logged or put in another address). */
    const token = useRef<string | null | undefined>(undefined);
    const password = useRef<HTMLInputElement | null>(null);
    const confirm = useRef<HTMLInputElement | null>(null);
    const loginUrl = customFields.successActionURL?.trim() || DEFAULT_LOGIN_URL;
    const forgotUrl = customFields.forgotPasswordURL?.trim() || DEFAULT_FORGOT_PASSWORD_URL;
    const confirmMessage = phrases.t(PHRASES.confirmPasswordError);

    useEffect(() => {
      if (isAdmin) return;
      // A ref, so React's development double effect does not read an address already cleaned.
      if (token.current === undefined) token.current = takeCodeFromAddress(RESET_TOKEN_PARAMS);
      setView(token.current === null ? "no-token" : "form");
    }, [isAdmin]);

    // The browser's validation speaks the rules: the password's broken rules and the confirmation's mismatch
    // become the fields' custom validity, which the fields show on blur and on submit.
    const known = rules === "loading" ? null : rules;
    const syncValidity = useCallback(() => {
      const first = password.current;
      const second = confirm.current;
      if (!first || !second) return;
      first.setCustomValidity(formatRuleMessages(passwordErrors(first.value, known), phrases.t));
      second.setCustomValidity(second.value === first.value ? "" : confirmMessage);
    }, [known, phrases, confirmMessage]);
    useEffect(syncValidity, [syncValidity, view]);

    if (sdkState.status === "config-problem") {
      return (
        <RecoveryRoot className="b-account-recovery b-account-recovery--reset-password">
          <ConfigProblem isAdmin={isAdmin} property={sdkState.property} t={phrases.t} />
        </RecoveryRoot>
      );
    }

    if (view === "done") {
      return (
        <RecoveryRoot className="b-account-recovery b-account-recovery--reset-password">
          <div role="status" className="b-account-recovery__done">
            <ResultHeading>{phrases.t("account-recovery-blocks.reset-done-headline")}</ResultHeading>
            <p className="b-account-recovery__message">{phrases.t("account-recovery-blocks.reset-done")}</p>
          </div>
          <Button href={loginUrl} variant="primary">
            {phrases.t("account-recovery-blocks.reset-login")}
          </Button>
        </RecoveryRoot>
      );
    }

    if (view === "no-token") {
      return (
        <RecoveryRoot className="b-account-recovery b-account-recovery--reset-password">
          <p role="alert" className="b-account-recovery__error">
            {phrases.t(PHRASES.resetPasswordError)}
          </p>
          <Button href={forgotUrl} variant="secondary">
            {phrases.t("account-recovery-blocks.request-new-link")}
          </Button>
        </RecoveryRoot>
      );
    }

    // Until the rules are read the generic message holds the hint's place, so their arrival moves nothing.
    const hint = formatRuleMessages(passwordHint(rules === "loading" ? null : rules), phrases.t);
    return (
      <RecoveryRoot className="b-account-recovery b-account-recovery--reset-password">
        <SubmitForm
          className="b-account-recovery__form"
          submitLabel={phrases.t("account-recovery-blocks.reset-submit")}
          cannotSubmit={isAdmin}
          note={isAdmin ? phrases.t("account-recovery-blocks.reset-admin") : undefined}
          errorOf={(thrown) => failureText("resetPasswordErrorPhrase", thrown, phrases.t)}
          onSubmit={async (values) => {
            const nonce = token.current;
            if (!nonce) throw new Error("No reset token in the address");
            const sdk = await identity(arcSite, siteProperties);
            succeeded(await sdk.resetPassword(nonce, values("newPassword")));
            // The token is spent; forget it.
            token.current = null;
            setView("done");
          }}
        >
          <p className="b-account-recovery__intro">{phrases.t("account-recovery-blocks.reset-intro")}</p>
          <TextInput
            ref={password}
            type="password"
            name="newPassword"
            label={phrases.t("account-recovery-blocks.new-password")}
            autoComplete="new-password"
            required
            pattern={known ? passwordPattern(known) : undefined}
            tip={hint}
            onInput={syncValidity}
          />
          <TextInput
            ref={confirm}
            type="password"
            name="confirmPassword"
            label={phrases.t("account-recovery-blocks.confirm-password")}
            autoComplete="new-password"
            required
            validationErrorMessage={confirmMessage}
            onInput={syncValidity}
          />
        </SubmitForm>
      </RecoveryRoot>
    );
  },
});

export type ResetPasswordFields = CustomFieldsOf<typeof ResetPassword>;
