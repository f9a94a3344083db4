import type { AnsFeed } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { ARC_ID, QueryParams, SLUG } from "../params";
import { FEED_PAGING_PARAMS, feedPaging, signedFeed } from "../search-feed";

const NAME = "story-feed-author";

/** An author's stories, newest first: by the author's slug (their page's address) or their id. */
export const storyFeedAuthor = defineContentSource<
  { authorSlug?: string; authorId?: string; feedOffset?: number | string; feedSize?: number | string },
  AnsFeed
>({
  name: NAME,
  params: [
    { name: "authorSlug", displayName: "Author slug (e.g. jane-doe)", type: "text" },
    { name: "authorId", displayName: "Author id", type: "text" },
    ...FEED_PAGING_PARAMS,
  ],
  schemaName: "ans-feed",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const clause =
      params.oneOf("authorSlug", "authorId") === "authorSlug"
        ? { field: "credits.by.slug" as const, value: params.text("authorSlug", SLUG, "an author slug") }
        : { field: "credits.by._id" as const, value: params.text("authorId", ARC_ID, "an author id") };
    const { from, size } = feedPaging(params);
    return signedFeed(NAME, context, site, [clause], { from, size });
  },
});
