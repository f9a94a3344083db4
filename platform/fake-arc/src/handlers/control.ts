import { http, HttpResponse, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { readJsonValue } from "../request-body";
import { readScenarios } from "../scenarios/scenario-input";
import type { Scenarios } from "../scenarios/scenarios";
import { route } from "./route";

/** What browser tests use to steer the fake the preview mounts: add scenarios, reset everything. */
export function controlHandlers(origin: string, scenarios: Scenarios, reset: () => void): RequestHandler[] {
  return [
    http.post(
      `${origin}/__fake-arc/scenarios`,
      route(async ({ request }) => {
        // Typed JSON like every other call: a form or text/plain from any page would be a CORS-simple request.
        const body = await readJsonValue(request, "JSON: a scenario or a list of them");
        const input = readScenarios(body);
        if (!input.ok) throw badParameter("body", `is not a scenario: ${input.problem}`);
        for (const scenario of input.scenarios) scenarios.add(scenario);
        return HttpResponse.json({ scenarios: scenarios.list() });
      }),
    ),
    http.delete(
      `${origin}/__fake-arc/scenarios`,
      route(() => {
        scenarios.clear();
        return HttpResponse.json({ scenarios: [] });
      }),
    ),
    http.post(
      `${origin}/__fake-arc/reset`,
      route(() => {
        reset();
        return HttpResponse.json({ reset: true });
      }),
    ),
  ];
}
