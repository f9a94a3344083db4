import type { AnsFeed } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { mergeFeeds } from "../merge-feeds";
import { QueryParams, SECTION_ID } from "../params";
import { FEED_PAGING_PARAMS, FEED_SIZE, feedPaging, searchFeedPage, signedFeed } from "../search-feed";
import { signImages } from "../sign-images";

const NAME = "story-feed-sections";

/** The feed's query language joins clauses with AND only, so several sections are one feed each, merged. */
const MAX_SECTIONS = 10;
/** Merging fetches every section from its start, in one request each: no deeper than one request reaches. */
const MAX_MERGED_END = FEED_SIZE.max;

/**
 * Stories in a section, or in any of several (`/politics,/world`), newest first. One section is one request;
 * several are one each, merged (an item in two sections once).
 */
export const storyFeedSections = defineContentSource<
  { includeSections?: string; feedOffset?: number | string; feedSize?: number | string },
  AnsFeed
>({
  name: NAME,
  params: [
    { name: "includeSections", displayName: "Section ids, comma-separated (e.g. /politics,/world)", type: "text" },
    ...FEED_PAGING_PARAMS,
  ],
  schemaName: "ans-feed",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const sections = params.list("includeSections", SECTION_ID, "section ids such as /politics", MAX_SECTIONS);
    const { from, size } = feedPaging(params);
    const clausesOf = (value: string) => [{ field: "taxonomy.sections._id" as const, value }];

    const [only] = sections;
    if (sections.length === 1 && only !== undefined) {
      return signedFeed(NAME, context, site, clausesOf(only), { from, size });
    }
    if (from + size > MAX_MERGED_END) {
      throw params.problem(`with several sections, feedOffset + feedSize must be at most ${MAX_MERGED_END}`);
    }
    const feeds = await Promise.all(
      sections.map((section) =>
        searchFeedPage(NAME, context, site, clausesOf(section), { from: 0, size: from + size }),
      ),
    );
    return signImages(NAME, context, mergeFeeds(feeds, { from, size }));
  },
});
