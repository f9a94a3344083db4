import type { AnsContent, AnsFeed } from "@broadsheet/kit/ans";
import type { ContentSourceContext, ContentSourceParam } from "@broadsheet/kit/content-source";
import { feedQuery, type FeedClause } from "./feed-query";
import type { QueryParams } from "./params";
import { recordOf, recordsOf, wholeNumber } from "./read-answer";
import { getJson } from "./service-request";
import { signImages } from "./sign-images";

export interface FeedWindow {
  from: number;
  size: number;
}

/** Feeds read from/size the same way (spec §5: offset 0, size 10); the content API answers at most 100. */
export const FEED_OFFSET = { default: 0, min: 0, max: 10000 } as const;
export const FEED_SIZE = { default: 10, min: 1, max: 100 } as const;

/** The story-feed-* sources page with feedOffset and feedSize (spec §7), where the other sources say offset/size. */
export const FEED_PAGING_PARAMS: readonly ContentSourceParam[] = [
  { name: "feedOffset", displayName: "Offset", type: "number", default: String(FEED_OFFSET.default) },
  { name: "feedSize", displayName: "Number of stories", type: "number", default: String(FEED_SIZE.default) },
];

/** The window a story-feed-* query asks for, its feedOffset and feedSize read as integers in range. */
export function feedPaging(params: QueryParams): FeedWindow {
  return { from: params.integer("feedOffset", FEED_OFFSET), size: params.integer("feedSize", FEED_SIZE) };
}

/** One page of the content API's search feed, its frame checked, unsigned. */
export async function searchFeedPage(
  source: string,
  context: ContentSourceContext,
  site: string,
  clauses: readonly FeedClause[],
  window: FeedWindow,
): Promise<AnsFeed> {
  const answer = recordOf(
    source,
    await getJson(context, {
      source,
      segments: ["content", "v4", "search", "published"],
      query: { website: site, q: feedQuery(clauses), from: window.from, size: window.size, sort: "display_date:desc" },
    }),
    "the feed",
  );
  // Items are not checked one by one: blocks read each part defensively (kit's ANS types say what is usual).
  const items = recordsOf(answer.content_elements) as unknown as AnsContent[];
  const feed: AnsFeed = { type: "results", content_elements: items, count: wholeNumber(answer.count) ?? items.length };
  const next = wholeNumber(answer.next);
  if (next !== undefined) feed.next = next;
  return feed;
}

/** A feed page with its images signed: what every ans-feed source built on the search feed answers. */
export async function signedFeed(
  source: string,
  context: ContentSourceContext,
  site: string,
  clauses: readonly FeedClause[],
  window: FeedWindow,
): Promise<AnsFeed> {
  return signImages(source, context, await searchFeedPage(source, context, site, clauses, window));
}
