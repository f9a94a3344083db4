import { useCallback, useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { TextInput } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGGED_IN_PAGE,
  DEFAULT_LOGIN_URL,
  PHRASES,
  configureIdentityLater,
  formatRuleMessages,
  identityStore,
  passwordErrors,
  passwordHint,
  passwordPattern,
  passwordRulesFrom,
  useBotChallenge,
  type PasswordConfig,
  type PasswordRules,
} from "@broadsheet/arc-client";
import { signUpErrorPhraseLater } from "./catalogue-later";
import { useConfigNotice } from "./config-notice";
import { Checkbox, DEFAULT_TERMS_AND_PRIVACY_URL, IdentityForm, type Submission } from "./identity-form";
import { leaveLater } from "./leave-later";

const fields = defineFields({
  loggedInPageURL: text({
    label: "Signed-up page",
    description: "Where a new reader goes after signing up when no redirect says where (same site only)",
    defaultValue: DEFAULT_LOGGED_IN_PAGE,
  }),
  loginURL: text({
    label: "Login page",
    description: "Linked under the form for readers who already have an account; leave empty for no link",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  termsAndPrivacyURL: text({
    label: "Terms and privacy page",
    description: "Named under the form as what a reader agrees to by signing up (same site only)",
    defaultValue: DEFAULT_TERMS_AND_PRIVACY_URL,
  }),
});

/** The password rules: unknown until the identity config is read, null when it could not be (generic message). */
type Rules = { status: "loading" } | { status: "ready"; rules: PasswordRules | null };

/** The identity config's password rules, read once in the browser. */
function usePasswordRules(site: string, properties: Parameters<typeof configureIdentityLater>[1]): Rules {
  const [rules, setRules] = useState<Rules>({ status: "loading" });
  useEffect(() => {
    let live = true;
    configureIdentityLater(site, properties)
      .then((Identity) => Identity.getConfig())
      .then(
        (config) => live && setRules({ status: "ready", rules: passwordRulesFrom(config as PasswordConfig) }),
        () => live && setRules({ status: "ready", rules: null }),
      );
    return () => {
      live = false;
    };
  }, [site, properties]);
  return rules;
}

/**
 * Sign up: email, a password that keeps the identity config's rules (shown as a hint, each broken rule named)
 * and its confirmation, through sdk-identity's `signUp`. An eager island like the login form, sharing its form.
 * A new reader is signed in at once and goes to the redirect target or the signed-up page.
 */
export const SignUp = defineBlock({
  name: "sign-up",
  kind: "feature",
  label: "Sign Up",
  description: "Create a reader account with email and password.",
  hydration: "eager",
  fields,
  render: function SignUpView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const { loggedInPageURL, loginURL, termsAndPrivacyURL } = customFields;
    const challenge = useBotChallenge({ flow: "signup", site: arcSite, properties: siteProperties });
    const notice = useConfigNotice();
    const loaded = usePasswordRules(arcSite, siteProperties);
    const rules = loaded.status === "ready" ? loaded.rules : null;
    const [password, setPassword] = useState("");
    const passwordRef = useRef<HTMLInputElement>(null);
    const confirmRef = useRef<HTMLInputElement>(null);
    const t = phrases.t.bind(phrases);

    const problems = loaded.status === "ready" ? formatRuleMessages(passwordErrors(password, rules), t) : "";
    // Until the rules are read the generic message holds the hint's place (its room is kept by components'
    // styles), so the rules arriving move nothing below them.
    const hint = formatRuleMessages(passwordHint(rules), t);

    /** The field's own verdicts, beside what `required` and `type` decide: the rules, and the match. */
    const judge = useCallback(
      (form: HTMLFormElement) => {
        const typed = (form.elements.namedItem("password") as HTMLInputElement | null)?.value ?? "";
        const again = (form.elements.namedItem("confirmPassword") as HTMLInputElement | null)?.value ?? "";
        const broken = loaded.status === "ready" ? passwordErrors(typed, rules) : [];
        passwordRef.current?.setCustomValidity(broken.length > 0 ? formatRuleMessages(broken, t) : "");
        confirmRef.current?.setCustomValidity(again === typed ? "" : t(PHRASES.confirmPasswordError));
      },
      [loaded.status, rules, t],
    );

    const submit = useCallback(
      async ({ text: value, checked, recaptchaToken }: Submission) => {
        const Identity = await configureIdentityLater(arcSite, siteProperties);
        const email = value("email");
        await Identity.signUp(
          { userName: email, credentials: value("password") },
          // The SDK's type asks for emailVerified; a new address is not verified (Arc decides that anyway).
          { email, emailVerified: false },
          undefined,
          checked("rememberMe"),
          recaptchaToken,
        );
        // signUp posts no login message: the page's sign-in state is told here. The editor's preview stays put.
        if (isAdmin) return;
        await identityStore(arcSite, siteProperties).refresh();
        leaveLater({ loggedInPage: loggedInPageURL, redirectToPreviousPage: false });
      },
      [arcSite, siteProperties, isAdmin, loggedInPageURL],
    );

    const onPasswordChange = (value: string) => {
      setPassword(value);
      const form = passwordRef.current?.form;
      if (form) judge(form);
    };

    return (
      <IdentityForm
        label="identity-blocks.sign-up-form"
        submit="identity-blocks.sign-up-submit"
        className="b-sign-up"
        challenge={challenge}
        prepare={judge}
        onSubmit={submit}
        errorPhrase={signUpErrorPhraseLater}
        notice={notice}
        links={[{ href: loginURL ?? "", phrase: "identity-blocks.login-link" }]}
        termsURL={termsAndPrivacyURL}
      >
        <TextInput
          type="email"
          name="email"
          label={phrases.t("identity-blocks.email")}
          autoComplete="email"
          required
          validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
        />
        <TextInput
          ref={passwordRef}
          type="password"
          name="password"
          label={phrases.t("identity-blocks.password")}
          autoComplete="new-password"
          required
          tip={hint}
          // The browser's own check too (before hydration the pattern is absent: the rules load in the browser).
          {...(rules ? { pattern: passwordPattern(rules) } : {})}
          {...(problems ? { validationErrorMessage: problems } : {})}
          onChange={onPasswordChange}
        />
        <TextInput
          ref={confirmRef}
          type="password"
          name="confirmPassword"
          label={phrases.t("identity-blocks.confirm-password")}
          autoComplete="new-password"
          required
          onChange={() => {
            const form = confirmRef.current?.form;
            if (form) judge(form);
          }}
        />
        <Checkbox name="rememberMe" label={phrases.t("identity-blocks.remember-me")} />
      </IdentityForm>
    );
  },
});

export type SignUpFields = CustomFieldsOf<typeof SignUp>;
