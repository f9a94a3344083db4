import { useEffect, useState, useSyncExternalStore } from "react";
import { useContent } from "fusion:content";
import type { ContentConfigValue } from "./fields/field";

/**
 * How long a render that started in the browser waits for content before it takes `null` to mean "the source
 * answered nothing, or failed". Fusion's useContent says no more than `null` for all of those, so waiting is
 * the only way to tell them apart. Giving up is not final: content that lands later still shows.
 */
export const CONTENT_WAIT_MS = 3000;

export type ContentState =
  /** The editor has not chosen any content. */
  | { status: "unset" }
  /** A browser render before the content has landed. Never on the server, which waits for it. */
  | { status: "loading" }
  /** The source answered nothing or failed. */
  | { status: "missing" }
  | { status: "ready"; content: unknown };

/** The editor's content config with the block's name as `feature` (spec §7), so sources and logs know who asked. */
export function withFeature(config: ContentConfigValue | undefined, feature: string): ContentConfigValue | undefined {
  return config && { ...config, contentConfigValues: { ...config.contentConfigValues, feature } };
}

const noSubscription = () => () => undefined;

/**
 * True in a render that started in the browser. False on the server, and while the browser hydrates server
 * HTML, so both sides render the same markup.
 */
function useStartedInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether `key` has been waited on for CONTENT_WAIT_MS (the clock restarts for each new key). */
function useWaitedFor(key: string, waiting: boolean): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setExpired(key), CONTENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [key, waiting]);
  return expired === key;
}

/**
 * The content an editor chose with a contentConfig field, fetched from whichever source they picked
 * (`useContent({ source: contentService, query: contentConfigValues, filter })`), and which of the four states
 * every content block shows: not chosen, loading, nothing, ready.
 */
export function useContentState(config: ContentConfigValue | undefined, filter: string): ContentState {
  const content = useContent<unknown>(
    config ? { source: config.contentService, query: config.contentConfigValues, filter } : {},
  );
  const inBrowser = useStartedInBrowser();
  const key = config ? `${config.contentService} ${JSON.stringify(config.contentConfigValues)}` : "";
  const waiting = config !== undefined && content === null && inBrowser;
  const gaveUp = useWaitedFor(key, waiting);

  if (!config) return { status: "unset" };
  if (content !== null && content !== undefined) return { status: "ready", content };
  return waiting && !gaveUp ? { status: "loading" } : { status: "missing" };
}
