import type { AnsFeed } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { parseFeedQuery } from "../feed-query";
import { QueryParams } from "../params";
import { FEED_OFFSET, FEED_SIZE, signedFeed } from "../search-feed";

const NAME = "story-feed-query";

/** Anything the feed's query language can ask, e.g. `type:"video" AND taxonomy.tags.slug:"elections"`. */
const ANY_TEXT = /[\s\S]/;

/**
 * Stories matching an editor's query, newest first. The query is read into clauses and `q` rebuilt from them,
 * so only the language's fields and well-formed values reach the content API.
 */
export const storyFeedQuery = defineContentSource<
  { query?: string; offset?: number | string; size?: number | string },
  AnsFeed
>({
  name: NAME,
  params: [
    { name: "query", displayName: 'Query (e.g. type:"video" AND taxonomy.tags.slug:"elections")', type: "text" },
    { name: "offset", displayName: "Offset", type: "number", default: "0" },
    { name: "size", displayName: "Number of stories", type: "number", default: "10" },
  ],
  schemaName: "ans-feed",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const parsed = parseFeedQuery(params.text("query", ANY_TEXT, 'clauses field:"value" joined by AND'));
    if ("problem" in parsed) throw params.problem(`query: ${parsed.problem}`);
    const from = params.integer("offset", FEED_OFFSET);
    const size = params.integer("size", FEED_SIZE);
    return signedFeed(NAME, context, site, parsed.clauses, { from, size });
  },
});
