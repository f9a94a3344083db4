import type { ContentSource, ContentSourceContext } from "@broadsheet/kit/content-source";
import * as environment from "../fusion/environment";
import { getDefaultSite } from "./site-registry";
import type { ContentResolver } from "./content-cache";

export type SourceAnswer = (query: Record<string, unknown>) => unknown;

/** Content sources by name: real ones (run in-process) or plain answers for a test. */
export type SourceTable = Record<string, ContentSource | SourceAnswer>;

/** What Fusion keeps a cached call for when the caller names no ttl (seconds). */
const DEFAULT_CALL_TTL = 300;
/** Enough for every image of a large corpus; the oldest entry goes first past it. */
const MAX_CACHED_CALLS = 10_000;

/**
 * Fusion's cachedCall: a sub-call (such as signing an image) is made once per key and kept for its ttl, across
 * the requests that share the cache. A failed call is not kept, so the next request tries again.
 */
export function memoryCachedCall(
  now: () => number = Date.now,
  maxEntries: number = MAX_CACHED_CALLS,
): ContentSourceContext["cachedCall"] {
  const calls = new Map<string, { promise: Promise<unknown>; expires: number }>();
  return <T>(key: string, fetcher: () => Promise<T>, options: { ttl?: number } = {}) => {
    const cached = calls.get(key);
    if (cached && cached.expires > now()) return cached.promise as Promise<T>;
    const promise = fetcher();
    calls.delete(key);
    calls.set(key, { promise, expires: now() + (options.ttl ?? DEFAULT_CALL_TTL) * 1000 });
    if (calls.size > maxEntries) calls.delete(calls.keys().next().value as string);
    promise.catch(() => {
      if (calls.get(key)?.promise === promise) calls.delete(key);
    });
    return promise;
  };
}

export interface SourceResolverOptions {
  arcSite?: string;
  /** Where the sources fetch content from; `fusion:environment`'s CONTENT_BASE when absent. */
  contentBase?: string;
  /** A cache shared across resolvers (the preview keeps one per server); a fresh one when absent. */
  cachedCall?: ContentSourceContext["cachedCall"];
  /** How the sources reach the content services; the global fetch when absent (see ContentSourceContext). */
  fetch?: typeof fetch;
}

/** Runs content sources in this process, as Fusion's server does (tests, Storybook, the preview's SSR). */
export function sourceResolver(sources: SourceTable, options: SourceResolverOptions = {}): ContentResolver {
  const context: ContentSourceContext = {
    contentBase: options.contentBase ?? environment.CONTENT_BASE,
    accessToken: environment.ARC_ACCESS_TOKEN,
    resizerTokenVersion: environment.RESIZER_TOKEN_VERSION,
    cachedCall: options.cachedCall ?? memoryCachedCall(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return async (name, query) => {
    // Own names only: a page or a request naming "constructor" must not reach what every object inherits.
    const source = Object.hasOwn(sources, name) ? sources[name] : undefined;
    if (!source) throw new Error(`No content source named "${name}" is installed`);
    if (typeof source === "function") return source(query);
    const arcSite = options.arcSite ?? getDefaultSite();
    return source.fetch({ "arc-site": arcSite, ...query }, context);
  };
}
