export interface ContentSourceParam {
  name: string;
  displayName?: string;
  type: "text" | "number";
  default?: string;
}

export interface CachedCallOptions {
  ttl?: number;
  /** Cache the result apart from the page request that asked for it. */
  independent?: boolean;
  query?: Record<string, unknown>;
}

/** What a source's fetch gets besides its query: where content lives and how to cache a sub-call. */
export interface ContentSourceContext {
  contentBase: string;
  /** Server-side credential for the content APIs; empty where the host needs none. */
  accessToken: string;
  resizerTokenVersion: number;
  cachedCall: <T>(key: string, fetcher: () => Promise<T>, options?: CachedCallOptions) => Promise<T>;
  /**
   * How long one service call may take before the source gives up with a 504, so a hung feed costs its block,
   * not the page; CONTENT_TIMEOUT_MS where absent.
   */
  timeoutMs?: number;
  /**
   * The host's way to the content services; the global fetch where absent. Not Fusion's (its sources use the
   * global one): a host that answers the services in its own process (the preview, from its fake Arc) passes
   * one, so those calls need no socket to itself.
   */
  fetch?: typeof fetch;
}

/**
 * A service call's time limit where the host sets none. The spec names none; three seconds lets a slow search
 * answer (the fake's slow scenarios take 1.5 s) while a hung one cannot hold a page past a reader's patience.
 */
export const CONTENT_TIMEOUT_MS = 3000;

/** The reserved query key through which Fusion passes the site. */
export type SourceQuery<Q> = Q & { "arc-site"?: string };

export interface ContentSource<Q extends Record<string, unknown> = Record<string, unknown>, R = unknown> {
  name: string;
  params: readonly ContentSourceParam[];
  /** The schema contentConfig fields filter on, e.g. "ans-item", "ans-feed". */
  schemaName?: string;
  /** Seconds the host may cache a result. */
  ttl?: number;
  /** `false` keeps the source off the public content endpoint (server-side only). */
  http?: boolean;
  fetch: (query: SourceQuery<Q>, context: ContentSourceContext) => Promise<R>;
}

const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function defineContentSource<Q extends Record<string, unknown>, R>(
  source: ContentSource<Q, R>,
): Readonly<ContentSource<Q, R>> {
  if (!NAME_PATTERN.test(source.name)) {
    throw new Error(`defineContentSource: "${source.name}" is not a kebab-case source name`);
  }
  const names = source.params.map((param) => param.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`defineContentSource: "${source.name}" declares param "${repeated}" twice`);
  return Object.freeze({ ...source, params: Object.freeze([...source.params]) });
}
