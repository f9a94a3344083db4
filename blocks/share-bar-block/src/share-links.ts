import { isRecord } from "@broadsheet/kit";

/** The networks the share bar offers, in the order it shows them. `twitter` is X (decisions.md). */
export const SHARE_NETWORKS = ["facebook", "twitter", "pinterest", "linkedin", "email"] as const;

export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface PopupSize {
  width: number;
  height: number;
}

/** Spec §2: 658 × 354 for social sites, 830 × 460 for LinkedIn and email. */
export const POPUP_SIZES: Readonly<Record<ShareNetwork, PopupSize>> = {
  facebook: { width: 658, height: 354 },
  twitter: { width: 658, height: 354 },
  pinterest: { width: 658, height: 354 },
  linkedin: { width: 830, height: 460 },
  email: { width: 830, height: 460 },
};

/** What a share link carries: the story's absolute address, its headline and (for Pinterest) its image. */
export interface SharedStory {
  url: string;
  title: string;
  /** Absolute image address, or "" when the story has none. */
  image: string;
}

const WEB_URL = /^https?:\/\//i;

function textAt(value: unknown, key: string): string {
  const found = isRecord(value) ? value[key] : undefined;
  return typeof found === "string" ? found.trim() : "";
}

/** The site's origin ("https://www.thedaily.example") from its `websiteDomain`, or "" when that is not a web address. */
export function siteOrigin(websiteDomain: unknown): string {
  if (typeof websiteDomain !== "string" || !WEB_URL.test(websiteDomain.trim())) return "";
  try {
    return new URL(websiteDomain.trim()).origin;
  } catch {
    return "";
  }
}

/** An http(s) address as given, a site path ("/politics/…") on the site's origin, else "". */
export function absoluteURL(value: string, origin: string): string {
  if (value === "") return "";
  try {
    if (WEB_URL.test(value)) return new URL(value).href;
    if (value.startsWith("/") && !value.startsWith("//") && origin !== "") return new URL(value, origin).href;
  } catch {
    return "";
  }
  return "";
}

/** The story to share as the island reads it: its headline still as ANS holds it (inline HTML). */
export interface ShareableStory {
  url: string;
  /** `headlines.basic` as given: inline HTML, or anything else a bad answer holds. */
  headline: unknown;
  /** Absolute image address, or "" when the story has none. */
  image: string;
}

/**
 * The story to share, read from the page's global content: its canonical address (else its website_url) made
 * absolute on the site's domain, its headline as given, and its promo image. null when it has no usable address.
 * The headline's plain text is left to sharedStory (shared-story.ts), which the share links' server part carries.
 */
export function shareableStory(globalContent: unknown, websiteDomain: unknown): ShareableStory | null {
  const origin = siteOrigin(websiteDomain);
  const url =
    absoluteURL(textAt(globalContent, "canonical_url"), origin) ||
    absoluteURL(textAt(globalContent, "website_url"), origin);
  if (url === "") return null;
  const headlines = isRecord(globalContent) ? globalContent.headlines : undefined;
  const promo = isRecord(globalContent) ? globalContent.promo_items : undefined;
  const basic = isRecord(promo) ? promo.basic : undefined;
  return {
    url,
    headline: isRecord(headlines) ? headlines.basic : undefined,
    image: absoluteURL(textAt(basic, "url"), origin),
  };
}

/** The features string for a popup of the network's size, centred on the reader's window. */
export function popupFeatures(network: ShareNetwork, view: Window): string {
  const { width, height } = POPUP_SIZES[network];
  const left = Math.max(0, Math.round(view.screenX + (view.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(view.screenY + (view.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * Opens the share address in a centred popup. Returns false when the browser blocked it, so the link can be
 * followed instead. The popup cannot reach back into the page.
 */
export function openSharePopup(network: ShareNetwork, href: string, view: Window = window): boolean {
  // Not "noopener" in the features: with it window.open always returns null, and a blocked popup looks the same.
  const popup = view.open(href, "share", popupFeatures(network, view));
  if (!popup) return false;
  try {
    popup.opener = null;
  } catch {
    // Some browsers make opener read-only on a cross-origin window: it is then already out of reach.
  }
  return true;
}
