import type { JsonValue } from "@broadsheet/kit";

/** How a malformed answer goes wrong: valid JSON, wrong shape. */
export const MALFORMED_SHAPES = ["wrong-types", "missing-fields", "not-an-object"] as const;
export type MalformedShape = (typeof MALFORMED_SHAPES)[number];

/** Which calls a scenario takes over. */
export interface ScenarioMatch {
  /** The request's path, e.g. `/content/v4/stories`; a trailing `*` matches every path it starts. */
  path: string;
  /** Parameters the request must carry with these exact values, e.g. `{ website_url: "/a/" }`. */
  query?: Record<string, string>;
  /** Apply to the next matching call only (default: every matching call until cleared or reset). */
  once?: boolean;
}

export interface DelayAction {
  kind: "delay";
  /** Milliseconds before the call is answered as usual (or as another scenario says). */
  ms: number;
}

export interface FailAction {
  kind: "fail";
  status: number;
  /** The JSON answered; Arc's `{ httpStatus, code, message }` when neither this nor `text` is given. */
  body?: JsonValue;
  /** A non-JSON answer instead (say, a proxy's HTML error page). */
  text?: string;
}

export interface MalformedAction {
  kind: "malformed";
  /** How to spoil the real answer (default `wrong-types`). */
  shape?: MalformedShape;
  /** Answer exactly this JSON (status 200) instead of spoiling the real answer. */
  document?: JsonValue;
}

export type ScenarioAction = DelayAction | FailAction | MalformedAction;
export type Scenario = ScenarioMatch & ScenarioAction;

export const MAX_DELAY_MS = 60_000;

export function scenarioMatches(scenario: ScenarioMatch, url: URL): boolean {
  const pathMatches = scenario.path.endsWith("*")
    ? url.pathname.startsWith(scenario.path.slice(0, -1))
    : url.pathname === scenario.path;
  return (
    pathMatches && Object.entries(scenario.query ?? {}).every(([name, value]) => url.searchParams.get(name) === value)
  );
}
