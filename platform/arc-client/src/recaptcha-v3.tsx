/**
 * Version 3 (invisible, score-based): loads the provider script with the site key and asks for a token for the
 * flow's action on load and again whenever the challenge resets (commerce-and-identity §4). Renders nothing; the
 * provider shows its own badge.
 */
import { useEffect, useEffectEvent } from "react";
import type { CaptchaScriptOptions } from "./captcha";
import { loadRecaptcha } from "./recaptcha-provider";

export interface RecaptchaV3Props {
  siteKey: string;
  action: string;
  resets: number;
  script: CaptchaScriptOptions;
  onToken(token: string): void;
  onFailure(): void;
}

export function RecaptchaV3({ siteKey, action, resets, script, onToken, onFailure }: RecaptchaV3Props) {
  const issued = useEffectEvent((token: string) => onToken(token));
  const refused = useEffectEvent(() => onFailure());
  const { enterprise = false, host, src, language } = script;

  useEffect(() => {
    let live = true;
    loadRecaptcha({
      enterprise,
      ...(host ? { host } : {}),
      ...(src ? { src } : {}),
      ...(language ? { language } : {}),
      version: "V3",
      siteKey,
    })
      .then((api) => api.execute(siteKey, { action }))
      .then(
        (token) => {
          if (live) issued(token);
        },
        () => {
          if (live) refused();
        },
      );
    return () => {
      live = false;
    };
  }, [enterprise, host, src, language, siteKey, action, resets]);

  return null;
}
