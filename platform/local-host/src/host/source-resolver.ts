import type { ContentSource, ContentSourceContext } from "@broadsheet/kit/content-source";
import * as environment from "../fusion/environment";
import { getDefaultSite } from "./site-registry";
import type { ContentResolver } from "./content-cache";

export type SourceAnswer = (query: Record<string, unknown>) => unknown;

/** Content sources by name: real ones (run in-process) or plain answers for a test. */
export type SourceTable = Record<string, ContentSource | SourceAnswer>;

/** Fusion's cachedCall, per process: sub-calls such as image signing are made once per key. */
function memoryCachedCall(): ContentSourceContext["cachedCall"] {
  const calls = new Map<string, Promise<unknown>>();
  return <T>(key: string, fetcher: () => Promise<T>) => {
    if (!calls.has(key)) calls.set(key, fetcher());
    return calls.get(key) as Promise<T>;
  };
}

export interface SourceResolverOptions {
  arcSite?: string;
  /** Where the sources find the content services, instead of the environment's (Storybook: the fake Arc). */
  contentBase?: string;
}

/** Runs content sources in this process, as Fusion's server does (tests, Storybook, the preview's SSR). */
export function sourceResolver(sources: SourceTable, options: SourceResolverOptions = {}): ContentResolver {
  const context: ContentSourceContext = {
    contentBase: options.contentBase ?? environment.CONTENT_BASE,
    accessToken: environment.ARC_ACCESS_TOKEN,
    resizerTokenVersion: environment.RESIZER_TOKEN_VERSION,
    cachedCall: memoryCachedCall(),
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
