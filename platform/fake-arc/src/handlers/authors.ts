import { http, HttpResponse, type RequestHandler } from "msw";
import type { AnsAuthor } from "@broadsheet/kit/ans";
import { badParameter, notFoundError } from "../fake-arc-error";
import { optionalParam } from "../params";
import type { FakeStore } from "../store/store";
import { route } from "./route";

/** The author service: one author by slug or id. */
export function authorsHandlers(origin: string, store: FakeStore): RequestHandler[] {
  return [
    http.get(
      `${origin}/author/v2/author-service`,
      route(({ url }) => {
        const slug = optionalParam(url, "slug");
        const id = optionalParam(url, "_id");
        if (slug !== undefined && id !== undefined) throw badParameter("_id", "cannot come with slug");
        if (slug === undefined && id === undefined) throw badParameter("slug", "or _id is required");
        const author = store.author(slug !== undefined ? { slug } : { id: id ?? "" });
        if (!author)
          throw notFoundError(slug !== undefined ? `No author with slug "${slug}"` : `No author with _id "${id}"`);
        const answer: { authors: AnsAuthor[] } = { authors: [author] };
        return HttpResponse.json(answer);
      }),
    ),
  ];
}
