/**
 * What every path of the fake refuses before a service sees the call, as Arc's edge does: a method no service
 * answers (405), a body over the cap (413, read no further than the cap). The Node adapter applies the same
 * rules to the socket before it builds a Request; `requestGuard` applies them to the Requests MSW hands it.
 */
import { http, type RequestHandler } from "msw";
import { arcError } from "./errors";
import { AVATAR_MAX_BYTES } from "./identity/identity-rules";
import { isFakeArcPath } from "./service-paths";

/**
 * The methods the fake's services answer. Anything else (TRACE, CONNECT, a made-up verb) is a 405 rather than
 * a 404 or, as TRACE was, a 500 from the Request constructor refusing it.
 */
export const FAKE_ARC_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The methods that carry a body the fake reads (a DELETE may, so it is capped too). */
const BODY_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A request body's cap: 1 MiB, far above any JSON or form call the services take. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Room for the multipart envelope around an avatar: its boundaries and part headers. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * The cap for a path. The avatar upload takes images up to 3 MB (spec §5), so its cap is that plus the
 * multipart envelope: an image just over 3 MB still reaches the handler and gets Arc's IMAGE_TOO_LARGE.
 */
export function bodyCapFor(pathname: string): number {
  return /\/identity\/public\/v1\/avatar$/.test(pathname)
    ? AVATAR_MAX_BYTES + MULTIPART_ENVELOPE_BYTES
    : MAX_BODY_BYTES;
}

export function isAllowedMethod(method: string): boolean {
  return (FAKE_ARC_METHODS as readonly string[]).includes(method.toUpperCase());
}

export function carriesBody(method: string): boolean {
  return BODY_METHODS.has(method.toUpperCase());
}

export function methodNotAllowed(method: string, pathname: string): Response {
  const answer = arcError(405, "method_not_allowed", `No fake Arc service answers ${method} ${pathname}`);
  answer.headers.set("allow", FAKE_ARC_METHODS.join(", "));
  return answer;
}

export function bodyTooLarge(pathname: string): Response {
  const cap = bodyCapFor(pathname);
  return /\/avatar$/.test(pathname)
    ? arcError(413, "IMAGE_TOO_LARGE", "Image too big. Only images up to 3 MB are supported.")
    : arcError(413, "payload_too_large", `The request body is over ${cap} bytes`);
}

/** A `content-length` header over the cap, so the body need not be read at all. */
export function declaredOverCap(contentLength: string | null | undefined, cap: number): boolean {
  const declared = Number(contentLength);
  return contentLength !== null && contentLength !== undefined && Number.isFinite(declared) && declared > cap;
}

/**
 * A body stream's bytes, or undefined once it passes `cap`: reading stops there (the stream is cancelled), so
 * no more than the cap plus one chunk is ever held.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      // Not awaited: cancelling one branch of a tee (a clone) settles only once the other is cancelled too.
      reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * First of the fake's MSW handlers (jest, Storybook, and the Node adapter after its own socket checks): a
 * refused method or an oversized body answers here; anything else passes on to the services. The body is
 * measured on a clone, so the service still reads the original.
 */
export function requestGuard(origin: string): RequestHandler {
  return http.all(`${origin}/*`, async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!isFakeArcPath(pathname)) return undefined;
    if (!isAllowedMethod(request.method)) return methodNotAllowed(request.method, pathname);
    if (!carriesBody(request.method)) return undefined;
    const cap = bodyCapFor(pathname);
    if (declaredOverCap(request.headers.get("content-length"), cap)) return bodyTooLarge(pathname);
    if ((await readCapped(request.clone().body, cap)) === undefined) return bodyTooLarge(pathname);
    return undefined;
  });
}
