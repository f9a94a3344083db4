import type { IncomingMessage } from "node:http";

/** A page file is a few kilobytes; a draft far past this is not one an editor made. */
export const MAX_DRAFT_BYTES = 512 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: number; problem: string };

/**
 * Whether a request that changes something came from the builder itself. It must say it sends JSON (a type a
 * page elsewhere cannot send without the browser asking this server first, which it never allows), and a
 * browser's Origin, when sent, must be this server's: a page on another site cannot write the pages folder.
 */
export function fromTheBuilder(request: IncomingMessage): boolean {
  const type = request.headers["content-type"] ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function readJsonBody(request: IncomingMessage, limit = MAX_DRAFT_BYTES): Promise<JsonBody> {
  if (!fromTheBuilder(request)) {
    return { ok: false, status: 403, problem: "the builder's requests are JSON from its own page" };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > limit) return { ok: false, status: 413, problem: `the draft is larger than ${limit} bytes` };
    chunks.push(bytes);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
  } catch {
    return { ok: false, status: 400, problem: "the body is not JSON" };
  }
}
