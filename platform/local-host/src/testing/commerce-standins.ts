/**
 * The third-party commerce scripts and the preview's offline stand-ins for them (resources/commerce/).
 * @stripe/stripe-js's loadStripe injects Stripe.js from js.stripe.com, and a paywall block loads Arc's
 * per-site paywall script; a browser test maps those URLs to the stand-ins with `serveCommerceStandIns`, so
 * the real client code runs unchanged with no network. The stand-ins call the fake's payment endpoints on
 * the page's own origin, where the preview mounts the fake.
 */
import type { BrowserContext, Page } from "playwright-core";
import { serveStandIns, standInFor, type StandIn } from "./stand-ins";

export type CommerceStandIn = StandIn;

export const COMMERCE_STAND_INS: readonly CommerceStandIn[] = [
  {
    // loadStripe injects https://js.stripe.com/<release train>/stripe.js (10.x: "endive"), optionally with
    // ?advancedFraudSignals=false; pages that embed Stripe themselves use https://js.stripe.com/v3/.
    url: /^https:\/\/js\.stripe\.com\/(?:v3\/?|[a-z0-9]+\/stripe\.js)(?:\?.*)?$/,
    path: "/pf/resources/commerce/stripe.js",
  },
  {
    // Arc's paywall script, served per organization: https://<org>…/arc/subs/p.min.js (or p.js).
    url: /^https:\/\/[^/]+\/arc\/subs\/p(?:\.min)?\.js(?:\?.*)?$/,
    path: "/pf/resources/commerce/arcp.js",
  },
];

/** The stand-in's path on the preview for a third-party script URL; undefined when it has none. */
export function commerceStandInFor(url: string): string | undefined {
  return standInFor(COMMERCE_STAND_INS, url);
}

/**
 * Answers the page's requests for the commerce scripts with the preview's stand-ins (fetched from the
 * preview at `origin`, so its serving is tested too). The script keeps its original URL, as loadStripe
 * expects of the script element it made.
 */
export async function serveCommerceStandIns(target: Page | BrowserContext, origin: string): Promise<void> {
  await serveStandIns(target, origin, COMMERCE_STAND_INS);
}
