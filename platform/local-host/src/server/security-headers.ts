/**
 * The security headers of every preview page (issue 24, item 8): a nonce-based Content-Security-Policy, the
 * framing, referrer and permissions policies, nosniff. README.md ("Install into your Fusion bundle", step 7)
 * gives a site the same policy family by family; the origins below are the ones it names.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

/** What the provider scripts the blocks load reach besides the page's own origin, by directive. */
export interface ProviderSources {
  "frame-src"?: readonly string[];
  "connect-src"?: readonly string[];
  "img-src"?: readonly string[];
  "style-src"?: readonly string[];
}

/**
 * Scripts are not listed: the policy trusts the page's nonce'd scripts and, through 'strict-dynamic', the
 * scripts they add (Stripe.js, GSI, the Facebook SDK, reCAPTCHA, GPT are all added by block code), whether
 * from the provider or from the site itself (the preview's sites load the identity stand-ins from their own
 * origin, as a site with a proxy would). The origins the real scripts reach are allowed here all the same: the
 * preview's policy is the one a site with every block family needs, not one loosened for its stand-ins.
 */
export const PROVIDER_SOURCES: Readonly<Record<string, ProviderSources>> = {
  stripe: {
    "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
    "connect-src": ["https://api.stripe.com"],
  },
  recaptcha: {
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    "connect-src": ["https://www.google.com/recaptcha/"],
  },
  google: {
    "frame-src": ["https://accounts.google.com/gsi/"],
    "connect-src": ["https://accounts.google.com/gsi/"],
    // The button's own stylesheet, which GSI links.
    "style-src": ["https://accounts.google.com/gsi/style"],
  },
  facebook: {
    "frame-src": ["https://www.facebook.com", "https://web.facebook.com"],
    "connect-src": ["https://graph.facebook.com", "https://www.facebook.com"],
    "img-src": ["https://www.facebook.com"],
  },
  ads: {
    "frame-src": [
      "https://*.doubleclick.net",
      "https://tpc.googlesyndication.com",
      "https://*.safeframe.googlesyndication.com",
    ],
    "connect-src": ["https://securepubads.g.doubleclick.net", "https://pagead2.googlesyndication.com"],
    "img-src": ["https://*.doubleclick.net", "https://tpc.googlesyndication.com"],
  },
  taboola: {
    "connect-src": ["https://*.taboola.com"],
    "img-src": ["https://*.taboola.com"],
  },
  youtube: {
    "frame-src": ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
    "img-src": ["https://i.ytimg.com"],
  },
  vimeo: {
    "frame-src": ["https://player.vimeo.com"],
    "img-src": ["https://i.vimeocdn.com"],
  },
};

/**
 * Where the fixtures' video streams are: the stand-in for the CDN Arc's Video Center serves a site's streams
 * from (`{VIDEO_ORIGIN}` in the README), which a site names for itself.
 */
const PREVIEW_VIDEO_ORIGINS = ["https://videos.fake-arc.test"];

function providerSources(directive: keyof ProviderSources): string[] {
  return [...new Set(Object.values(PROVIDER_SOURCES).flatMap((sources) => sources[directive] ?? []))];
}

/** A fresh nonce per response: 128 random bits, so a page's scripts can't be guessed from another's. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy for a page whose own scripts carry `nonce`.
 * - Scripts: the nonce and 'strict-dynamic' only (no host list, no 'unsafe-inline'): script in content HTML (an
 *   HTML box, a raw-HTML element) never runs, while the module graph and the provider scripts the blocks add
 *   inherit the trust.
 * - Styles: 'unsafe-inline', for styles only. React 19 inserts a styled component's hoistable `<style>` itself
 *   when the component first renders in the browser (after hydration), without a nonce, and the blocks and the
 *   default output type write `style` attributes and a `<style>` of their own; a nonce in style-src would
 *   switch 'unsafe-inline' off and block all of those. CSS can't run script, so this is the smaller risk.
 */
export function contentSecurityPolicy(nonce: string): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", [`'nonce-${nonce}'`, "'strict-dynamic'"]],
    ["style-src", ["'self'", "'unsafe-inline'", ...providerSources("style-src")]],
    ["img-src", ["'self'", "data:", "blob:", ...providerSources("img-src")]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...providerSources("connect-src")]],
    ["frame-src", ["'self'", ...providerSources("frame-src")]],
    ["media-src", ["'self'", "blob:", ...PREVIEW_VIDEO_ORIGINS]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/**
 * Powerful features no block uses are off for the page and every frame in it; payment is the page's own and
 * Stripe's (its Payment Request button, through which checkout offers Apple Pay and Google Pay).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

export function pageSecurityHeaders(nonce: string): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(nonce),
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "x-content-type-options": "nosniff",
  };
}

/** Sets the page headers on a response not yet written; the nonce, for the document's own scripts. */
export function setPageSecurityHeaders(response: ServerResponse): string {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce))) response.setHeader(name, value);
  return nonce;
}
