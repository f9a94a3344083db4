import type { ServerResponse } from "node:http";
import type { ContentCall } from "../host/content-calls";

/** The header that marks a page rendered without some of its content (the load script counts it). */
export const DEGRADED_HEADER = "x-broadsheet-degraded";

/** Text for a Server-Timing `desc`: a source name and a status, nothing that could end the quoted string. */
function sanitised(text: string): string {
  return text.replace(/[^A-Za-z0-9 ._:-]/g, "_").slice(0, 80);
}

/** Where a page's time went before and while it rendered, in milliseconds. */
export interface PageTimings {
  /** Waiting for a render slot (see render-gate.ts). */
  queue: number;
  /** Resolving and rendering the page, its content calls included. */
  render: number;
}

/**
 * `queue` and `render` entries, then one `content` entry per call, e.g. `content;desc="content-api 200";dur=12.3`,
 * for the browser's devtools and for telling a slow render from a long wait under load.
 */
export function serverTiming(calls: readonly ContentCall[], timings?: PageTimings): string {
  const page = timings ? [`queue;dur=${timings.queue.toFixed(1)}`, `render;dur=${timings.render.toFixed(1)}`] : [];
  const content = calls.map(
    (call) => `content;desc="${sanitised(`${call.source} ${call.status}`)}";dur=${call.ms.toFixed(1)}`,
  );
  return [...page, ...content].join(", ");
}

/** One line for a failed call: what the log keeps instead of the error's stack. */
export function failureLine(call: ContentCall, requestId: string, path: string): string {
  return (
    `content failed: source=${sanitised(call.source)} status=${call.status} ms=${call.ms.toFixed(0)} ` +
    `request=${sanitised(requestId)} path=${JSON.stringify(path.slice(0, 200))}`
  );
}

/**
 * Says on the response what the page's content calls came to: Server-Timing always; where one failed, the page
 * still renders (its other blocks are worth having) but says it is not whole, and no CDN or browser may keep it:
 * the next request must try the content again rather than be served the broken page for its ttl.
 */
export function reportContent(response: ServerResponse, calls: readonly ContentCall[], timings?: PageTimings): void {
  if (calls.length > 0 || timings) response.setHeader("server-timing", serverTiming(calls, timings));
  const failed = calls.filter((call) => call.failed).length;
  if (failed > 0) {
    response.setHeader("cache-control", "no-store");
    response.setHeader(DEGRADED_HEADER, String(failed));
  }
}

/** A request's content calls as they settle, each failure logged as one line naming the request. */
export function contentRecorder(
  log: (line: string) => void,
  requestId: string,
  path: string,
): { calls: ContentCall[]; onCall: (call: ContentCall) => void } {
  const calls: ContentCall[] = [];
  return {
    calls,
    onCall(call) {
      calls.push(call);
      if (call.failed) log(failureLine(call, requestId, path));
    },
  };
}

/** The request's id: a proxy's `x-request-id` when it is a plain token, else a fresh one. */
export function requestIdOf(header: string | string[] | undefined, fresh: () => string): string {
  return typeof header === "string" && /^[A-Za-z0-9._-]{1,64}$/.test(header) ? header : fresh();
}
