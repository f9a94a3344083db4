import type { AnsFeed } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { QueryParams, SLUG } from "../params";
import { FEED_OFFSET, FEED_SIZE, signedFeed } from "../search-feed";

const NAME = "story-feed-tag";

/** Stories with a tag, newest first. */
export const storyFeedTag = defineContentSource<
  { tagSlug?: string; feedOffset?: number | string; feedSize?: number | string },
  AnsFeed
>({
  name: NAME,
  params: [
    { name: "tagSlug", displayName: "Tag slug (e.g. elections)", type: "text" },
    { name: "feedOffset", displayName: "Offset", type: "number", default: "0" },
    { name: "feedSize", displayName: "Number of stories", type: "number", default: "10" },
  ],
  schemaName: "ans-feed",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const value = params.text("tagSlug", SLUG, "a tag slug");
    const from = params.integer("feedOffset", FEED_OFFSET);
    const size = params.integer("feedSize", FEED_SIZE);
    return signedFeed(NAME, context, site, [{ field: "taxonomy.tags.slug", value }], { from, size });
  },
});
