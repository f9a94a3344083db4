import { http, HttpResponse, type RequestHandler } from "msw";
import type { AnsCollection } from "@broadsheet/kit/ans";
import { badParameter, notFoundError } from "../fake-arc-error";
import { offsetPage, optionalParam } from "../params";
import type { FakeStore } from "../store/store";
import { route } from "./route";
import { websiteParam } from "./website";

/** Arc's collections API serves at most 20 items a call. */
const MAX_COLLECTION_SIZE = 20;

/** Collections by `_id` or `content_alias`, their items filled in as published on the site asked for. */
export function collectionsHandlers(origin: string, store: FakeStore): RequestHandler[] {
  return [
    http.get(
      `${origin}/content/v4/collections`,
      route(({ url }) => {
        const site = websiteParam(url, store);
        const id = optionalParam(url, "_id");
        const alias = optionalParam(url, "content_alias");
        if (id !== undefined && alias !== undefined) throw badParameter("content_alias", "cannot come with _id");
        if (id === undefined && alias === undefined) throw badParameter("_id", "or content_alias is required");
        const { from, size } = offsetPage(url, MAX_COLLECTION_SIZE);
        const stored = store.collection(site, id !== undefined ? { id } : { alias: alias ?? "" });
        if (!stored) {
          const key = id !== undefined ? `_id "${id}"` : `content_alias "${alias}"`;
          throw notFoundError(`No collection with ${key} on website "${site}"`);
        }
        // An item no longer published on the site drops out, as it does from a real collection's answer.
        const items = stored.items.flatMap((itemId) => store.contentById(site, itemId) ?? []);
        const collection: AnsCollection = {
          _id: stored._id,
          type: "collection",
          headlines: { basic: stored.headline },
          content_aliases: stored.content_aliases,
          website: site,
          content_elements: items.slice(from, from + size),
          count: items.length,
        };
        return HttpResponse.json(collection);
      }),
    ),
  ];
}
