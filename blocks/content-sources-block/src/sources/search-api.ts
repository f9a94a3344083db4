import type { AnsContent, SearchResults } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { QueryParams } from "../params";
import { recordOf, recordsOf, wholeNumber } from "../read-answer";
import { getJson } from "../service-request";
import { signImages } from "../sign-images";

const NAME = "search-api";

/**
 * How much of a reader's text is searched for. Arc's search box sets no limit, but past a couple of sentences more
 * words only narrow a search to nothing and make a long address; longer text is cut, and the answer says so.
 */
export const MAX_SEARCH_LENGTH = 200;
// Line breaks, tabs and other controls arrive only from hand-made addresses or content calls, as do lone surrogates
// (which no address can encode); as spaces they still separate words.
const SPACES = /[\s\p{Cc}\p{Cs}]+/gu;
/** A word as the search service's analyser reads one: letters, digits and the marks that combine with them. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export interface SearchText {
  /** What the reader typed, spaces tidied, cut to MAX_SEARCH_LENGTH: what the results say was searched for. */
  text: string;
  /** The words in it, which is all that is sent. */
  words: string[];
  shortened: boolean;
}

/**
 * A reader's text as a search. Only its words are sent: the search service reads quotes, colons, brackets and
 * backslashes as query syntax, so "O'Brien" or "covid: update" passed on as typed would be a query error or a
 * field search, never what the reader meant; as words they are the plain search Arc makes of them.
 */
export function readSearchText(raw: string): SearchText {
  // A bound on the work, well past the limit: an address or a content call can carry megabytes.
  const bounded = raw.slice(0, MAX_SEARCH_LENGTH * 8);
  const tidy = bounded.replace(SPACES, " ").trim();
  // Code points, so a cut never leaves half of an emoji's surrogate pair.
  const chars = Array.from(tidy);
  let text = tidy;
  if (chars.length > MAX_SEARCH_LENGTH) {
    // One character past the limit: a space there means the limit already falls between words.
    const head = chars.slice(0, MAX_SEARCH_LENGTH + 1).join("");
    const space = head.lastIndexOf(" ");
    text = space > 0 ? head.slice(0, space).trimEnd() : chars.slice(0, MAX_SEARCH_LENGTH).join("");
  }
  return { text, words: text.match(WORD) ?? [], shortened: text !== tidy || bounded !== raw };
}

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
    const given = params.freeText("q");
    if (given === undefined) throw params.problem("q is required (the words to search for)");
    const search = readSearchText(given);
    const page = params.integer("page", PAGE);
    const shortened = search.shortened ? { shortened: true } : {};
    // Text with no words in it (emoji, punctuation) finds nothing at Arc too: no need to ask.
    if (search.words.length === 0) {
      return { data: [], metadata: { q: search.text, total_hits: 0, page, page_size: PAGE_SIZE, ...shortened } };
    }
    const answer = recordOf(
      NAME,
      await getJson(context, {
        source: NAME,
        segments: ["search", "v2", "query"],
        query: { website: site, q: search.words.join(" "), page, size: PAGE_SIZE },
      }),
      "the results",
    );
    const data = recordsOf(answer.data) as unknown as AnsContent[];
    const metadata = recordOf(NAME, answer.metadata ?? {}, "the results' metadata");
    const results: SearchResults = {
      data,
      metadata: {
        // The service echoes the words it was sent; the reader reads back what they typed.
        q: search.text,
        total_hits: wholeNumber(metadata.total_hits) ?? data.length,
        page: wholeNumber(metadata.page) ?? page,
        page_size: wholeNumber(metadata.page_size) ?? PAGE_SIZE,
        ...shortened,
      },
    };
    return signImages(NAME, context, results);
  },
});
