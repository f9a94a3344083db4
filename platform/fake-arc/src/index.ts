export { FAKE_ARC_ORIGIN } from "./origin";
export { FAKE_ARC_PREFIXES, isFakeArcPath } from "./service-paths";
export { signImage } from "./signing";
export { createFakeArc } from "./fake-arc";
export { createBrowserFakeArc } from "./browser-fake-arc";
export type { FakeArc, FakeArcOptions } from "./fake-arc";
export { createStore } from "./store/store";
export type { FakeStore } from "./store/store";
export type { Scenarios } from "./scenarios/scenarios";
export { MALFORMED_SHAPES } from "./scenarios/scenario";
export type {
  DelayAction,
  FailAction,
  MalformedAction,
  MalformedShape,
  Scenario,
  ScenarioAction,
  ScenarioMatch,
} from "./scenarios/scenario";
export { arcErrorBody } from "./errors";
export type { ArcErrorBody } from "./errors";
export { QUERY_FIELDS, parseQuery } from "./query-language";
export type { ParsedQuery, QueryClause, QueryField } from "./query-language";
export { corpus, MOTIFS } from "./fixtures";
export type { Corpus, FixtureCollection, FixtureImage, Motif } from "./fixtures";
export * from "./identity";
export * from "./payments";
export * from "./sales";
