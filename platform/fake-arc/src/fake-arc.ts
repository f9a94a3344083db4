import type { RequestHandler } from "msw";
import { corpus as defaultCorpus, type Corpus } from "./fixtures";
import { authorsHandlers } from "./handlers/authors";
import { collectionsHandlers } from "./handlers/collections";
import { contentApiHandlers } from "./handlers/content-api";
import { controlHandlers } from "./handlers/control";
import { scenarioHandler } from "./handlers/scenario-handler";
import { searchHandlers } from "./handlers/search";
import { signingHandlers } from "./handlers/signing";
import { siteServiceHandlers } from "./handlers/site-service";
import { tagsHandlers } from "./handlers/tags";
import { unknownPathHandlers } from "./handlers/unknown-path";
import { FAKE_ARC_ORIGIN } from "./origin";
import { createScenarios, type Scenarios } from "./scenarios/scenarios";
import { createStore, type FakeStore } from "./store/store";

export interface FakeArcOptions {
  /** What the store starts from and resets to (default: the fixture corpus). */
  corpus?: Corpus;
  /** The origin the handlers answer on (default `FAKE_ARC_ORIGIN`); they match no other. */
  origin?: string;
  /** The resizer's handler, made by its own module for this origin (Node or browser drawing). */
  resizer?: RequestHandler;
}

export interface FakeArc {
  origin: string;
  /** Every handler, in the order MSW must try them. */
  handlers: RequestHandler[];
  store: FakeStore;
  scenarios: Scenarios;
  /** The store back to its corpus and every scenario gone. */
  reset(): void;
}

/**
 * The fake Arc content services: one set of MSW handlers over one store. Handlers match their origin only,
 * so tests can make real requests elsewhere (the preview server on loopback) while the fake is installed.
 */
export function createFakeArc(options: FakeArcOptions = {}): FakeArc {
  const origin = (options.origin ?? FAKE_ARC_ORIGIN).replace(/\/+$/, "");
  const store = createStore(options.corpus ?? defaultCorpus);
  const scenarios = createScenarios();
  const reset = (): void => {
    store.reset();
    scenarios.clear();
  };
  const services: RequestHandler[] = [
    ...contentApiHandlers(origin, store),
    ...collectionsHandlers(origin, store),
    ...siteServiceHandlers(origin, store),
    ...tagsHandlers(origin, store),
    ...authorsHandlers(origin, store),
    ...searchHandlers(origin, store),
    ...signingHandlers(origin),
    ...(options.resizer ? [options.resizer] : []),
  ];
  const handlers = [
    ...controlHandlers(origin, scenarios, reset),
    scenarioHandler(origin, scenarios, () => services),
    ...services,
    ...unknownPathHandlers(origin),
  ];
  return { origin, handlers, store, scenarios, reset };
}
