import type { AnsContent, AnsFeed } from "@broadsheet/kit/ans";
import type { FeedWindow } from "./search-feed";

const dateOf = (item: AnsContent): string => (typeof item.display_date === "string" ? item.display_date : "");

/**
 * One window over several feeds, each fetched from its start through the window's end: their items newest
 * first (ISO dates sort as text; undated last), an item in two feeds once. `count` is the feeds' counts less
 * the repeats seen, so it may overstate the whole when feeds share items beyond the window.
 */
export function mergeFeeds(feeds: readonly AnsFeed[], window: FeedWindow): AnsFeed {
  const seen = new Set<string>();
  const merged: AnsContent[] = [];
  let repeats = 0;
  for (const item of feeds.flatMap((feed) => feed.content_elements)) {
    const id = typeof item._id === "string" ? item._id : undefined;
    if (id !== undefined && seen.has(id)) {
      repeats++;
      continue;
    }
    if (id !== undefined) seen.add(id);
    merged.push(item);
  }
  // A stable sort keeps each feed's own order among items of one date.
  merged.sort((a, b) => (dateOf(a) === dateOf(b) ? 0 : dateOf(a) > dateOf(b) ? -1 : 1));
  const count = Math.max(merged.length, feeds.reduce((sum, feed) => sum + feed.count, 0) - repeats);
  const end = window.from + window.size;
  const page: AnsFeed = { type: "results", content_elements: merged.slice(window.from, end), count };
  if (end < count) page.next = end;
  return page;
}
