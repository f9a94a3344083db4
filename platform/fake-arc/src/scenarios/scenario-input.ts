import { isRecord, type JsonValue } from "@broadsheet/kit";
import { MALFORMED_SHAPES, MAX_DELAY_MS, type MalformedShape, type Scenario, type ScenarioMatch } from "./scenario";

export type ScenarioInput = { ok: true; scenarios: Scenario[] } | { ok: false; problem: string };

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

function isShape(value: unknown): value is MalformedShape {
  return MALFORMED_SHAPES.some((shape) => shape === value);
}

function readMatch(value: Record<string, unknown>, at: string): ScenarioMatch | string {
  const { path, query, once } = value;
  if (typeof path !== "string" || !path.startsWith("/")) return `${at}.path must be a path starting with "/"`;
  if (query !== undefined && (!isRecord(query) || !Object.values(query).every((v) => typeof v === "string"))) {
    return `${at}.query must be an object of strings`;
  }
  if (once !== undefined && typeof once !== "boolean") return `${at}.once must be true or false`;
  return {
    path,
    ...(query === undefined ? {} : { query: query as Record<string, string> }),
    ...(once === undefined ? {} : { once }),
  };
}

/** One scenario from JSON (the control endpoint's body); a string says what is wrong with it. */
function readScenario(value: unknown, at: string): Scenario | string {
  if (!isRecord(value)) return `${at} must be an object`;
  const match = readMatch(value, at);
  if (typeof match === "string") return match;
  // The body came from JSON.parse, so whatever it holds is JSON.
  const json = value as Record<string, JsonValue>;
  switch (value.kind) {
    case "delay":
      if (!isWhole(value.ms, 0, MAX_DELAY_MS)) return `${at}.ms must be a whole number from 0 to ${MAX_DELAY_MS}`;
      return { ...match, kind: "delay", ms: value.ms };
    case "fail":
      if (!isWhole(value.status, 400, 599)) return `${at}.status must be an error status from 400 to 599`;
      if (value.text !== undefined && typeof value.text !== "string") return `${at}.text must be a string`;
      return {
        ...match,
        kind: "fail",
        status: value.status,
        ...(json.body === undefined ? {} : { body: json.body }),
        ...(value.text === undefined ? {} : { text: value.text }),
      };
    case "malformed":
      if (value.shape !== undefined && !isShape(value.shape)) {
        return `${at}.shape must be one of ${MALFORMED_SHAPES.join(", ")}`;
      }
      return {
        ...match,
        kind: "malformed",
        ...(value.shape === undefined ? {} : { shape: value.shape }),
        ...(json.document === undefined ? {} : { document: json.document }),
      };
    default:
      return `${at}.kind must be "delay", "fail" or "malformed"`;
  }
}

/** A scenario or a list of them, as posted to `/__fake-arc/scenarios`. */
export function readScenarios(value: unknown): ScenarioInput {
  const list = Array.isArray(value) ? value : [value];
  const scenarios: Scenario[] = [];
  for (const [index, item] of list.entries()) {
    const scenario = readScenario(item, Array.isArray(value) ? `scenarios[${index}]` : "scenario");
    if (typeof scenario === "string") return { ok: false, problem: scenario };
    scenarios.push(scenario);
  }
  return { ok: true, scenarios };
}
