import type { AnsCollection, AnsContent } from "@broadsheet/kit/ans";
import type { ContentSourceContext } from "@broadsheet/kit/content-source";
import { recordOf, recordsOf, wholeNumber } from "./read-answer";
import { getJson } from "./service-request";
import { signImages } from "./sign-images";

/** A collection named one way or the other: by its id or by an alias such as `alert-bar`. */
export type CollectionKey = { _id: string } | { content_alias: string };

/** One page of a collection, its frame checked and its images signed. */
export async function signedCollection(
  source: string,
  context: ContentSourceContext,
  site: string,
  key: CollectionKey,
  window: { from: number; size: number },
): Promise<AnsCollection> {
  const answer = recordOf(
    source,
    await getJson(context, {
      source,
      segments: ["content", "v4", "collections"],
      query: { website: site, ...key, from: window.from, size: window.size },
    }),
    "the collection",
  );
  // Items are not checked one by one: blocks read each part defensively.
  const items = recordsOf(answer.content_elements) as unknown as AnsContent[];
  const collection = { ...answer, content_elements: items } as unknown as AnsCollection;
  const count = wholeNumber(answer.count);
  if (count === undefined) delete collection.count;
  else collection.count = count;
  return signImages(source, context, collection);
}
