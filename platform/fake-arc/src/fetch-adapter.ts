import { getResponse } from "msw";
import type { FakeArc } from "./fake-arc";

/** The answer for a path no handler takes: the same JSON 404 the preview gives for one under the fake's prefixes. */
function notAnswered(path: string): Response {
  return Response.json(
    { httpStatus: 404, code: "not_found", message: `No fake Arc service answers ${path}` },
    { status: 404 },
  );
}

/**
 * A `fetch` that answers from the fake's handlers in this process, no socket: for a server that mounts the fake
 * on its own origin (the preview) and whose content sources call it. Over its own HTTP port those calls queue
 * behind the very page renders that wait on them, so under load they time out; in-process they cost only the
 * handler's work. Every address is answered on the fake's origin whatever origin it names (the sources name the
 * preview's), as the node adapter does; the caller's abort signal (the sources' time limit) is honoured.
 */
export function fetchAdapter(fake: FakeArc): typeof fetch {
  return async (input, init) => {
    const asked = new Request(input, init);
    const target = new URL(asked.url);
    const request = new Request(`${fake.origin}${target.pathname}${target.search}`, asked);
    // The caller's own signal: the Request's copy of it aborts with a reason of its own making.
    const signal = init?.signal ?? asked.signal;
    signal.throwIfAborted();
    const answer = getResponse(fake.handlers, request).then((response) => response ?? notAnswered(target.pathname));
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        const reason: unknown = signal.reason;
        reject(
          reason instanceof Error || reason instanceof DOMException
            ? reason
            : new DOMException("Aborted", "AbortError"),
        );
      };
      signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      return await Promise.race([answer, aborted]);
    } finally {
      if (onAbort) signal.removeEventListener("abort", onAbort);
    }
  };
}
