import type { AnsAuthor } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { QueryParams, SLUG } from "../params";
import { recordOf, recordsOf } from "../read-answer";
import { getJson } from "../service-request";
import { signImages } from "../sign-images";

const NAME = "author-api";

export interface AuthorAnswer {
  authors: AnsAuthor[];
}

/** An author by slug, as the author service answers (`{ authors: [...] }`), with their images signed. */
export const authorApi = defineContentSource<{ slug?: string }, AuthorAnswer>({
  name: NAME,
  params: [{ name: "slug", displayName: "Author slug (e.g. jane-doe)", type: "text" }],
  ttl: 600,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const slug = params.text("slug", SLUG, "an author slug");
    const answer = recordOf(
      NAME,
      await getJson(context, { source: NAME, segments: ["author", "v2", "author-service"], query: { slug } }),
      "the author service's answer",
    );
    // The author's parts are read by the author blocks, defensively.
    const authors = recordsOf(answer.authors) as unknown as AnsAuthor[];
    return signImages(NAME, context, { ...answer, authors });
  },
});
