import { useEffect, useState } from "react";
import {
  runPaywallScript,
  type PaywallOutcome,
  type PaywallSiteProperties,
  type PaywallStory,
} from "@broadsheet/arc-client";

/** What a run found, and the page it ran on (for the wall's links back to it). */
export interface PaywallRun extends PaywallOutcome {
  /** The story's path and query. */
  here: string;
  origin: string;
}

/*
 * The script meters the story each time it runs, so a page view runs it once, whatever re-renders or remounts
 * the block (React's development double effects among them).
 */
const runs = new Map<string, Promise<PaywallOutcome>>();

/** Forgets the page's runs (tests, where each test is a new page view). */
export function resetPaywallRuns(): void {
  runs.clear();
}

function runOnce(site: string, properties: PaywallSiteProperties, story: PaywallStory): Promise<PaywallOutcome> {
  const key = JSON.stringify([site, story.id]);
  let run = runs.get(key);
  if (!run) {
    run = runPaywallScript(site, properties, story);
    runs.set(key, run);
    // A run that failed is not kept: the next page view (or test) asks again.
    run.catch(() => runs.delete(key));
  }
  return run;
}

/**
 * Runs the site's paywall script for the story in the browser, after hydration; null until it answers, and for
 * good when there is no story, in the editor, or when the script cannot run. A script that cannot run is logged
 * and walls nothing: the story stays readable rather than blocked by our own failure.
 */
export function usePaywallRun(
  site: string,
  properties: PaywallSiteProperties,
  story: PaywallStory | null,
  enabled: boolean,
): PaywallRun | null {
  const [run, setRun] = useState<PaywallRun | null>(null);
  const { id, restriction, type, section } = story ?? {};
  useEffect(() => {
    if (!enabled || id === undefined) return undefined;
    let live = true;
    runOnce(site, properties, { id, restriction, type, section }).then(
      (outcome) => {
        const { pathname, search, origin } = window.location;
        if (live) setRun({ ...outcome, here: `${pathname}${search}`, origin });
      },
      (error: unknown) => {
        console.error(
          `[paywall-block] the paywall did not run: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, site, properties, id, restriction, type, section]);
  return run;
}
