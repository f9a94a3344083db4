/**
 * The preview's third-party stand-ins (resources/), run in a jest test's jsdom window as a page runs them, so a
 * block's real client code (loadStripe, react-google-recaptcha) meets them offline. One home for the scripts' paths;
 * the browser tests serve the same files (stand-ins.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../node/repo";

const scripts = new Map<string, string>();

/** Runs a stand-in script (a path under platform/local-host/resources/) in this window. */
export function runStandIn(path: string): void {
  let script = scripts.get(path);
  if (script === undefined) {
    script = readFileSync(join(repoRoot(), "platform/local-host/resources", path), "utf8");
    scripts.set(path, script);
  }
  new Function(script)();
}

/** Stripe.js's stand-in (window.Stripe), calling the fake card provider on this window's origin; once per window. */
export function installStripeStandIn(): void {
  (window as unknown as { __fakeStripeOrigin: string }).__fakeStripeOrigin = window.location.origin;
  if (!(window as unknown as { Stripe?: unknown }).Stripe) runStandIn("commerce/stripe.js");
}

/** reCAPTCHA's stand-in (a labelled "I'm not a robot" checkbox). */
export function installRecaptchaStandIn(): void {
  runStandIn("identity/recaptcha.js");
}

/**
 * The ad server's house stand-in (resources/ads/house-ads.js) for a block under test: each script the block appends
 * to the head runs it and then fires its load, as a page would. Returns the addresses asked for, in order. A jest
 * spy on `document.head.append`, so `jest.restoreAllMocks()` ends it.
 */
export function serveHouseAds(): string[] {
  const requested: string[] = [];
  const append = document.head.append.bind(document.head);
  jest.spyOn(document.head, "append").mockImplementation((...nodes) => {
    append(...nodes);
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      requested.push(node.getAttribute("src") ?? "");
      void Promise.resolve().then(() => {
        runStandIn("ads/house-ads.js");
        node.onload?.(new Event("load"));
      });
    }
  });
  return requested;
}
