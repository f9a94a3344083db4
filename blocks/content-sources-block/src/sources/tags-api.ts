import type { TagsPayload } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { QueryParams, SLUG } from "../params";
import { recordOf, recordsOf } from "../read-answer";
import { getJson } from "../service-request";

const NAME = "tags-api";
const MAX_SLUGS = 20;

/** Tags by slug, one or several (`elections,climate`): their names and descriptions. */
export const tagsApi = defineContentSource<{ slug?: string }, TagsPayload>({
  name: NAME,
  params: [{ name: "slug", displayName: "Tag slug(s), comma-separated", type: "text" }],
  ttl: 600,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const slugs = params.list("slug", SLUG, "tag slugs", MAX_SLUGS);
    const answer = recordOf(
      NAME,
      await getJson(context, { source: NAME, segments: ["tags", "v2", "slugs"], query: { slugs: slugs.join(",") } }),
      "the tags",
    );
    // Tags are read by the tag blocks, defensively.
    return { ...answer, Payload: recordsOf(answer.Payload) as unknown as TagsPayload["Payload"] };
  },
});
