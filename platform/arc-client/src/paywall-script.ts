/**
 * Arc's paywall script (`window.ArcP`, p.min.js): Arc serves it per organisation and it is on no registry
 * (notes/arc-sdks.md §5), so a site names it in its properties, `api.paywall.script`. It is loaded in the browser
 * only and run for the page's story (content-and-presentation §7: content identifier, restriction, type and
 * section) with the configured Identity and the Sales origin, where it reads the reader's entitlements. Its paywall
 * function sets the campaign and the paywalled flag; the triggered rule says whether it is a register wall
 * (commerce-and-identity §4 "Paywall").
 */
import { apiOrigin, ArcConfigError, type ApiSiteProperties } from "./api-origin";
import { loadScript } from "./load-script";
import { storedSessionMayExist } from "./stored-session";
import { DEFAULT_CAMPAIGN } from "./field-defaults";
import { isRegisterWallRule, triggeredRule, type PaywallRule, type PaywallRunResult } from "./commerce/paywall";

export const PAYWALL_SCRIPT_PROPERTY = "api.paywall.script";

/** The site properties the paywall reads; kit's SiteProperties fits. */
export interface PaywallSiteProperties {
  api?: ({ paywall?: { script?: unknown } | undefined } & NonNullable<ApiSiteProperties["api"]>) | undefined;
}

/** What the script's run() is given. */
export interface PaywallScriptOptions {
  contentIdentifier: string;
  contentRestriction: string | undefined;
  contentType: string | undefined;
  section: string | undefined;
  Identity: unknown;
  apiOrigin: string;
  paywallFunction: (campaignCode: unknown) => void;
}

/** The part of `window.ArcP` the paywall uses. */
export interface ArcPaywallScript {
  run(options: PaywallScriptOptions): Promise<PaywallRunResult | null | undefined>;
  _rules?: readonly PaywallRule[];
}

/** The story the script judges, from the page's content. */
export interface PaywallStory {
  /** The content identifier (`_id`). */
  id: string;
  /** `content_restrictions.content_code`. */
  restriction?: string | undefined;
  type?: string | undefined;
  /** The primary section's id. */
  section?: string | undefined;
}

/** What a run found: the flags `paywallDisplay` reads, and the campaign the wall offers. */
export interface PaywallOutcome {
  paywalled: boolean;
  registerWalled: boolean;
  campaignCode: string;
}

/**
 * The script's URL from `api.paywall.script`: an http(s) URL, or a path on the page's origin. Throws an
 * ArcConfigError naming the property when it is absent or not a web address.
 */
export function paywallScriptUrl(
  site: string,
  properties: PaywallSiteProperties | null | undefined,
  pageOrigin: string | null = typeof window === "undefined" ? null : window.location.origin,
): string {
  const value = properties?.api?.paywall?.script;
  if (typeof value !== "string" || value.trim() === "") {
    throw new ArcConfigError(
      `${PAYWALL_SCRIPT_PROPERTY} is not set for site ${site}: name Arc's paywall script (p.min.js) there`,
      PAYWALL_SCRIPT_PROPERTY,
      site,
    );
  }
  let url: URL | null = null;
  try {
    url = new URL(value.trim(), pageOrigin ?? undefined);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new ArcConfigError(
      `${PAYWALL_SCRIPT_PROPERTY} for site ${site} is not an http(s) URL or a path: ${JSON.stringify(value)}`,
      PAYWALL_SCRIPT_PROPERTY,
      site,
    );
  }
  return url.href;
}

type PaywallWindow = Window & { ArcP?: Partial<ArcPaywallScript> };

/**
 * What the script is given as Identity for a reader whose browser holds no session: what the SDK itself would
 * answer for them (not logged in, no tokens) without downloading it. The script asks the SDK whether the
 * reader is logged in and reads the access token for the entitlements call; both answers are known here.
 */
export const SIGNED_OUT_IDENTITY = Object.freeze({
  isLoggedIn: (): Promise<boolean> => Promise.resolve(false),
  userIdentity: Object.freeze({}),
  userProfile: null,
});

const hasRun = (script: Partial<ArcPaywallScript> | undefined): script is ArcPaywallScript =>
  typeof script?.run === "function";

/**
 * Loads the site's paywall script (once per page; not at all when the page already has `ArcP`, as a site whose
 * template includes the script does) and runs it for the story. Rejects when the site names no script or no
 * Sales or Identity origin, when the script does not load, or when it defines no `ArcP.run`.
 */
export async function runPaywallScript(
  site: string,
  properties: PaywallSiteProperties | null | undefined,
  story: PaywallStory,
  win: Window = window,
): Promise<PaywallOutcome> {
  const page = win as PaywallWindow;
  const salesOrigin = apiOrigin("sales", site, properties, win.location.origin);
  const script = async (): Promise<ArcPaywallScript> => {
    if (hasRun(page.ArcP)) return page.ArcP;
    const url = paywallScriptUrl(site, properties, win.location.origin);
    await loadScript(url, win.document);
    if (!hasRun(page.ArcP)) throw new Error(`The paywall script ${url} defined no window.ArcP.run`);
    return page.ArcP;
  };
  // Most readers have never signed in: their pages never download sdk-identity for the paywall, nor the code
  // that configures it.
  const identity = storedSessionMayExist(win)
    ? import("./configure").then(({ configureIdentity }) => configureIdentity(site, properties))
    : Promise.resolve<unknown>(SIGNED_OUT_IDENTITY);
  const [Identity, ArcP] = await Promise.all([identity, script()]);
  let paywalled = false;
  let campaignCode = DEFAULT_CAMPAIGN;
  const result = await ArcP.run({
    contentIdentifier: story.id,
    contentRestriction: story.restriction,
    contentType: story.type,
    section: story.section,
    Identity,
    apiOrigin: salesOrigin,
    paywallFunction: (campaign) => {
      paywalled = true;
      campaignCode = typeof campaign === "string" && campaign.trim() !== "" ? campaign.trim() : DEFAULT_CAMPAIGN;
    },
  });
  const registerWalled = paywalled && isRegisterWallRule(triggeredRule(result, ArcP._rules));
  return { paywalled, registerWalled, campaignCode };
}
