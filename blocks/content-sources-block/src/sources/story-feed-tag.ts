import type { AnsFeed } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { QueryParams, SLUG } from "../params";
import { FEED_PAGING_PARAMS, feedPaging, signedFeed } from "../search-feed";

const NAME = "story-feed-tag";

/** Stories with a tag, newest first. */
export const storyFeedTag = defineContentSource<
  { tagSlug?: string; feedOffset?: number | string; feedSize?: number | string },
  AnsFeed
>({
  name: NAME,
  params: [{ name: "tagSlug", displayName: "Tag slug (e.g. elections)", type: "text" }, ...FEED_PAGING_PARAMS],
  schemaName: "ans-feed",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const value = params.text("tagSlug", SLUG, "a tag slug");
    const { from, size } = feedPaging(params);
    return signedFeed(NAME, context, site, [{ field: "taxonomy.tags.slug", value }], { from, size });
  },
});
