/**
 * Version 2 (the visible checkbox) through react-google-recaptcha, loaded only when a flow shows it. The
 * provider script comes from the site's edition and host (recaptcha-provider.ts) before the widget mounts, so
 * the library finds its global and loads nothing itself. The widget resets whenever the reset counter changes.
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import ReCAPTCHA from "react-google-recaptcha";
import type { CaptchaScriptOptions } from "./captcha";
import { loadRecaptcha } from "./recaptcha-provider";

export interface RecaptchaV2Props {
  siteKey: string;
  resets: number;
  script: CaptchaScriptOptions;
  onToken(token: string): void;
  onExpired(): void;
  onFailure(): void;
}

export default function RecaptchaV2({ siteKey, resets, script, onToken, onExpired, onFailure }: RecaptchaV2Props) {
  const widget = useRef<ReCAPTCHA | null>(null);
  const firstReset = useRef(resets);
  const [loaded, setLoaded] = useState(false);
  const refused = useEffectEvent(() => onFailure());
  const { enterprise = false, host, src, language } = script;

  useEffect(() => {
    let live = true;
    loadRecaptcha({
      enterprise,
      ...(host ? { host } : {}),
      ...(src ? { src } : {}),
      ...(language ? { language } : {}),
      version: "V2",
    }).then(
      () => {
        if (live) setLoaded(true);
      },
      () => {
        if (live) refused();
      },
    );
    return () => {
      live = false;
    };
  }, [enterprise, host, src, language]);

  useEffect(() => {
    if (resets !== firstReset.current) widget.current?.reset();
  }, [resets]);

  if (!loaded) return null;
  return (
    <ReCAPTCHA
      ref={widget}
      sitekey={siteKey}
      hl={language}
      onChange={(token) => {
        if (token) onToken(token);
      }}
      onExpired={onExpired}
      onErrored={onFailure}
    />
  );
}
