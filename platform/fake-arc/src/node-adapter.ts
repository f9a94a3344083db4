import type { IncomingMessage, ServerResponse } from "node:http";
import { getResponse } from "msw";
import type { FakeArc } from "./fake-arc";

/** Headers about one connection, which a Request must not carry over. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  // Only the path and query count: the fake answers on its own origin whatever host the call came to.
  const target = new URL(request.url ?? "/", "http://preview.invalid");
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = request.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${origin}${target.pathname}${target.search}`, {
    method,
    headers,
    ...(hasBody ? { body: new Uint8Array(await readBody(request)) } : {}),
  });
}

/**
 * The fake's handlers as a Node request handler, for a server that mounts the fake on its own origin (the
 * preview). Resolves false, writing nothing, when no handler answers the request.
 */
export function nodeAdapter(fake: FakeArc): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  return async (request, response) => {
    const answer = await getResponse(fake.handlers, await toFetchRequest(request, fake.origin));
    if (!answer) return false;
    const headers: Record<string, string | string[]> = { "x-content-type-options": "nosniff" };
    answer.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) headers["set-cookie"] = cookies;
    // Bytes, not text: the resizer's images pass through this too.
    const body = request.method === "HEAD" ? Buffer.alloc(0) : Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, headers);
    response.end(body);
    return true;
  };
}
