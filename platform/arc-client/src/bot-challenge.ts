/**
 * The bot challenge as a hook every form shares (commerce-and-identity §4 "Bot challenge"): it reads the
 * identity config once the SDK is configured (in the browser only), decides with captcha.ts whether and which
 * challenge the flow shows, and holds the token, the captcha error and the reset counter. The decisions' code
 * (captcha.ts, the catalogue's captcha codes) loads only when the config switches the flow's challenge on. The
 * widget that shows it is `<BotChallenge challenge={…} />` (bot-challenge-widget.tsx).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { CaptchaConfigProblem, CaptchaDecision, CaptchaScriptOptions } from "./captcha";
import {
  CAPTCHA_ALTERNATE_HOST,
  INITIAL_CAPTCHA_STATE,
  captchaFlowEnabled,
  captchaReducer,
  type CaptchaFlow,
  type IdentityCaptchaConfig,
  type SalesCaptchaConfig,
} from "./captcha-flow";
import type { IdentitySiteProperties } from "./configure";
import { siteScriptAddress } from "./site-script-address";

/** The decisions' code, loaded only for a flow whose challenge the config switches on. */
const rulesCode = () => import("./bot-challenge-rules");
type ChallengeRules = Awaited<ReturnType<typeof rulesCode>>;

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
  // Its code loads now, not with the form: forms configure Identity only in effects and on submit.
  const { configureIdentity } = await import("./configure");
  const Identity = await configureIdentity(site, properties);
  return (await Identity.getConfig()) as IdentityCaptchaConfig;
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
  const [rules, setRules] = useState<ChallengeRules | null>(null);
  /** Bumped by a failed submit while the decisions' code is missing (a chunk lost to a dropped connection). */
  const [retries, setRetries] = useState(0);
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
  // A flow whose flag is off shows nothing and needs none of the decisions' code.
  const enabled = identityConfig !== null && captchaFlowEnabled(flow, identityConfig, salesConfig);

  useEffect(() => {
    if (!enabled || rules !== null) return;
    let live = true;
    rulesCode().then(
      (loaded) => {
        if (live) setRules(loaded);
      },
      // The challenge stays undecided (nothing shows) until a failed submit asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, rules, retries]);

  // Null while the config, or for a flow whose flag is on the decisions' code, is on its way.
  const decision = useMemo<CaptchaDecision | null>(() => {
    if (config.status === "loading") return null;
    if (!enabled) return { show: false };
    return rules === null
      ? null
      : rules.captchaDecision({ initialised: config.status === "ready", flow, identityConfig, salesConfig });
  }, [config.status, enabled, rules, flow, identityConfig, salesConfig]);
  const problem = enabled && rules !== null ? rules.captchaConfigProblem(flow, identityConfig, salesConfig) : null;
  const shown = decision?.show === true;

  const failed = useCallback(
    (thrown: unknown): boolean => {
      // The decisions' code has not arrived: a failed submit is the moment to ask again.
      if (enabled && rules === null) setRetries((count) => count + 1);
      if (!shown || rules === null) return false;
      const captcha = thrown !== null && thrown !== undefined && rules.isCaptchaError(thrown);
      rules.clearCaptchaToken(rules.browserStorage("local"));
      dispatch({ type: captcha ? "captcha-error" : "form-error" });
      if (!captcha) setAttempted(true);
      return captcha;
    },
    [enabled, rules, shown],
  );
  const solved = useCallback(
    (token: string) => {
      rules?.storeCaptchaToken(rules.browserStorage("local"), token);
      setAttempted(false);
      dispatch({ type: "solved", token });
    },
    [rules],
  );
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
