/**
 * The third-party scripts: Google Identity Services (Sign In With Google and One Tap), which the site loads
 * itself, and the Facebook SDK, which sdk-identity's `initFacebookLogin` loads unless the site names its own
 * address. A site's `identityScripts` property gives either address (a proxy on its own domain; the preview's
 * offline stand-ins); without it, the providers' own URLs.
 */

import { loadScript, siteScriptAddress } from "@broadsheet/arc-client";
import type { SiteProperties } from "@broadsheet/kit";

export const GSI_URL = "https://accounts.google.com/gsi/client";

/** The addresses a site gives for the two scripts; null where it gives none (or one that is not usable). */
export interface ScriptAddresses {
  google: string;
  facebook: string | null;
}

export function scriptAddresses(siteProperties: SiteProperties): ScriptAddresses {
  const scripts = siteProperties.identityScripts;
  return {
    google: siteScriptAddress(scripts?.googleIdentity) ?? GSI_URL,
    facebook: siteScriptAddress(scripts?.facebookSdk),
  };
}

/** The One Tap notification's methods this block reads (all optional: older and newer GSI differ). */
export interface PromptNotification {
  isDisplayed?(): boolean;
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string | undefined;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string | undefined;
}

export interface GoogleId {
  initialize(options: Record<string, unknown>): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  cancel?(): void;
}

export interface FacebookSdk {
  XFBML?: { parse?(element?: Element): void };
}

interface ThirdPartyWindow {
  google?: { accounts?: { id?: GoogleId } };
  FB?: FacebookSdk;
  [handler: string]: unknown;
}

const thirdParty = (): ThirdPartyWindow => window as unknown as ThirdPartyWindow;

/** Google Identity Services' `google.accounts.id`, loading its script (from `src`) once per page. */
export async function loadGoogleIdentity(src: string = GSI_URL): Promise<GoogleId> {
  const ready = thirdParty().google?.accounts?.id;
  if (ready) return ready;
  await loadScript(src);
  const id = thirdParty().google?.accounts?.id;
  if (!id) throw new Error("Google Identity Services loaded without google.accounts.id");
  return id;
}

/** The id sdk-identity looks for: with an element of this id on the page it loads no Facebook SDK itself. */
export const FACEBOOK_SDK_ID = "facebook-jssdk";
const facebookLoads = new WeakMap<Element, Promise<void>>();

/**
 * Loads the Facebook SDK from a site's own address under sdk-identity's id, so that `initFacebookLogin` (which
 * skips its own loading then, and answers at once) runs only once `FB` is there. A tag already on the page that
 * this block did not add (the page's own) is taken as loaded, as sdk-identity would take it.
 */
export function loadFacebookSdk(src: string): Promise<void> {
  const present = document.getElementById(FACEBOOK_SDK_ID);
  if (present) return facebookLoads.get(present) ?? Promise.resolve();
  const script = document.createElement("script");
  script.id = FACEBOOK_SDK_ID;
  script.async = true;
  const load = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      // Gone, so a later page view (or block) may try again rather than find a dead tag.
      script.remove();
      reject(new Error("The Facebook SDK could not be loaded"));
    });
  });
  facebookLoads.set(script, load);
  script.src = src;
  document.body.append(script);
  return load;
}

/** What a provider whose script is missing leaves: one warning, for the site's developers (readers see no error). */
export function reportUnavailable(provider: "google" | "facebook", thrown: unknown): void {
  const name = provider === "google" ? "Google Identity Services" : "The Facebook SDK";
  const reason = thrown instanceof Error ? thrown.message : String(thrown);
  console.warn(`[social-sign-on-block] ${name} is unavailable, so its button is left out (${reason}).`);
}

/** The cookie in which Google remembers that One Tap was closed (and so stays hidden). */
const G_STATE_COOKIE = "g_state";

function clearGState(): void {
  document.cookie = `${G_STATE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/**
 * Shows One Tap. When Google reports it was not displayed (§8), `shown(false)` lets the block tell the reader,
 * the reason is logged, the g_state cookie (Google's memory of a closed prompt) is cleared and the prompt asked
 * for again, once; a prompt that then shows calls `shown(true)`.
 */
export function promptOneTap(id: GoogleId, shown: (displayed: boolean) => void = () => undefined, again = true): void {
  id.prompt((notification) => {
    if (notification.isDisplayed?.()) {
      shown(true);
      return;
    }
    if (!notification.isNotDisplayed?.()) return;
    shown(false);
    console.warn(
      `[social-sign-on-block] Google One Tap was not displayed (${notification.getNotDisplayedReason?.() ?? "unknown"}).`,
    );
    if (!again) return;
    clearGState();
    promptOneTap(id, shown, false);
  });
}

/** The global function the Facebook login button calls (`data-onlogin`); it calls each block's handler. */
export const FACEBOOK_ONLOGIN = "bsSocialSignOnFacebookLogin";
const handlers = new Set<() => void>();

/** Registers a block's Facebook handler; returns its removal. */
export function onFacebookLogin(handler: () => void): () => void {
  handlers.add(handler);
  thirdParty()[FACEBOOK_ONLOGIN] = () => {
    for (const each of [...handlers]) each();
  };
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) delete thirdParty()[FACEBOOK_ONLOGIN];
  };
}

/** Draws the Facebook login buttons under `element` (the SDK draws those present at its init by itself). */
export function parseFacebookButtons(element: Element): void {
  try {
    thirdParty().FB?.XFBML?.parse?.(element);
  } catch {
    // A broken third-party script leaves the other providers working.
  }
}

/** The spec's follow-up delay: Facebook's status can lag its login by a moment (§9). */
export const FACEBOOK_STATUS_FOLLOW_UP_MS = 1500;

export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
