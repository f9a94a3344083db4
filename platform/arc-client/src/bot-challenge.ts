/**
 * The bot challenge as a hook every form shares (commerce-and-identity §4 "Bot challenge"): it reads the
 * identity config once the SDK is configured (in the browser only), decides with captcha.ts whether and which
 * challenge the flow shows, and holds the token, the captcha error and the reset counter. The widget that shows
 * it is `<BotChallenge challenge={…} />` (bot-challenge-widget.tsx).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  INITIAL_CAPTCHA_STATE,
  captchaDecision,
  captchaFlowEnabled,
  captchaReducer,
  captchaVersion,
  clearCaptchaToken,
  storeCaptchaToken,
  CAPTCHA_ALTERNATE_HOST,
  type CaptchaDecision,
  type CaptchaFlow,
  type CaptchaScriptOptions,
  type IdentityCaptchaConfig,
  type SalesCaptchaConfig,
} from "./captcha";
import { configureIdentity, type IdentitySiteProperties } from "./configure";
import { browserStorage } from "./identity-blocks-support";
import { siteScriptAddress } from "./site-script-address";
import { isCaptchaError } from "./login-errors";

/** Site properties the challenge reads beside the identity origin. */
export interface BotChallengeSiteProperties extends IdentitySiteProperties {
  recaptcha?:
    | {
        /** reCAPTCHA Enterprise (enterprise.js, `grecaptcha.enterprise`) instead of the standard script. */
        enterprise?: unknown;
        /** Load the provider from www.recaptcha.net, for readers where www.google.com is blocked. */
        alternateHost?: unknown;
      }
    | undefined;
  /** `recaptcha`: the provider script's own address (a proxy, the preview's stand-in); wins over alternateHost. */
  identityScripts?: { recaptcha?: unknown } | undefined;
}

export interface BotChallengeOptions {
  flow: CaptchaFlow;
  site: string;
  properties: BotChallengeSiteProperties | null | undefined;
  /** The page's language for the widget (hl). */
  language?: string;
  /** Checkout's flag comes from the sales config, which the checkout reads. */
  salesConfig?: SalesCaptchaConfig | null;
  /** Where the identity config comes from: the configured SDK's `getConfig()` unless given (tests, editors). */
  loadConfig?: () => Promise<IdentityCaptchaConfig>;
}

/** The identity config field at fault when the flow's challenge is on but cannot be shown. */
export type CaptchaConfigProblem = "recaptchaSiteKey" | "recaptchaScore";

export interface BotChallengeHandle {
  readonly flow: CaptchaFlow;
  /** Null until the identity config is read; then whether and which challenge shows. */
  readonly decision: CaptchaDecision | null;
  /** The token to send as recaptchaToken, once solved (V2) or issued (V3). */
  readonly token: string | null;
  /** The challenge shows and has no token: the form must not submit yet. */
  readonly missing: boolean;
  /** A captcha error (130001, 010122) is shown beside the challenge. */
  readonly captchaError: boolean;
  /** The reader tried to submit without a token. */
  readonly attempted: boolean;
  /** Changes whenever the widget must reset (V2) or fetch a new token (V3). */
  readonly resets: number;
  /** The flow's challenge is on in the config, but the config cannot show it. */
  readonly problem: CaptchaConfigProblem | null;
  readonly script: CaptchaScriptOptions;
  /**
   * After a submit failed (the thrown error) or the form refused its own input (null): resets the challenge.
   * True when the error is the challenge's and is shown beside it, so the form need not repeat it.
   */
  failed(thrown: unknown): boolean;
  /** The widget's events. */
  solved(token: string): void;
  expired(): void;
}

/** The configured SDK's identity config (the SDK caches it for the page). */
export async function identityCaptchaConfig(
  site: string,
  properties: IdentitySiteProperties | null | undefined,
): Promise<IdentityCaptchaConfig> {
  const Identity = await configureIdentity(site, properties);
  return (await Identity.getConfig()) as IdentityCaptchaConfig;
}

/** Why a flow whose challenge is switched on would still show none. */
export function captchaConfigProblem(
  flow: CaptchaFlow,
  identityConfig: IdentityCaptchaConfig | null | undefined,
  salesConfig?: SalesCaptchaConfig | null,
): CaptchaConfigProblem | null {
  if (!identityConfig || !captchaFlowEnabled(flow, identityConfig, salesConfig)) return null;
  const key = identityConfig.recaptchaSiteKey;
  if (typeof key !== "string" || key.trim() === "") return "recaptchaSiteKey";
  return captchaVersion(identityConfig.recaptchaScore) === null ? "recaptchaScore" : null;
}

/** Script options from the site properties and the decision. */
export function captchaScriptOptions(
  properties: BotChallengeSiteProperties | null | undefined,
  decision: CaptchaDecision | null,
  language?: string,
): CaptchaScriptOptions {
  const options: CaptchaScriptOptions = { enterprise: properties?.recaptcha?.enterprise === true };
  if (properties?.recaptcha?.alternateHost === true) options.host = CAPTCHA_ALTERNATE_HOST;
  const src = siteScriptAddress(properties?.identityScripts?.recaptcha);
  if (src) options.src = src;
  if (decision?.show) {
    options.version = decision.version;
    options.siteKey = decision.siteKey;
  }
  if (language) options.language = language;
  return options;
}

type ConfigState = { status: "loading" } | { status: "ready"; config: IdentityCaptchaConfig } | { status: "failed" };

export function useBotChallenge(options: BotChallengeOptions): BotChallengeHandle {
  const { flow, site, properties, language, salesConfig, loadConfig } = options;
  const [config, setConfig] = useState<ConfigState>({ status: "loading" });
  const [state, dispatch] = useReducer(captchaReducer, INITIAL_CAPTCHA_STATE);
  const [attempted, setAttempted] = useState(false);
  // The loader may be a new function each render; the first one decides, as the SDK caches the config anyway.
  const loader = useRef(loadConfig ?? (() => identityCaptchaConfig(site, properties)));

  useEffect(() => {
    let live = true;
    loader.current().then(
      (loaded) => {
        if (live) setConfig({ status: "ready", config: loaded });
      },
      () => {
        // No config, no challenge: the SDK enforces nothing either, and the form reports its own failure.
        if (live) setConfig({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const identityConfig = config.status === "ready" ? config.config : null;
  const decision = useMemo<CaptchaDecision | null>(
    () =>
      config.status === "loading"
        ? null
        : captchaDecision({ initialised: config.status === "ready", flow, identityConfig, salesConfig }),
    [config.status, flow, identityConfig, salesConfig],
  );
  const problem = captchaConfigProblem(flow, identityConfig, salesConfig);
  const shown = decision?.show === true;

  const failed = useCallback(
    (thrown: unknown): boolean => {
      if (!shown) return false;
      const captcha = thrown !== null && thrown !== undefined && isCaptchaError(thrown);
      clearCaptchaToken(browserStorage("local"));
      dispatch({ type: captcha ? "captcha-error" : "form-error" });
      if (!captcha) setAttempted(true);
      return captcha;
    },
    [shown],
  );
  const solved = useCallback((token: string) => {
    storeCaptchaToken(browserStorage("local"), token);
    setAttempted(false);
    dispatch({ type: "solved", token });
  }, []);
  const expired = useCallback(() => dispatch({ type: "expired" }), []);
  const script = useMemo(() => captchaScriptOptions(properties, decision, language), [properties, decision, language]);

  return {
    flow,
    decision,
    token: shown ? state.token : null,
    missing: shown && !state.token,
    captchaError: shown && state.captchaError,
    attempted: shown && attempted,
    resets: state.resets,
    problem,
    script,
    failed,
    solved,
    expired,
  };
}
