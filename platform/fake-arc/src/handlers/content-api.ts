import { http, HttpResponse, type RequestHandler } from "msw";
import type { AnsFeed } from "@broadsheet/kit/ans";
import { badParameter, notFoundError } from "../fake-arc-error";
import { offsetPage, optionalParam } from "../params";
import { matchesQuery, parseQuery } from "../query-language";
import type { FakeStore } from "../store/store";
import { route } from "./route";
import { websiteParam } from "./website";

/** The content API's largest page, as Arc's. */
const MAX_FEED_SIZE = 100;
const SORTS = ["display_date:desc", "display_date:asc"];

/** The content API: one item by URL or id, and the search feed. */
export function contentApiHandlers(origin: string, store: FakeStore): RequestHandler[] {
  return [
    http.get(
      `${origin}/content/v4/stories`,
      route(({ url }) => {
        const site = websiteParam(url, store);
        const websiteUrl = optionalParam(url, "website_url");
        const id = optionalParam(url, "_id");
        if (websiteUrl !== undefined && id !== undefined) throw badParameter("_id", "cannot come with website_url");
        if (websiteUrl !== undefined) {
          const item = store.contentByUrl(site, websiteUrl);
          if (!item) throw notFoundError(`No content at website_url "${websiteUrl}" on website "${site}"`);
          return HttpResponse.json(item);
        }
        if (id !== undefined) {
          const item = store.contentById(site, id);
          if (!item) throw notFoundError(`No content with _id "${id}" on website "${site}"`);
          return HttpResponse.json(item);
        }
        throw badParameter("website_url", "or _id is required");
      }),
    ),
    http.get(
      `${origin}/content/v4/search/published`,
      route(({ url }) => {
        const site = websiteParam(url, store);
        const parsed = parseQuery(optionalParam(url, "q") ?? "");
        if (!parsed.ok) throw badParameter("q", parsed.problem);
        const sort = optionalParam(url, "sort") ?? "display_date:desc";
        if (!SORTS.includes(sort)) throw badParameter("sort", `must be one of ${SORTS.join(", ")}, not "${sort}"`);
        const { from, size } = offsetPage(url, MAX_FEED_SIZE);
        const matches = store.publishedOn(site).filter((item) => matchesQuery(item, parsed.clauses));
        if (sort === "display_date:asc") matches.reverse();
        const feed: AnsFeed = {
          type: "results",
          content_elements: matches.slice(from, from + size),
          count: matches.length,
          ...(from + size < matches.length ? { next: from + size } : {}),
        };
        return HttpResponse.json(feed);
      }),
    ),
  ];
}
