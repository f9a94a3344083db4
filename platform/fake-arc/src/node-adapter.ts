import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getResponse } from "msw";
import { arcError } from "./errors";
import type { FakeArc } from "./fake-arc";
import {
  bodyCapFor,
  bodyTooLarge,
  carriesBody,
  declaredOverCap,
  isAllowedMethod,
  methodNotAllowed,
} from "./request-guard";
import { isFakeArcPath, isServerOnlyPath } from "./service-paths";

/** Headers about one connection, which a Request must not carry over. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

/** The controls that reset the fake and steer its scenarios: for the tests on this machine, nobody else. */
const CONTROL_PREFIX = "/__fake-arc/";

/**
 * Whether a socket's peer is this machine: 127.0.0.0/8, ::1, or 127.x mapped into IPv6 (a dual-stack server
 * sees IPv4 peers that way).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The body's bytes, or undefined once they pass `cap`: the reader stops listening and pauses the socket there,
 * so no more than the cap plus one chunk is held whatever the client sends.
 */
function readCappedBody(request: IncomingMessage, cap: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
    };
    function onData(chunk: Buffer | string): void {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > cap) {
        stop();
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(bytes);
    }
    function onEnd(): void {
      stop();
      resolve(Buffer.concat(chunks));
    }
    function onError(error: Error): void {
      stop();
      reject(error);
    }
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onError);
  });
}

function toFetchRequest(request: IncomingMessage, url: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(url, {
    method: request.method ?? "GET",
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

async function write(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Response,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = { "x-content-type-options": "nosniff", ...extra };
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  // Bytes, not text: the resizer's images pass through this too.
  const body = request.method === "HEAD" ? Buffer.alloc(0) : Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** Whether `authorization` is `Bearer <token>`; never when no token is set. Compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What the adapter refuses from the socket before a Request exists: controls from another machine (404, as if
 * absent), a method the fake does not answer (405; the Request constructor throws on TRACE), a body over the
 * cap (413, from its declared length or once reading passes the cap). Otherwise the body read.
 */
async function screen(
  request: IncomingMessage,
  pathname: string,
  serverToken: string | undefined,
): Promise<{ refusal: Response; close?: boolean } | { body: Buffer | undefined }> {
  if (pathname.startsWith(CONTROL_PREFIX) && !isLoopbackAddress(request.socket.remoteAddress)) {
    return { refusal: arcError(404, "not_found", `No fake Arc service answers ${pathname}`) };
  }
  if (isServerOnlyPath(pathname) && !bearerMatches(request.headers.authorization, serverToken)) {
    return { refusal: arcError(401, "unauthorized", "This service needs the site's access token") };
  }
  const method = request.method ?? "GET";
  if (!isAllowedMethod(method)) return { refusal: methodNotAllowed(method, pathname), close: true };
  if (!carriesBody(method)) return { body: undefined };
  const cap = bodyCapFor(pathname);
  // The rest of an oversized body is never read: the connection closes once the refusal is sent.
  if (declaredOverCap(request.headers["content-length"], cap)) return { refusal: bodyTooLarge(pathname), close: true };
  const body = await readCappedBody(request, cap);
  return body === undefined ? { refusal: bodyTooLarge(pathname), close: true } : { body };
}

export interface NodeAdapterOptions {
  /**
   * The access token a site's server sends (`Authorization: Bearer …`, Fusion's ARC_ACCESS_TOKEN) to reach the
   * server-to-server services (the signing service) over HTTP. Without one they answer nobody over HTTP, as Arc's
   * answer no one without a token: a server that mounts the fake reaches them in-process (fetch-adapter.ts).
   */
  serverToken?: string;
}

/**
 * The fake's handlers as a Node request handler, for a server that mounts the fake on its own origin (the
 * preview). Resolves false, writing nothing, when no handler answers the request.
 */
export function nodeAdapter(
  fake: FakeArc,
  { serverToken }: NodeAdapterOptions = {},
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  return async (request, response) => {
    // Only the path and query count: the fake answers on its own origin whatever host the call came to.
    const target = new URL(request.url ?? "/", "http://preview.invalid");
    // Every handler of the fake answers under its prefixes: anything else is the server's, read or not.
    if (!isFakeArcPath(target.pathname)) return false;
    const screened = await screen(request, target.pathname, serverToken);
    if ("refusal" in screened) {
      await write(request, response, screened.refusal, screened.close ? { connection: "close" } : {});
      return true;
    }
    const url = `${fake.origin}${target.pathname}${target.search}`;
    const answer = await getResponse(fake.handlers, toFetchRequest(request, url, screened.body));
    if (!answer) return false;
    await write(request, response, answer);
    return true;
  };
}
