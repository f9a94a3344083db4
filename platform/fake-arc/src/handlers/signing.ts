import { http, HttpResponse, type RequestHandler } from "msw";
import { requiredParam } from "../params";
import { signImage } from "../signing";
import { route } from "./route";

/** The signing service: the resizer token for an image id or URL. */
export function signingHandlers(origin: string): RequestHandler[] {
  const sign = route(({ url }) => HttpResponse.json({ hash: signImage(requiredParam(url, "value")) }));
  // Arc's path ends in a slash; a client that drops it reaches the same service.
  return [
    http.get(`${origin}/signing-service/v2/sign/prod/`, sign),
    http.get(`${origin}/signing-service/v2/sign/prod`, sign),
  ];
}
