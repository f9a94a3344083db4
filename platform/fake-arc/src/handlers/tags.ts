import { http, HttpResponse, type RequestHandler } from "msw";
import type { TagsPayload } from "@broadsheet/kit/ans";
import { requiredParam } from "../params";
import type { FakeStore } from "../store/store";
import { route } from "./route";

/** The tags service: tags by slug, in the order asked; unknown slugs are left out. */
export function tagsHandlers(origin: string, store: FakeStore): RequestHandler[] {
  return [
    http.get(
      `${origin}/tags/v2/slugs`,
      route(({ url }) => {
        const slugs = requiredParam(url, "slugs")
          .split(",")
          .map((slug) => slug.trim())
          .filter(Boolean);
        const payload: TagsPayload = {
          Payload: slugs.flatMap((slug) => {
            const tag = store.tag(slug);
            return tag
              ? [{ name: tag.name, slug: tag.slug, ...(tag.description ? { description: tag.description } : {}) }]
              : [];
          }),
        };
        return HttpResponse.json(payload);
      }),
    ),
  ];
}
