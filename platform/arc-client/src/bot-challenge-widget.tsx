/**
 * The bot challenge a form shows: nothing, the V2 checkbox or V3 (invisible; the code of either loaded only then), with
 * its messages beside it. A flow whose challenge is on but whose config cannot show it fails loudly: editors
 * read which identity-config field is missing, readers that the check is unavailable, the console names it.
 */
import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useFusionContext } from "fusion:context";
import { usePhrases } from "@broadsheet/kit";
import type { BotChallengeHandle } from "./bot-challenge";
import { PHRASES } from "./phrases";

const RecaptchaV2 = lazy(() => import("./recaptcha-v2"));
const RecaptchaV3 = lazy(() => import("./recaptcha-v3").then(({ RecaptchaV3: v3 }) => ({ default: v3 })));

/** The V2 widget's height, reserved while its code and script load so the form does not jump. */
const V2_HEIGHT = "78px";

export interface BotChallengeProps {
  challenge: BotChallengeHandle;
  className?: string;
}

const reported = new Set<string>();

/** Names the identity config field at fault in the console, once per page for each site, flow and field. */
export function reportCaptchaProblem(site: string, flow: string, field: string): void {
  const key = `${site}\n${flow}\n${field}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(
    `[Broadsheet identity] site ${site}: the bot challenge for ${flow} is on, but the identity config's ${field} is missing or invalid; the challenge cannot be shown.`,
  );
}

export function resetCaptchaProblemReports(): void {
  reported.clear();
}

export function BotChallenge({ challenge, className }: BotChallengeProps) {
  const { arcSite, isAdmin } = useFusionContext();
  const phrases = usePhrases();
  const messageId = useId();
  const [unavailable, setUnavailable] = useState(false);
  const { decision, problem, flow } = challenge;

  useEffect(() => {
    if (problem) reportCaptchaProblem(arcSite, flow, problem);
  }, [arcSite, flow, problem]);

  const classes = ["b-bot-challenge", className].filter(Boolean).join(" ");
  if (problem) {
    return (
      <p className={classes} role="alert">
        {isAdmin ? phrases.t(PHRASES.captchaConfigMissing, { field: problem }) : phrases.t(PHRASES.captchaUnavailable)}
      </p>
    );
  }
  if (!decision?.show) return null;

  let message: string | null = null;
  if (unavailable) message = phrases.t(PHRASES.captchaUnavailable);
  else if (challenge.captchaError) message = phrases.t(PHRASES.captchaTokenInvalid);
  else if (challenge.attempted && challenge.missing) message = phrases.t(PHRASES.captchaTokenRequired);

  const onToken = (token: string) => {
    setUnavailable(false);
    challenge.solved(token);
  };
  const onFailure = () => setUnavailable(true);

  return (
    <div className={classes} data-captcha-version={decision.version}>
      {decision.version === "V2" ? (
        <Suspense fallback={<div style={{ minHeight: V2_HEIGHT }} />}>
          <div style={{ minHeight: V2_HEIGHT }}>
            <RecaptchaV2
              siteKey={decision.siteKey}
              resets={challenge.resets}
              script={challenge.script}
              onToken={onToken}
              onExpired={challenge.expired}
              onFailure={onFailure}
            />
          </div>
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <RecaptchaV3
            siteKey={decision.siteKey}
            action={flow}
            resets={challenge.resets}
            script={challenge.script}
            onToken={onToken}
            onFailure={onFailure}
          />
        </Suspense>
      )}
      <div id={messageId} role="alert" className="b-bot-challenge__message">
        {message}
      </div>
    </div>
  );
}
