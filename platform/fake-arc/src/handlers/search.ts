import { http, HttpResponse, type RequestHandler } from "msw";
import type { SearchResults } from "@broadsheet/kit/ans";
import { matchesTerms, searchTerms } from "../full-text";
import { integerParam, requiredParam } from "../params";
import type { FakeStore } from "../store/store";
import { route } from "./route";
import { websiteParam } from "./website";

/** The search service: full text over headline, description and body text; pages count from 1. */
export function searchHandlers(origin: string, store: FakeStore): RequestHandler[] {
  return [
    http.get(
      `${origin}/search/v2/query`,
      route(({ url }) => {
        const site = websiteParam(url, store);
        const q = requiredParam(url, "q");
        // Text without a word in it (emoji, punctuation) is a search that finds nothing at Arc, not an error.
        const terms = searchTerms(q);
        const page = integerParam(url, "page", { fallback: 1, min: 1, max: 10_000 });
        const size = integerParam(url, "size", { fallback: 10, min: 1, max: 100 });
        const hits = store.publishedOn(site).filter((item) => matchesTerms(item, terms));
        const results: SearchResults = {
          data: hits.slice((page - 1) * size, page * size),
          metadata: { q, total_hits: hits.length, page, page_size: size },
        };
        return HttpResponse.json(results);
      }),
    ),
  ];
}
