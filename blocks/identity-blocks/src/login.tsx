import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { TextInput } from "@broadsheet/components";
import { boolean, defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  configureIdentityLater,
  DEFAULT_FORGOT_PASSWORD_URL,
  DEFAULT_LOGGED_IN_PAGE,
  DEFAULT_SIGN_UP_URL,
  blockIdentityStore,
  hasOidcProviderRequest,
  PHRASES,
  useBotChallenge,
  useIdentity,
} from "@broadsheet/arc-client";
import { isUnverifiedEmailLater, loginErrorPhraseLater } from "./catalogue-later";
import { Checkbox, DEFAULT_TERMS_AND_PRIVACY_URL, IdentityForm, type Submission } from "./identity-form";
import { leaveLater, rememberRedirectLater } from "./leave-later";
import { useConfigNotice } from "./config-notice";
import { OidcHandOffPart, ResendVerificationPart } from "./login-parts";

/** Default addresses of the other account pages (commerce-and-identity §2). */
export const DEFAULT_ONE_TIME_LOGIN_URL = "/account/request-one-time/";

const fields = defineFields({
  loggedInPageURL: text({
    label: "Logged-in page",
    description: "Where a reader goes after logging in when nothing else says where (same site only)",
    defaultValue: DEFAULT_LOGGED_IN_PAGE,
  }),
  redirectToPreviousPage: boolean({
    label: "Back to the previous page",
    description: "After logging in, return to the page of this site the reader came from",
    defaultValue: false,
  }),
  signUpURL: text({
    label: "Sign-up page",
    description: "Linked under the form; leave empty for no link",
    defaultValue: DEFAULT_SIGN_UP_URL,
  }),
  forgotPasswordURL: text({
    label: "Forgot-password page",
    description: "Linked under the form; leave empty for no link",
    defaultValue: DEFAULT_FORGOT_PASSWORD_URL,
  }),
  oneTimeLoginURL: text({
    label: "One-time login page",
    description: "Linked under the form; leave empty for no link",
    defaultValue: DEFAULT_ONE_TIME_LOGIN_URL,
  }),
  termsAndPrivacyURL: text({
    label: "Terms and privacy page",
    description: "Named under the form as what a reader agrees to by logging in (same site only)",
    defaultValue: DEFAULT_TERMS_AND_PRIVACY_URL,
  }),
});

/**
 * Login: email, password and "remember me", through sdk-identity's `login`. An eager island: the server sends
 * the whole form, usable as soon as the page shows. A reader already signed in is sent on at once (not in the
 * editor); after a login the reader goes where the login page's rules say (arc-client's loginRedirectTarget).
 * A page an OIDC client sent the reader to goes nowhere by itself: see OidcHandOff.
 */
export const Login = defineBlock({
  name: "login",
  kind: "feature",
  label: "Login",
  description: "Log in with email and password.",
  // A form must take a reader's submit the moment it shows (and redirect a signed-in reader straight away).
  hydration: "eager",
  fields,
  render: function LoginView({ customFields }) {
    const { arcSite, siteProperties, isAdmin, requestUri } = useFusionContext();
    const phrases = usePhrases();
    const {
      loggedInPageURL,
      redirectToPreviousPage,
      signUpURL,
      forgotPasswordURL,
      oneTimeLoginURL,
      termsAndPrivacyURL,
    } = customFields;
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const challenge = useBotChallenge({ flow: "signin", site: arcSite, properties: siteProperties });
    const notice = useConfigNotice();
    // From the address the server rendered, so the page hydrates as it was sent. The editor has no client.
    // Whether the request is followed is the hand-off's to say (OidcHandOffAt), whose code loads only then.
    const handOffAsked = useMemo(() => !isAdmin && hasOidcProviderRequest(requestUri), [isAdmin, requestUri]);
    /** Set once the page is being left, so a signed-in state arriving after our own login does not leave twice. */
    const leaving = useRef(false);
    /** The address of the last login refused as unverified (130051), which may ask for the email again. */
    const [unverified, setUnverified] = useState<string | null>(null);

    const goOn = useCallback(() => {
      // An OIDC client's request waits for the reader's click, whatever the redirect rules would say.
      if (leaving.current || handOffAsked) return;
      leaving.current = true;
      leaveLater({ loggedInPage: loggedInPageURL, redirectToPreviousPage });
    }, [handOffAsked, loggedInPageURL, redirectToPreviousPage]);

    useEffect(() => {
      if (!isAdmin) rememberRedirectLater();
    }, [isAdmin]);

    // Already signed in: nothing to do here (the editor's store never says so).
    useEffect(() => {
      if (identity.status === "signed-in" && !isAdmin) goOn();
    }, [identity.status, isAdmin, goOn]);

    const submit = useCallback(
      async ({ text: value, checked, recaptchaToken }: Submission) => {
        setUnverified(null);
        const Identity = await configureIdentityLater(arcSite, siteProperties);
        try {
          await Identity.login(value("email"), value("password"), {
            rememberMe: checked("rememberMe"),
            ...(recaptchaToken === undefined ? {} : { recaptchaToken }),
          });
        } catch (thrown) {
          if (await isUnverifiedEmailLater(thrown)) setUnverified(value("email"));
          throw thrown;
        }
        // The editor's preview stays where it is (§2: admin skips the automatic redirect).
        if (!isAdmin) goOn();
      },
      [arcSite, siteProperties, isAdmin, goOn],
    );

    const form = (
      <IdentityForm
        label="identity-blocks.login-form"
        submit="identity-blocks.login-submit"
        className="b-login"
        challenge={challenge}
        onSubmit={submit}
        errorPhrase={loginErrorPhraseLater}
        notice={notice}
        links={[
          { href: forgotPasswordURL ?? "", phrase: "identity-blocks.forgot-password-link" },
          { href: oneTimeLoginURL ?? "", phrase: "identity-blocks.one-time-link" },
          { href: signUpURL ?? "", phrase: "identity-blocks.sign-up-link" },
        ]}
        termsURL={termsAndPrivacyURL}
        aside={
          unverified === null ? null : (
            // Its own boundary: the form stays while the resend's code arrives.
            <Suspense fallback={null}>
              <ResendVerificationPart key={unverified} email={unverified} />
            </Suspense>
          )
        }
      >
        <TextInput
          type="email"
          name="email"
          label={phrases.t("identity-blocks.email")}
          autoComplete="username"
          required
          validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
        />
        <TextInput
          type="password"
          name="password"
          label={phrases.t("identity-blocks.password")}
          autoComplete="current-password"
          required
        />
        <Checkbox name="rememberMe" label={phrases.t("identity-blocks.remember-me")} />
      </IdentityForm>
    );
    if (!handOffAsked) return form;
    return (
      <OidcHandOffPart address={requestUri} signedIn={identity.status === "signed-in"}>
        {form}
      </OidcHandOffPart>
    );
  },
});

export type LoginFields = CustomFieldsOf<typeof Login>;
