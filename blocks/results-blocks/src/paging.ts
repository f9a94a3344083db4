/**
 * The paging rules of the results lists (spec §4, §5, §7), as pure functions: which query each request sends,
 * how size and offset are read, when See more shows, and how a new page joins the items already shown.
 */

/** Spec §5 and §9: the fallbacks for a results list's window. */
export const DEFAULT_OFFSET = 0;
export const DEFAULT_SIZE = 10;
/** Every results-list request says which block asked (spec §7). */
export const FEATURE = "results-list";

/** The names a source pages with, and anything else it needs to report a next page. */
export interface PagingNames {
  offset: string;
  size: string;
  extra?: Readonly<Record<string, string>>;
}

const FEED_NAMES: PagingNames = { offset: "feedOffset", size: "feedSize" };
const COLLECTION_NAMES: PagingNames = { offset: "from", size: "size", extra: { getNext: "true" } };
const PLAIN_NAMES: PagingNames = { offset: "offset", size: "size" };

/** story-feed-author/-sections/-tag take feedOffset/feedSize; content-api-collections from/size/getNext; others offset/size. */
export function pagingNamesOf(source: string): PagingNames {
  switch (source) {
    case "story-feed-author":
    case "story-feed-sections":
    case "story-feed-tag":
      return FEED_NAMES;
    case "content-api-collections":
      return COLLECTION_NAMES;
    default:
      return PLAIN_NAMES;
  }
}

/**
 * A whole number from an editor's value: a number, or text that is one ("12", " 12 "). Anything else
 * (empty, negative, fractional, not a number) is the fallback.
 */
export function readInteger(value: unknown, fallback: number, min = 0): number {
  const number =
    typeof value === "number" ? value : typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= min ? number : fallback;
}

export interface ResultsWindow {
  offset: number;
  size: number;
}

/** The first of `names` the query holds a value for (`undefined` when none). */
function firstValue(query: Readonly<Record<string, unknown>>, names: readonly string[]): unknown {
  for (const name of names) {
    const value = query[name];
    if (value !== undefined && value !== null && value !== "") return value;
  }
  return undefined;
}

/** The configured window: offset from offset/feedOffset/from, size from size/feedSize (spec §5), integers with fallbacks 0 and 10. */
export function readWindow(source: string, query: Readonly<Record<string, unknown>>): ResultsWindow {
  const own = pagingNamesOf(source);
  return {
    offset: readInteger(firstValue(query, [own.offset, "offset", "feedOffset", "from"]), DEFAULT_OFFSET),
    size: readInteger(firstValue(query, [own.size, "size", "feedSize"]), DEFAULT_SIZE, 1),
  };
}

export type ResultsQuery = Record<string, unknown>;

/** A request's query: the editor's, without the other paging names, with this source's names set. */
function requestQuery(
  source: string,
  query: Readonly<Record<string, unknown>>,
  offset: number,
  size: number,
): ResultsQuery {
  const names = pagingNamesOf(source);
  const rest: ResultsQuery = {};
  for (const [key, value] of Object.entries(query)) {
    if (!["offset", "size", "feedOffset", "feedSize", "from", "getNext"].includes(key)) rest[key] = value;
  }
  return { ...rest, ...names.extra, [names.offset]: offset, [names.size]: size, feature: FEATURE };
}

/** The first request asks for double the page size at the configured offset (spec §7). */
export function firstRequest(
  source: string,
  query: Readonly<Record<string, unknown>>,
  window: ResultsWindow,
): ResultsQuery {
  return requestQuery(source, query, window.offset, window.size * 2);
}

/** Later requests ask for one page, one page size after the prior request's offset (spec §7). */
export function nextRequest(
  source: string,
  query: Readonly<Record<string, unknown>>,
  priorOffset: number,
  size: number,
): { offset: number; query: ResultsQuery } {
  const offset = priorOffset + size;
  return { offset, query: requestQuery(source, query, offset, size) };
}

/** What a page of results says about the list: its items, whether the server reports a next page, the total. */
export interface ResultsPage {
  items: unknown[];
  hasNext: boolean;
  total: number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/**
 * A feed or collection answer (`content_elements`, `count`, `next`) or a search answer (`data`,
 * `metadata.total_hits`), read defensively: anything else is an empty page with no next.
 */
export function readPage(answer: unknown): ResultsPage {
  if (!isRecord(answer)) return { items: [], hasNext: false, total: undefined };
  if (Array.isArray(answer.data)) {
    const metadata = isRecord(answer.metadata) ? answer.metadata : {};
    return { items: answer.data, hasNext: false, total: count(metadata.total_hits) };
  }
  const items = Array.isArray(answer.content_elements) ? answer.content_elements : [];
  return { items, hasNext: count(answer.next) !== undefined, total: count(answer.count) };
}

/**
 * See more shows while the server reports a next page, or while fewer items are shown than the total count
 * less the offset (spec §4).
 */
export function showSeeMore(state: {
  shown: number;
  hasNext: boolean;
  total: number | undefined;
  offset: number;
}): boolean {
  if (state.hasNext) return true;
  return state.total !== undefined && state.shown < state.total - state.offset;
}

/** An item's `_id` when it has a usable one. */
export function idOf(item: unknown): string | undefined {
  return isRecord(item) && typeof item._id === "string" && item._id !== "" ? item._id : undefined;
}

/**
 * `incoming` after `current`, dropping every item whose `_id` is already listed (or repeats within the page).
 * Items without an id cannot be matched and are kept.
 */
export function appendUnique<T>(current: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set<string>();
  for (const item of current) {
    const id = idOf(item);
    if (id !== undefined) seen.add(id);
  }
  const result = [...current];
  for (const item of incoming) {
    const id = idOf(item);
    if (id !== undefined) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    result.push(item);
  }
  return result;
}
