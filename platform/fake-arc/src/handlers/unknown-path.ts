import { http, type RequestHandler } from "msw";
import { arcError } from "../errors";
import { FAKE_ARC_PREFIXES } from "../service-paths";

/** Last: any other call under the fake's prefixes is a 404 in Arc's shape, never a page or a network error. */
export function unknownPathHandlers(origin: string): RequestHandler[] {
  return FAKE_ARC_PREFIXES.map((prefix) =>
    http.all(`${origin}${prefix}*`, ({ request }) =>
      arcError(404, "not_found", `No fake Arc service answers ${request.method} ${new URL(request.url).pathname}`),
    ),
  );
}
