/**
 * How the preview answers with a body as a production edge would: compressed with brotli or gzip as the browser
 * accepts, tagged with an ETag that a revalidation answers with 304, and kept by browsers as long as its kind
 * allows. Pages and entry scripts are revalidated on each visit (their addresses never change); hashed chunks
 * and fonts are kept for a year.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** What a browser may keep: revalidated on each use, a year without asking, or nothing (a failure, a refusal). */
export type Caching = "revalidate" | "immutable" | "no-store";

export const CACHE_CONTROL: Record<Caching, string> = {
  revalidate: "no-cache",
  immutable: "public, max-age=31536000, immutable",
  "no-store": "no-store",
};

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/;
/** Below this a compressed body and its header cost about what they save. */
const MIN_COMPRESSED_BYTES = 1024;

/** The best encoding an Accept-Encoding header allows: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(accept: string | string[] | undefined): Encoding {
  const allowed = new Map<string, number>();
  for (const part of (Array.isArray(accept) ? accept.join(",") : (accept ?? "")).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (allowed.get(name) ?? allowed.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * A body in an encoding. Pages are compressed per request at a fast level (each is rendered anew); files are
 * compressed once at the smallest level and kept by the caller.
 */
export function encode(body: Buffer, encoding: Encoding, effort: "fast" | "smallest"): Buffer {
  if (encoding === "br") {
    return brotliCompressSync(body, {
      params: {
        // The top level takes seconds on React's development build (a megabyte); 9 is near it in size.
        [constants.BROTLI_PARAM_QUALITY]:
          effort === "fast" ? 5 : body.length > 256 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === "gzip") return gzipSync(body, { level: effort === "fast" ? 6 : 9 });
  return body;
}

/** A strong validator of the bytes a reader would get. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether the request's If-None-Match names this ETag (or any, `*`). */
function matches(request: IncomingMessage, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

export interface Body {
  status: number;
  type: string;
  body: string | Buffer;
  caching: Caching;
  /**
   * The validator, when the body as sent differs per request in a way the reader's copy may keep (a page's
   * script nonce); otherwise the body's own hash.
   */
  etag?: string;
  /** Already-encoded copies of the body, for files compressed once (see `encodedFile`). */
  encoded?: (encoding: Exclude<Encoding, "identity">) => Buffer;
}

/**
 * Writes the answer. A revalidation that matches gets 304 with the validator and no page-specific headers: the
 * browser keeps the copy it has, with the Content-Security-Policy that came with it, whose nonce is that copy's.
 */
export function sendBody(request: IncomingMessage, response: ServerResponse, answer: Body): void {
  const bytes = typeof answer.body === "string" ? Buffer.from(answer.body) : answer.body;
  const cacheControl = CACHE_CONTROL[answer.caching];
  const headers: Record<string, string> = {
    "content-type": answer.type,
    "cache-control": cacheControl,
    // nosniff: a plain-text or JSON answer is never read as HTML, whatever a request put in it.
    "x-content-type-options": "nosniff",
  };
  const cacheable = answer.status === 200 && answer.caching !== "no-store";
  const compressible = COMPRESSIBLE.test(answer.type) && bytes.length >= MIN_COMPRESSED_BYTES;
  if (compressible) headers.vary = "accept-encoding";
  if (cacheable) {
    const etag = answer.etag ?? etagOf(bytes);
    headers.etag = etag;
    if (matches(request, etag)) {
      response.removeHeader("content-security-policy");
      response.writeHead(304, {
        etag,
        "cache-control": cacheControl,
        ...(compressible ? { vary: "accept-encoding" } : {}),
      });
      response.end();
      return;
    }
  }
  const encoding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : "identity";
  let sent = bytes;
  if (encoding !== "identity") {
    sent = answer.encoded ? answer.encoded(encoding) : encode(bytes, encoding, "fast");
    headers["content-encoding"] = encoding;
  }
  headers["content-length"] = String(sent.length);
  response.writeHead(answer.status, headers);
  response.end(request.method === "HEAD" ? undefined : sent);
}

/** A file's encodings, made once each at the smallest level and kept while the file is unchanged. */
export function encodedFiles(): (file: string, bytes: Buffer) => (encoding: Exclude<Encoding, "identity">) => Buffer {
  const kept = new Map<string, Buffer>();
  return (file, bytes) => (encoding) => {
    const key = `${encoding} ${etagOf(bytes)} ${file}`;
    let encoded = kept.get(key);
    if (!encoded) {
      if (kept.size > 2000) kept.clear();
      encoded = encode(bytes, encoding, "smallest");
      kept.set(key, encoded);
    }
    return encoded;
  };
}
