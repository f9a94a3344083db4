import type { AnsContent, SearchResults } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { QueryParams } from "../params";
import { recordOf, recordsOf, wholeNumber } from "../read-answer";
import { getJson } from "../service-request";
import { signImages } from "../sign-images";

const NAME = "search-api";

/**
 * Words to search for. The search service's `q` is full text, but search services read quotes, colons,
 * brackets and backslashes as query syntax: text holding them is refused rather than passed on.
 */
const SEARCH_TEXT = /^[^"'`:()[\]{}\\<>\p{Cc}]+$/u;
const PAGE = { default: 1, min: 1, max: 1000 } as const;
/** Spec §9: the default page size. */
const PAGE_SIZE = 10;

/** Full-text search of the site's stories, a page at a time (spec §7: query and page → data and metadata). */
export const searchApi = defineContentSource<{ q?: string; page?: number | string }, SearchResults>({
  name: NAME,
  params: [
    { name: "q", displayName: "Search words", type: "text" },
    { name: "page", displayName: "Page (from 1)", type: "number", default: "1" },
  ],
  ttl: 60,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const q = params.text("q", SEARCH_TEXT, "words, without quotes, colons, brackets or backslashes");
    const page = params.integer("page", PAGE);
    const answer = recordOf(
      NAME,
      await getJson(context, {
        source: NAME,
        segments: ["search", "v2", "query"],
        query: { website: site, q, page, size: PAGE_SIZE },
      }),
      "the results",
    );
    const data = recordsOf(answer.data) as unknown as AnsContent[];
    const metadata = recordOf(NAME, answer.metadata ?? {}, "the results' metadata");
    const results: SearchResults = {
      data,
      metadata: {
        q: typeof metadata.q === "string" ? metadata.q : q,
        total_hits: wholeNumber(metadata.total_hits) ?? data.length,
        page: wholeNumber(metadata.page) ?? page,
        page_size: wholeNumber(metadata.page_size) ?? PAGE_SIZE,
      },
    };
    return signImages(NAME, context, results);
  },
});
