import type { AnsContent } from "@broadsheet/kit/ans";
import { defineContentSource } from "@broadsheet/kit/content-source";
import { ARC_ID, QueryParams, WEBSITE_URL } from "../params";
import { recordOf } from "../read-answer";
import { getJson } from "../service-request";
import { signImages } from "../sign-images";

const NAME = "content-api";

/**
 * One story, gallery or video as published on the site, by its address there or its id. A story the site does
 * not have is the content API's 404, thrown with that status so the host answers its not-found page.
 */
export const contentApi = defineContentSource<{ website_url?: string; _id?: string }, AnsContent>({
  name: NAME,
  params: [
    { name: "website_url", displayName: "Website URL (e.g. /politics/2026/11/20/the-long-read/)", type: "text" },
    { name: "_id", displayName: "Content id", type: "text" },
  ],
  schemaName: "ans-item",
  ttl: 120,
  fetch: async (query, context) => {
    const params = new QueryParams(NAME, query);
    const site = params.site();
    const by =
      params.oneOf("website_url", "_id") === "website_url"
        ? { website_url: params.text("website_url", WEBSITE_URL, "a site-relative address such as /politics/story/") }
        : { _id: params.text("_id", ARC_ID, "a content id") };
    const answer = await getJson(context, {
      source: NAME,
      segments: ["content", "v4", "stories"],
      query: { website: site, ...by },
    });
    // Only the frame is checked: blocks read every part of an item defensively.
    const item = recordOf(NAME, answer, "the item") as unknown as AnsContent;
    return signImages(NAME, context, item);
  },
});
