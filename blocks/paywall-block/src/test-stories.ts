import type { ArcPaywallScript } from "@broadsheet/arc-client";
import { resetPaywallRuns } from "./use-paywall-run";

type StoryWindow = Window & { ArcP?: ArcPaywallScript };

/** A premium story of the demo site, as the page's global content gives it to the block. */
export const PREMIUM_STORY = {
  _id: "harriers-coach",
  type: "story",
  content_restrictions: { content_code: "premium" },
  taxonomy: { primary_section: { _id: "/sport/football" } },
};

/**
 * `window.ArcP` as the preview's stand-in (local-host resources/commerce/arcp.js) documents run(): it calls the
 * paywall function with the triggered rule's campaign and names the rule, whose conditions and entitlements say
 * which wall it is. The block finds it on the page and loads no script (stories in jsdom could not run one).
 * Returns the cleanup, which also forgets the page view's run.
 */
export function installArcP(wall: { campaign: string; registration: boolean } | null): () => void {
  const rule = wall ? { id: 1, cc: wall.campaign, c: [true], e: [!wall.registration] } : null;
  (window as StoryWindow).ArcP = {
    _rules: rule ? [rule] : [],
    async run(options) {
      if (!rule) return { triggered: null };
      options.paywallFunction(rule.cc);
      return { triggered: { id: rule.id } };
    },
  };
  resetPaywallRuns();
  return () => {
    delete (window as StoryWindow).ArcP;
    resetPaywallRuns();
  };
}
