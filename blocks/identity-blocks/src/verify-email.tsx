import { useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { Button, SubmitForm, TextInput } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL, PHRASES, configureIdentityLater, sitePath } from "@broadsheet/arc-client";

/**
 * The query parameter the verification email's link carries its code in. Arc's email templates are the
 * site's own; the fake Identity service's "emailed" link is `/account/verify-email/?nonce=<code>`.
 */
export const VERIFY_EMAIL_NONCE_PARAM = "nonce";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a reader whose address is verified goes on to log in (same site only)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
});

const Root = styled.div.withConfig({ componentId: "bs-verify-email" })`
  display: grid;
  gap: var(--bs-space-md);
  inline-size: min(100%, 28rem);
  margin-inline: auto;
  .b-verify-email__message {
    margin: 0;
  }
  .b-verify-email__message:focus {
    outline: none;
  }
  .b-verify-email__message:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;

/** What the page shows: the link being checked, the address verified, the link refused, or no link at all. */
type View = "checking" | "verified" | "failed" | "no-link";

/** The code in an address (a path with its query, or a full URL); null when there is none. */
export function verifyNonceOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    return new URL(address, "http://address.invalid").searchParams.get(VERIFY_EMAIL_NONCE_PARAM)?.trim() || null;
  } catch {
    return null;
  }
}

/** Reads the code from the browser's address once and takes it out of there, so no referrer or history keeps it. */
function takeNonceFromAddress(): string | null {
  const nonce = verifyNonceOf(window.location.href);
  if (nonce !== null) {
    const url = new URL(window.location.href);
    url.searchParams.delete(VERIFY_EMAIL_NONCE_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
  return nonce;
}

/**
 * Verify Email: the page a verification email links to. The link's code (`?nonce=`) is read once, removed from
 * the address and sent to sdk-identity's `verifyEmail`; then a link to log in, or, for a spent or unknown link
 * (or none), a form that asks `requestVerifyEmail` for a new one. Eager: the code is spent as the page opens.
 * In PageBuilder's editor nothing is sent and the resend form cannot submit.
 */
export const VerifyEmail = defineBlock({
  name: "verify-email",
  kind: "feature",
  label: "Verify Email",
  description: "Verifies a reader's email address from the link of a verification email.",
  hydration: "eager",
  fields,
  render: function VerifyEmailView({ customFields }) {
    const { arcSite, siteProperties, isAdmin, requestUri } = useFusionContext();
    const phrases = usePhrases();
    // The server knows from the address whether a code came, so the page hydrates as it was sent.
    const [view, setView] = useState<View>(!isAdmin && verifyNonceOf(requestUri) !== null ? "checking" : "no-link");
    const [sentTo, setSentTo] = useState<string | null>(null);
    /** Undefined until read: a ref, so React's development double effect does not spend the code twice. */
    const nonce = useRef<string | null | undefined>(undefined);
    const outcome = useRef<HTMLParagraphElement>(null);
    const loginURL = sitePath(customFields.loginURL, DEFAULT_LOGIN_URL);

    useEffect(() => {
      if (isAdmin || nonce.current !== undefined) return;
      nonce.current = takeNonceFromAddress();
      const code = nonce.current;
      if (code === null) {
        setView("no-link");
        return;
      }
      let live = true;
      configureIdentityLater(arcSite, siteProperties)
        .then((Identity) => Identity.verifyEmail(code))
        .then(
          () => live && setView("verified"),
          () => live && setView("failed"),
        );
      return () => {
        live = false;
      };
    }, [isAdmin, arcSite, siteProperties]);

    // The checking message is replaced in place: the outcome takes the focus, so it is read and the next step
    // (the login link, the form) follows it in tab order.
    useEffect(() => {
      if (view === "verified" || view === "failed") outcome.current?.focus();
    }, [view]);

    if (view === "checking") {
      return (
        <Root className="b-verify-email" aria-busy="true">
          <p role="status" className="b-verify-email__message">
            {phrases.t("identity-blocks.verify-checking")}
          </p>
        </Root>
      );
    }

    if (view === "verified") {
      return (
        <Root className="b-verify-email">
          <p ref={outcome} tabIndex={-1} role="status" className="b-verify-email__message">
            {phrases.t("identity-blocks.verify-done")}
          </p>
          <Button href={loginURL} variant="primary">
            {phrases.t("identity-blocks.verify-login")}
          </Button>
        </Root>
      );
    }

    return (
      <Root className="b-verify-email">
        {view === "failed" ? (
          <p ref={outcome} tabIndex={-1} role="alert" className="b-verify-email__message">
            {phrases.t("identity-blocks.verify-failed")}
          </p>
        ) : (
          <p className="b-verify-email__message">{phrases.t("identity-blocks.verify-no-link")}</p>
        )}
        <SubmitForm
          aria-label={phrases.t("identity-blocks.verify-resend-form")}
          submitLabel={phrases.t("identity-blocks.resend-verification")}
          validation="fields"
          cannotSubmit={isAdmin}
          errorOf={() => phrases.t("identity-blocks.verification-send-failed")}
          onSubmit={async (values) => {
            setSentTo(null);
            const email = values("email");
            const Identity = await configureIdentityLater(arcSite, siteProperties);
            await Identity.requestVerifyEmail(email);
            setSentTo(email);
          }}
        >
          <TextInput
            type="email"
            name="email"
            label={phrases.t("identity-blocks.email")}
            autoComplete="email"
            required
            validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
          />
        </SubmitForm>
        <p role="status" className="b-verify-email__message">
          {sentTo === null ? "" : phrases.t("identity-blocks.verification-sent", { email: sentTo })}
        </p>
      </Root>
    );
  },
});

export type VerifyEmailFields = CustomFieldsOf<typeof VerifyEmail>;
