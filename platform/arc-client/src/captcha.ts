/**
 * The bot challenge (reCAPTCHA) as decisions (commerce-and-identity §4 "Bot challenge", §5, §9): which version
 * the identity config's recaptchaScore selects, whether a flow shows it, where the provider script comes from,
 * and the stored token. Pure functions: the widget itself belongs to the blocks.
 */
import { siteScriptAddress } from "./site-script-address";
import type { StorageLike } from "./redirect";

export type CaptchaVersion = "V2" | "V3";
export type CaptchaFlow = "signin" | "signup" | "magicLink" | "resetPassword" | "checkout";

/** Local-storage key of a stored challenge token. */
export const CAPTCHA_TOKEN_KEY = "ArcXP_captchaToken";

/** The identity config's bot-challenge fields. */
export interface IdentityCaptchaConfig {
  recaptchaSiteKey?: unknown;
  recaptchaScore?: unknown;
  signinRecaptcha?: unknown;
  signupRecaptcha?: unknown;
  magicLinkRecaptcha?: unknown;
  resetPasswordRecaptcha?: unknown;
}

/** The sales config's one bot-challenge field. */
export interface SalesCaptchaConfig {
  checkoutRecaptchaEnabled?: unknown;
}

function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** -1 selects the visible checkbox (V2); a score from 0 to 1 inclusive the invisible one (V3); else none. */
export function captchaVersion(recaptchaScore: unknown): CaptchaVersion | null {
  const score = numberOf(recaptchaScore);
  if (score === null) return null;
  if (score === -1) return "V2";
  return score >= 0 && score <= 1 ? "V3" : null;
}

const FLOW_FLAGS: Record<Exclude<CaptchaFlow, "checkout">, keyof IdentityCaptchaConfig> = {
  signin: "signinRecaptcha",
  signup: "signupRecaptcha",
  magicLink: "magicLinkRecaptcha",
  resetPassword: "resetPasswordRecaptcha",
};

/** Whether the flow's flag is on: the identity config's for sign-in, sign-up, magic link and reset password; the sales config's for checkout. */
export function captchaFlowEnabled(
  flow: CaptchaFlow,
  identityConfig: IdentityCaptchaConfig | null | undefined,
  salesConfig?: SalesCaptchaConfig | null,
): boolean {
  if (flow === "checkout") return salesConfig?.checkoutRecaptchaEnabled === true;
  return identityConfig?.[FLOW_FLAGS[flow]] === true;
}

export interface CaptchaInput {
  /** The identity service is configured and its config loaded. */
  initialised: boolean;
  flow: CaptchaFlow;
  identityConfig: IdentityCaptchaConfig | null | undefined;
  salesConfig?: SalesCaptchaConfig | null;
}

export type CaptchaDecision = { show: false } | { show: true; version: CaptchaVersion; siteKey: string };

/** Shown only when the service is initialised, the flow's flag is on, a site key exists and a version resolves. */
export function captchaDecision({ initialised, flow, identityConfig, salesConfig }: CaptchaInput): CaptchaDecision {
  if (!initialised || !identityConfig || !captchaFlowEnabled(flow, identityConfig, salesConfig)) return { show: false };
  const siteKey = typeof identityConfig.recaptchaSiteKey === "string" ? identityConfig.recaptchaSiteKey.trim() : "";
  const version = captchaVersion(identityConfig.recaptchaScore);
  if (siteKey === "" || version === null) return { show: false };
  return { show: true, version, siteKey };
}

export const CAPTCHA_DEFAULT_HOST = "www.google.com";
export const CAPTCHA_ALTERNATE_HOST = "www.recaptcha.net";
const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export interface CaptchaScriptOptions {
  /** reCAPTCHA Enterprise (enterprise.js) instead of the standard api.js. */
  enterprise?: boolean;
  /** Another provider host (for example www.recaptcha.net where www.google.com is blocked); a bare host name. */
  host?: string;
  /**
   * The script's whole address instead (a site's proxy, the preview's stand-in): an https URL or a path on the
   * page's origin, for the edition chosen; the query is still added. Wins over `host`.
   */
  src?: string;
  /** V3 renders with the site key; V2 renders explicitly. */
  version?: CaptchaVersion;
  siteKey?: string;
  /** The page's language (hl). */
  language?: string;
}

/** Stands in for the page's origin while a path's query is built; never part of an answer. */
const PATH_BASE = "https://page.invalid";

/**
 * The provider script's URL: `src` when it is a usable address (a path stays a path), else the provider's
 * own on `host`. A host that is not a plain host name is ignored.
 */
export function captchaScriptUrl(options: CaptchaScriptOptions = {}): string {
  const requested = options.host
    ?.trim()
    .replace(/^https:\/\//i, "")
    .replace(/\/+$/, "");
  const host = requested && HOSTNAME.test(requested) ? requested.toLowerCase() : CAPTCHA_DEFAULT_HOST;
  const src = siteScriptAddress(options.src);
  const url = new URL(src ?? `https://${host}/recaptcha/${options.enterprise ? "enterprise" : "api"}.js`, PATH_BASE);
  if (options.version === "V3" && options.siteKey) url.searchParams.set("render", options.siteKey);
  else if (options.version === "V2") url.searchParams.set("render", "explicit");
  if (options.language) url.searchParams.set("hl", options.language);
  return url.origin === PATH_BASE ? `${url.pathname}${url.search}` : url.href;
}

/** The stored token, if any (storage that throws counts as empty). */
export function readCaptchaToken(storage: StorageLike | null | undefined): string | null {
  try {
    const token = storage?.getItem(CAPTCHA_TOKEN_KEY) ?? null;
    return token === "" ? null : token;
  } catch {
    return null;
  }
}

export function storeCaptchaToken(storage: StorageLike | null | undefined, token: string): void {
  try {
    storage?.setItem(CAPTCHA_TOKEN_KEY, token);
  } catch {
    // Blocked or full storage: the token is still held in memory by the form.
  }
}

export function clearCaptchaToken(storage: StorageLike | null | undefined): void {
  try {
    storage?.removeItem(CAPTCHA_TOKEN_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** A challenge's state in a form: the token, whether to show the captcha error, and a counter that resets it. */
export interface CaptchaState {
  token: string | null;
  captchaError: boolean;
  /** Changes whenever the widget must reset (V2) or ask for a new token (V3). */
  resets: number;
}

export type CaptchaEvent =
  { type: "solved"; token: string } | { type: "expired" } | { type: "captcha-error" } | { type: "form-error" };

export const INITIAL_CAPTCHA_STATE: CaptchaState = { token: null, captchaError: false, resets: 0 };

/**
 * Solved sets the token and clears the captcha error; expiry changes nothing; a captcha error (130001, 010122)
 * or a form error resets the challenge, dropping the spent token.
 */
export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case "solved":
      return { ...state, token: event.token, captchaError: false };
    case "expired":
      return state;
    case "captcha-error":
      return { token: null, captchaError: true, resets: state.resets + 1 };
    case "form-error":
      return { ...state, token: null, resets: state.resets + 1 };
  }
}
