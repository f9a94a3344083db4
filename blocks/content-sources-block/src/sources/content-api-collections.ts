import type { AnsCollection } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { signedCollection } from "../collection";
import { ARC_ID, QueryParams, SLUG } from "../params";

const NAME = "content-api-collections";

/** The content API answers at most 20 items of a collection at a time. */
const FROM = { default: 0, min: 0, max: 10000 } as const;
const SIZE = { default: 20, min: 1, max: 20 } as const;

export type PagedCollection = AnsCollection & { next?: number };

/**
 * A curated collection, one page of it (`from`, `size`), by id or alias.
 *
 * `getNext`: a collection's answer says how many items it holds (`count`) but not whether a page follows,
 * which is what a results list pages on (spec §4: See more shows while the server reports a next page). With
 * `getNext=true` the answer carries `next`, the offset of the following page, as the search feed's does, and
 * none on the last page; so a results list pages through a collection exactly as through any feed.
 */
export const contentApiCollections = defineContentSource<
  { _id?: string; content_alias?: string; from?: number | string; size?: number | string; getNext?: string | boolean },
  PagedCollection
>({
  name: NAME,
  params: [
    { name: "_id", displayName: "Collection id", type: "text" },
    { name: "content_alias", displayName: "Collection alias (e.g. alert-bar)", type: "text" },
    { name: "from", displayName: "Offset", type: "number", default: "0" },
    { name: "size", displayName: "Number of items (at most 20)", type: "number", default: "20" },
    { name: "getNext", displayName: "Report the next page's offset (true or false)", type: "text", default: "false" },
  ],
  schemaName: "ans-feed",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const key =
      params.oneOf("_id", "content_alias") === "_id"
        ? { _id: params.text("_id", ARC_ID, "a collection id") }
        : { content_alias: params.text("content_alias", SLUG, "a collection alias") };
    const from = params.integer("from", FROM);
    const size = params.integer("size", SIZE);
    const getNext = params.flag("getNext");
    const collection: PagedCollection = await signedCollection(NAME, context, site, key, { from, size });
    if (getNext) {
      const end = from + collection.content_elements.length;
      // Without a count the service said nothing of what follows: a full page may have a successor.
      const more =
        collection.count === undefined ? collection.content_elements.length === size : end < collection.count;
      if (more) collection.next = end;
    }
    return collection;
  },
});
