import { delay, getResponse, http, HttpResponse, type RequestHandler } from "msw";
import type { JsonValue } from "@broadsheet/kit";
import { arcErrorBody } from "../errors";
import { malform } from "../scenarios/malform";
import type { FailAction, MalformedAction } from "../scenarios/scenario";
import type { ScenarioBook } from "../scenarios/scenarios";

function failure(action: FailAction, request: Request): Response {
  if (action.text !== undefined) {
    return new HttpResponse(action.text, { status: action.status, headers: { "content-type": "text/plain" } });
  }
  const body =
    action.body ??
    arcErrorBody(
      action.status,
      "scenario_failure",
      `A scenario fails ${request.method} ${new URL(request.url).pathname}`,
    );
  return HttpResponse.json(body, { status: action.status });
}

/** The real answer, spoiled; a non-JSON answer (an image) is cut in half, the way a dropped transfer is. */
async function malformed(
  action: MalformedAction,
  request: Request,
  services: () => RequestHandler[],
): Promise<Response> {
  if (action.document !== undefined) return HttpResponse.json(action.document);
  const real = await getResponse(services(), request);
  if (!real) return HttpResponse.json(malform(null, action.shape ?? "wrong-types"));
  const type = real.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    const document = (await real.json()) as JsonValue;
    return HttpResponse.json(malform(document, action.shape ?? "wrong-types"), { status: real.status });
  }
  const bytes = await real.arrayBuffer();
  return new HttpResponse(bytes.slice(0, Math.floor(bytes.byteLength / 2)), {
    status: real.status,
    headers: { "content-type": type },
  });
}

/**
 * Runs before the services: applies the scenarios a call matches (every delay, then the first failure or
 * malformed answer), and otherwise lets the call through to the service that answers it.
 */
export function scenarioHandler(origin: string, book: ScenarioBook, services: () => RequestHandler[]): RequestHandler {
  return http.all(`${origin}/*`, async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__fake-arc/")) return undefined;
    const applying = book.take(url);
    for (const scenario of applying) {
      if (scenario.kind === "delay") await delay(scenario.ms);
    }
    const answer = applying.find((scenario) => scenario.kind !== "delay");
    if (answer?.kind === "fail") return failure(answer, request);
    if (answer?.kind === "malformed") return malformed(answer, request, services);
    return undefined;
  });
}
