import { defineContentSource } from "@broadsheet/kit/content-source";
import { corpus } from "@broadsheet/fake-arc";

/** Stories the preview site serves before the fake Arc content API takes over, by website_url or _id. */
const stories: readonly Record<string, unknown>[] = corpus.content as unknown as Record<string, unknown>[];

export const demoContent = defineContentSource<{ website_url?: string; _id?: string }, Record<string, unknown> | null>({
  name: "demo-content",
  params: [
    { name: "website_url", displayName: "Website URL", type: "text" },
    { name: "_id", displayName: "Story id", type: "text" },
  ],
  schemaName: "ans-item",
  ttl: 120,
  fetch: async (query) =>
    stories.find((story) => (query._id ? story._id === query._id : story.website_url === query.website_url)) ?? null,
});
