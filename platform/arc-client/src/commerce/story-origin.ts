/**
 * The page a reader was reading when they went to subscribe, so that the order confirmation can send them back
 * to it. The offer page writes it when a plan is chosen (from its referrer); the confirmation reads it once and
 * forgets it. Neither the spec nor the notes name such a key, so it is ours, with the `ArcSubs_` prefix of the
 * other commerce keys. Session storage: it belongs to the tab's one trip through the offer and checkout.
 */
import type { StorageLike } from "../redirect";
import { PAGE_BUILDER_PATHS } from "../redirect";
import { sameOriginPath } from "../same-origin-path";

/** Session storage: the same-origin path (and query) of the story a reader left to subscribe. */
export const STORY_ORIGIN_KEY = "ArcSubs_StoryOrigin";

/**
 * Pages that are steps of subscribing or of the account, never the story: a referrer there means the reader is
 * still on the same trip (back from checkout or login to the offers), so what was remembered stays.
 */
export const NOT_STORY_PATHS: readonly string[] = ["/account/", "/checkout/", "/offer/", ...PAGE_BUILDER_PATHS];

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Blocked storage (private modes, sandboxed frames): the reader only loses the way back.
    return fallback;
  }
}

function pathOf(target: string | null | undefined, origin: string): URL | null {
  const path = sameOriginPath(target, origin);
  return path === null ? null : new URL(path, "https://site.invalid/");
}

const isStepPath = (pathname: string, notStories: readonly string[]): boolean =>
  notStories.some((prefix) => {
    const bare = prefix.split(/[?#]/, 1)[0] ?? prefix;
    const folder = bare.endsWith("/") ? bare : `${bare}/`;
    return pathname === bare || pathname === folder.slice(0, -1) || pathname.startsWith(folder);
  });

/**
 * Remembers where the reader came from (`referrer`, document.referrer) when it is a page of this site that is
 * no step of subscribing (`notStories` adds the block's own configured pages to NOT_STORY_PATHS). A referrer from
 * elsewhere, or none, starts a trip without a story, so the old one is forgotten.
 */
export function rememberStoryOrigin(
  storage: StorageLike | null | undefined,
  referrer: string | null | undefined,
  origin: string,
  notStories: readonly string[] = [],
): void {
  if (!storage) return;
  const url = pathOf(referrer, origin);
  if (url === null) {
    clearStoryOrigin(storage);
    return;
  }
  if (isStepPath(url.pathname, [...NOT_STORY_PATHS, ...notStories])) return;
  attempt(() => storage.setItem(STORY_ORIGIN_KEY, `${url.pathname}${url.search}`), undefined);
}

/** The remembered story's path, when one is stored and it is on this site. */
export function readStoryOrigin(storage: StorageLike | null | undefined, origin: string): string | null {
  const stored = attempt(() => storage?.getItem(STORY_ORIGIN_KEY) ?? null, null);
  const url = pathOf(stored, origin);
  if (url === null || isStepPath(url.pathname, NOT_STORY_PATHS)) return null;
  return `${url.pathname}${url.search}`;
}

export function clearStoryOrigin(storage: StorageLike | null | undefined): void {
  attempt(() => storage?.removeItem(STORY_ORIGIN_KEY), undefined);
}
