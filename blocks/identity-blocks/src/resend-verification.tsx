import { useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { usePhrases } from "@broadsheet/kit";
import { configureIdentity } from "@broadsheet/arc-client";

type Sent = { status: "idle" } | { status: "sending" } | { status: "sent"; email: string } | { status: "failed" };

export interface ResendVerificationProps {
  /** The address the login was refused for. */
  email: string;
}

/**
 * "Send the verification email again" under a login refused with 130051, through sdk-identity's
 * `requestVerifyEmail`. The button stays focusable while the call runs (aria-disabled, not disabled), so a
 * keyboard reader's focus is not dropped to the page; the outcome is read out from a status line.
 */
export function ResendVerification({ email }: ResendVerificationProps) {
  const { arcSite, siteProperties } = useFusionContext();
  const phrases = usePhrases();
  const [sent, setSent] = useState<Sent>({ status: "idle" });
  // The state reaches the button a render late; a second press in between must still send nothing.
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSent({ status: "sending" });
    try {
      const Identity = await configureIdentity(arcSite, siteProperties);
      await Identity.requestVerifyEmail(email);
      setSent({ status: "sent", email });
    } catch {
      setSent({ status: "failed" });
    } finally {
      inFlight.current = false;
    }
  };

  const busy = sent.status === "sending";
  return (
    <div className="b-identity-form__resend">
      <button type="button" className="b-identity-form__resend-button" aria-disabled={busy} onClick={() => void send()}>
        {phrases.t("identity-blocks.resend-verification")}
      </button>
      <p role="status" className="b-identity-form__resend-status">
        {sent.status === "sent" ? phrases.t("identity-blocks.verification-sent", { email: sent.email }) : null}
        {sent.status === "failed" ? phrases.t("identity-blocks.verification-send-failed") : null}
      </p>
    </div>
  );
}
