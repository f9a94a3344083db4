import type { ContentSource } from "@broadsheet/kit/content-source";
import { contentKey } from "./content-cache";
import { memoryCachedCall } from "./source-resolver";

/**
 * Whole answers are large (a collection or a feed of ANS stories), so far fewer are kept than signed image
 * addresses; a search box can make a new query per request, and the oldest answer goes first past this.
 */
const MAX_ANSWERS = 500;

export interface CachedSources {
  /** The same sources, each answer kept per site, content base and query for the source's ttl. */
  sources: Record<string, ContentSource>;
  /** Forgets every answer kept (the content behind them was changed, as a test steering the fake Arc does). */
  clear(): void;
}

/**
 * Fusion's content cache on a host that runs the sources itself: a source's answer to one query is fetched once
 * and kept for the source's `ttl` across the requests that share it, so a page whose blocks ask for a dozen
 * collections and feeds pays for them once per ttl rather than on every request. A failed call is not kept, so
 * the next request tries again; an answer of nothing (null) is kept like any other, as Fusion keeps a 404.
 */
export function cachedSources(
  sources: Record<string, ContentSource>,
  { now = Date.now, maxAnswers = MAX_ANSWERS }: { now?: () => number; maxAnswers?: number } = {},
): CachedSources {
  let answers = memoryCachedCall(now, maxAnswers);
  const cached: Record<string, ContentSource> = {};
  for (const [name, source] of Object.entries(sources)) {
    cached[name] = {
      ...source,
      // The query carries the site ("arc-site"); the content base is in the key too, as one preview can stand
      // for services at two origins (its own, and one that site properties name).
      // Each request gets a copy of its own, as Fusion's cache (which keeps answers serialised) gives one: a
      // transform or a block that changes its answer in place would otherwise change every later page's.
      fetch: (query, context) =>
        answers(`${context.contentBase} ${contentKey(name, query)}`, () => source.fetch(query, context), {
          ...(source.ttl !== undefined ? { ttl: source.ttl } : {}),
        }).then((answer) => structuredClone(answer)),
    };
  }
  return {
    sources: cached,
    clear() {
      answers = memoryCachedCall(now, maxAnswers);
    },
  };
}
