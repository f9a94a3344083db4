import { isRecord, type ContentRequest } from "@broadsheet/kit";
import { applyFilter, parseFilter } from "./content-filter";

/** Runs one content-source query; each host (in-process, over HTTP) supplies its own. */
export type ContentResolver = (source: string, query: Record<string, unknown>) => Promise<unknown>;

export type ContentEntry =
  | { status: "pending"; promise: Promise<void> }
  | { status: "done"; value: unknown; promise: Promise<void> }
  | { status: "failed"; error: unknown; promise: Promise<void> };

/** Serialisable results, keyed like the cache, handed from the server render to the browser. */
export type ContentSnapshot = Record<string, unknown>;

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Identical queries share a key whatever their key order; the filter is applied on read. */
export function contentKey(source: string, query: Record<string, unknown> = {}): string {
  return `${source}:${stableStringify(query)}`;
}

/**
 * The content of one page render (server) or one browser session (client): every identical
 * query is fetched once, and listeners hear when a result lands.
 */
export class ContentCache {
  private readonly entries = new Map<string, ContentEntry>();
  private readonly filtered = new Map<string, unknown>();
  private readonly listeners = new Set<() => void>();
  /** Keys read by blocks the browser hydrates: all it needs from the server's fetches. */
  private readonly clientKeys = new Set<string>();

  /**
   * `logFailures: false` where the resolver reports its own failures (the preview's server render, one line
   * each, rate-limited): the error's stack here would say the same thing in fifteen lines.
   */
  constructor(
    private readonly resolver: ContentResolver,
    snapshot: ContentSnapshot = {},
    private readonly options: { logFailures?: boolean } = {},
  ) {
    for (const [key, value] of Object.entries(snapshot)) {
      this.entries.set(key, { status: "done", value, promise: Promise.resolve() });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  peek(key: string): ContentEntry | undefined {
    return this.entries.get(key);
  }

  /**
   * Starts the fetch unless one is done or under way; the promise never rejects. `forClient: false` marks a
   * read by a block that stays server HTML, so its result is left out of the browser's snapshot.
   */
  load(source: string, query: Record<string, unknown> = {}, { forClient = true } = {}): ContentEntry {
    const key = contentKey(source, query);
    if (forClient) this.clientKeys.add(key);
    const existing = this.entries.get(key);
    if (existing) return existing;
    const promise: Promise<void> = this.resolver(source, query).then(
      (value) => this.settle(key, { status: "done", value, promise }),
      (error: unknown) => {
        // Names and queries come from pages and requests: only a fixed format may carry "%" directives.
        if (this.options.logFailures !== false)
          console.error('Content source "%s" failed for %s:', source, JSON.stringify(query), error);
        this.settle(key, { status: "failed", error, promise });
      },
    );
    const entry: ContentEntry = { status: "pending", promise };
    this.entries.set(key, entry);
    return entry;
  }

  /** The value as the request's filter shapes it; the same object on every read, so renders stay stable. */
  read(request: ContentRequest & { source: string }): unknown {
    const key = contentKey(request.source, request.query);
    const entry = this.entries.get(key);
    if (entry?.status !== "done" || entry.value === null || entry.value === undefined) return null;
    if (!request.filter) return entry.value;
    const filteredKey = `${key}|${request.filter}`;
    if (!this.filtered.has(filteredKey)) {
      try {
        this.filtered.set(filteredKey, applyFilter(entry.value, parseFilter(request.filter)));
      } catch (error) {
        console.error('Ignoring the filter of a "%s" request:', request.source, error);
        this.filtered.set(filteredKey, entry.value);
      }
    }
    return this.filtered.get(filteredKey);
  }

  /** Results of the queries hydrated blocks made (or those named), for the browser to start from. */
  snapshot(keys: Iterable<string> = this.clientKeys): ContentSnapshot {
    const out: ContentSnapshot = {};
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry?.status === "done") out[key] = entry.value;
    }
    return out;
  }

  private settle(key: string, entry: ContentEntry): void {
    this.entries.set(key, entry);
    for (const listener of this.listeners) listener();
  }
}
