/**
 * The third-party scripts: Google Identity Services (Sign In With Google and One Tap), which the site loads
 * itself, and the Facebook SDK, which sdk-identity's `initFacebookLogin` loads. Both from their real URLs; the
 * preview's browser tests map those URLs to offline stand-ins.
 */

import { loadScript } from "@broadsheet/arc-client";

export const GSI_URL = "https://accounts.google.com/gsi/client";

/** The One Tap notification's methods this block reads (all optional: older and newer GSI differ). */
export interface PromptNotification {
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

/** Google Identity Services' `google.accounts.id`, loading its script once per page. */
export async function loadGoogleIdentity(): Promise<GoogleId> {
  const ready = thirdParty().google?.accounts?.id;
  if (ready) return ready;
  await loadScript(GSI_URL);
  const id = thirdParty().google?.accounts?.id;
  if (!id) throw new Error("Google Identity Services loaded without google.accounts.id");
  return id;
}

/** The cookie in which Google remembers that One Tap was closed (and so stays hidden). */
const G_STATE_COOKIE = "g_state";

function clearGState(): void {
  document.cookie = `${G_STATE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/**
 * Shows One Tap. When Google reports it was not displayed, the reason is logged, the g_state cookie (Google's
 * memory of a closed prompt) is cleared and the prompt asked for again, once.
 */
export function promptOneTap(id: GoogleId, again = true): void {
  id.prompt((notification) => {
    if (!notification.isNotDisplayed?.()) return;
    console.warn(
      `[social-sign-on-block] Google One Tap was not displayed (${notification.getNotDisplayedReason?.() ?? "unknown"}).`,
    );
    if (!again) return;
    clearGState();
    promptOneTap(id, false);
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
