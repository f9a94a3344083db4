/**
 * The bot challenge (reCAPTCHA) as decisions (commerce-and-identity §4 "Bot challenge", §5, §9): which version
 * the identity config's recaptchaScore selects, whether a flow shows it, where the provider script comes from,
 * and the stored token. Pure functions: the widget itself belongs to the blocks.
 */
import { siteScriptAddress } from "./site-script-address";
import type { StorageLike } from "./redirect";
import {
  captchaFlowEnabled,
  type CaptchaFlow,
  type IdentityCaptchaConfig,
  type SalesCaptchaConfig,
} from "./captcha-flow";

export type CaptchaVersion = "V2" | "V3";

/** Local-storage key of a stored challenge token. */
export const CAPTCHA_TOKEN_KEY = "ArcXP_captchaToken";

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

/** The identity config field at fault when the flow's challenge is on but cannot be shown. */
export type CaptchaConfigProblem = "recaptchaSiteKey" | "recaptchaScore";

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

export const CAPTCHA_DEFAULT_HOST = "www.google.com";
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
