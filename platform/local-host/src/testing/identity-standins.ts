/**
 * The third-party identity scripts and the preview's offline stand-ins for them (resources/identity/). The
 * preview's own sites name the stand-ins in their `identityScripts` property, so its pages ask no other host;
 * a site without that property loads the providers' real URLs, and a browser test of that case (or of a
 * stand-in itself) maps those URLs to the stand-ins with `serveIdentityStandIns`, with no network.
 */
import type { BrowserContext, Page } from "playwright-core";
import { serveStandIns, standInFor, type StandIn } from "./stand-ins";

export type IdentityStandIn = StandIn;

export const IDENTITY_STAND_INS: readonly IdentityStandIn[] = [
  {
    // react-google-recaptcha: www.google.com, or recaptcha.net (useRecaptchaNet); api.js, or enterprise.js.
    url: /^https:\/\/(?:www\.)?(?:google\.com|recaptcha\.net)\/recaptcha\/(?:api|enterprise)\.js(?:\?.*)?$/,
    path: "/pf/resources/identity/recaptcha.js",
  },
  {
    // Google Identity Services (Sign In With Google, One Tap).
    url: /^https:\/\/accounts\.google\.com\/gsi\/client(?:\?.*)?$/,
    path: "/pf/resources/identity/gsi-client.js",
  },
  {
    // The identity SDK's initFacebookLogin: https://connect.facebook.net/<locale>/sdk.js.
    url: /^https:\/\/connect\.facebook\.net\/[A-Za-z_]+\/sdk(?:\/debug)?\.js(?:[?#].*)?$/,
    path: "/pf/resources/identity/facebook-sdk.js",
  },
];

/** The stand-in's path on the preview for a third-party script URL; undefined when it has none. */
export function identityStandInFor(url: string): string | undefined {
  return standInFor(IDENTITY_STAND_INS, url);
}

/**
 * Answers the page's requests for the third-party identity scripts with the preview's stand-ins (fetched
 * from the preview at `origin`, so its serving is tested too). The script keeps its original URL, so the
 * stand-in reads the query parameters the page gave it (reCAPTCHA's onload and render).
 */
export async function serveIdentityStandIns(target: Page | BrowserContext, origin: string): Promise<void> {
  await serveStandIns(target, origin, IDENTITY_STAND_INS);
}
