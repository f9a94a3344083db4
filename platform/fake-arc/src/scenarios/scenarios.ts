import type { JsonValue } from "@broadsheet/kit";
import { scenarioMatches, type MalformedShape, type Scenario, type ScenarioMatch } from "./scenario";

/** What tests tell the fake to do to some calls: slow them down, fail them, or spoil their answers. */
export interface Scenarios {
  add(scenario: Scenario): void;
  delay(match: ScenarioMatch, ms: number): void;
  fail(match: ScenarioMatch, status: number, body?: JsonValue): void;
  /** Spoils the real answer (`shape`) or answers `{ document }` instead. */
  malformed(match: ScenarioMatch, how?: MalformedShape | { document: JsonValue }): void;
  /** Every scenario still waiting to apply, in the order added. */
  list(): readonly Scenario[];
  clear(): void;
}

export interface ScenarioBook extends Scenarios {
  /** The scenarios that apply to a call, in the order added; a `once` scenario is used up here. */
  take(url: URL): Scenario[];
}

export function createScenarios(): ScenarioBook {
  let scenarios: Scenario[] = [];

  const add = (scenario: Scenario): void => {
    scenarios = [...scenarios, structuredClone(scenario)];
  };

  return {
    add,
    delay: (match, ms) => add({ ...match, kind: "delay", ms }),
    fail: (match, status, body) => add({ ...match, kind: "fail", status, ...(body === undefined ? {} : { body }) }),
    malformed: (match, how = "wrong-types") =>
      add(
        typeof how === "string" ? { ...match, kind: "malformed", shape: how } : { ...match, kind: "malformed", ...how },
      ),
    list: () => scenarios.map((scenario) => structuredClone(scenario)),
    clear: () => {
      scenarios = [];
    },
    take(url) {
      const applying = scenarios.filter((scenario) => scenarioMatches(scenario, url));
      scenarios = scenarios.filter((scenario) => !(scenario.once && applying.includes(scenario)));
      return applying;
    },
  };
}
