import type { IncomingMessage, ServerResponse } from "node:http";

/** The methods a page answers: a page is read, never written to (issue 24, item 7). */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

/**
 * Answers 405 with `Allow` when a page path is asked with another method, and says whether it did. Called
 * only once the fake Arc's paths and the content endpoint have had their turn: their POSTs are theirs.
 */
export function refusePageMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? "GET";
  if ((PAGE_METHODS as readonly string[]).includes(method)) return false;
  response.writeHead(405, {
    allow: PAGE_METHODS.join(", "),
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  response.end(`${method} is not allowed on a page: pages answer ${PAGE_METHODS.join(" and ")}.`);
  return true;
}
