import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useFusionContext } from "fusion:context";
import { Button, TextInput, SubmitForm } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGGED_IN_PAGE, PHRASES, useBotChallenge } from "@broadsheet/arc-client";
import { ONE_TIME_NONCE_PARAMS, codeFrom, takeCodeFromAddress, withoutCodes } from "./recovery-address";
import { FormBotChallenge } from "./bot-challenge-part";
import { failureText } from "./catalogue-later";
import { ConfigProblem } from "./config-problem";
import { identity, succeeded, useRecoverySdk } from "./recovery-sdk";
import { RecoveryRoot } from "./recovery-root";
import { ResultHeading } from "./result-heading";

const fields = defineFields({
  loggedInPageURL: text({
    label: "Logged-in page",
    description: "Where a reader goes after the link signs them in, when nothing else says where (same site only)",
    defaultValue: DEFAULT_LOGGED_IN_PAGE,
  }),
});

type View = { status: "form" } | { status: "sent"; email: string } | { status: "redeeming" } | { status: "invalid" };

/**
 * One-Time Login (magic link): the reader's email → a link that signs them in once (sdk-identity
 * `requestOTALink`, bot challenge flow "magicLink"). Opened with the link's code in the address, the block
 * redeems it (`redeemOTALink`), then sends the reader where the login page would; a used or unknown code shows
 * the invalid-link view. In PageBuilder's editor nothing is redeemed and nothing redirects.
 */
export const OneTimeLogin = defineBlock({
  name: "one-time-login",
  kind: "feature",
  label: "One-Time Login",
  description: "Sends a link that signs the reader in once, and signs them in when they open it.",
  // A form is the page's purpose, and an opened link must sign the reader in without waiting.
  hydration: "eager",
  fields,
  render: function OneTimeLoginView({ customFields }) {
    const { arcSite, siteProperties, isAdmin, requestUri } = useFusionContext();
    const phrases = usePhrases();
    const sdkState = useRecoverySdk(arcSite, siteProperties);
    // The server knows from the address whether a link was opened, so it sends the "signing you in" view then.
    const opened = !isAdmin && codeFrom(requestUri, ONE_TIME_NONCE_PARAMS) !== null;
    const [view, setView] = useState<View>(opened ? { status: "redeeming" } : { status: "form" });
    /** The link's code, in memory only; a ref so React's development double effect redeems it once. */
    const nonce = useRef<string | null | undefined>(undefined);
    const loggedInPage = customFields.loggedInPageURL?.trim() || DEFAULT_LOGGED_IN_PAGE;
    const challenge = useBotChallenge({ flow: "magicLink", site: arcSite, properties: siteProperties });

    useEffect(() => {
      if (isAdmin || nonce.current !== undefined) return;
      nonce.current = takeCodeFromAddress(ONE_TIME_NONCE_PARAMS);
      const code = nonce.current;
      if (code === null) {
        setView({ status: "form" });
        return;
      }
      setView({ status: "redeeming" });
      // The redeeming code loads only now: a page without a link's code never needs it.
      import("./one-time-redeem")
        .then(({ redeemOneTimeLink }) => redeemOneTimeLink(code, arcSite, siteProperties, loggedInPage))
        .catch(() => setView({ status: "invalid" }));
    }, [arcSite, siteProperties, isAdmin, loggedInPage]);

    const className = "b-account-recovery b-account-recovery--one-time-login";
    if (sdkState.status === "config-problem") {
      return (
        <RecoveryRoot className={className}>
          <ConfigProblem isAdmin={isAdmin} property={sdkState.property} t={phrases.t} />
        </RecoveryRoot>
      );
    }

    switch (view.status) {
      case "redeeming":
        return (
          <RecoveryRoot className={className} aria-busy="true">
            <p role="status" className="b-account-recovery__message">
              {phrases.t("account-recovery-blocks.ota-redeeming")}
            </p>
          </RecoveryRoot>
        );
      case "invalid":
        return (
          <RecoveryRoot className={className}>
            <div role="alert" className="b-account-recovery__invalid">
              <h2 className="b-account-recovery__headline">
                {phrases.t("account-recovery-blocks.ota-invalid-headline")}
              </h2>
              <p className="b-account-recovery__message">
                {phrases.t("account-recovery-blocks.ota-invalid-subheadline")}
              </p>
            </div>
            <Button
              href={withoutCodes(requestUri || "/", ONE_TIME_NONCE_PARAMS)}
              variant="secondary"
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                // The same page without the code: show the request form again without a reload.
                event.preventDefault();
                setView({ status: "form" });
              }}
            >
              {phrases.t("account-recovery-blocks.request-new-link")}
            </Button>
          </RecoveryRoot>
        );
      case "sent":
        return (
          <RecoveryRoot className={className}>
            <div role="status" className="b-account-recovery__sent">
              <ResultHeading>{phrases.t("account-recovery-blocks.ota-sent-headline")}</ResultHeading>
              <p className="b-account-recovery__message">
                {phrases.t("account-recovery-blocks.ota-sent", { email: view.email })}
              </p>
            </div>
          </RecoveryRoot>
        );
      case "form":
        return (
          <RecoveryRoot className={className}>
            <SubmitForm
              className="b-account-recovery__form"
              submitLabel={phrases.t("account-recovery-blocks.ota-submit")}
              footer={<FormBotChallenge challenge={challenge} />}
              // A captcha error shows beside the challenge (which resets); any other failure in the form's alert.
              errorOf={(thrown) =>
                challenge.failed(thrown) ? null : failureText("oneTimeLinkErrorPhrase", thrown, phrases.t)
              }
              onSubmit={async (values) => {
                if (challenge.missing) {
                  challenge.failed(null);
                  return;
                }
                const email = values("email").trim();
                const sdk = await identity(arcSite, siteProperties);
                succeeded(await sdk.requestOTALink(email, challenge.token ?? undefined));
                setView({ status: "sent", email });
              }}
            >
              <p className="b-account-recovery__intro">{phrases.t("account-recovery-blocks.ota-intro")}</p>
              <TextInput
                type="email"
                name="email"
                label={phrases.t("account-recovery-blocks.email")}
                autoComplete="email"
                required
                validationErrorMessage={phrases.t(PHRASES.emailRequirements)}
              />
            </SubmitForm>
          </RecoveryRoot>
        );
    }
  },
});

export type OneTimeLoginFields = CustomFieldsOf<typeof OneTimeLogin>;
