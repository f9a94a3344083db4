/** Reading a request's JSON body, for every service of the fake. */
import { badParameter, FakeArcError } from "./fake-arc-error";
import { MAX_BODY_BYTES, readCapped } from "./request-guard";

/**
 * Whether a content type is JSON (`application/json`, `application/<x>+json`, with any parameters). Anything
 * else is refused: `text/plain`, a form or no type make a CORS-simple request, which any site can have a
 * reader's browser send without a preflight (a login or a purchase forged from another origin).
 */
export function isJsonContentType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** The body as text, read no further than MAX_BODY_BYTES (413 past it). */
async function cappedText(request: Request): Promise<string> {
  const bytes = await readCapped(request.body, MAX_BODY_BYTES);
  if (bytes === undefined) {
    throw new FakeArcError(413, "payload_too_large", `The request body is over ${MAX_BODY_BYTES} bytes`);
  }
  return new TextDecoder().decode(bytes);
}

/** A JSON body, any value (empty is undefined); a non-JSON content type is a 415, text that is not JSON a 400. */
export async function readJsonValue(request: Request, expected = "JSON"): Promise<unknown> {
  const text = await cappedText(request);
  if (text.trim() === "") return undefined;
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new FakeArcError(415, "unsupported_media_type", 'The body must be sent as "application/json"');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badParameter("body", `must be ${expected}`);
  }
}

/** A JSON body as an object (empty is `{}`); a non-JSON content type is a 415, anything else not an object a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonValue(request);
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badParameter("body", "must be an object");
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}
