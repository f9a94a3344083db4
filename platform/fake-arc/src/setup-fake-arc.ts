import { setupServer, type SetupServer } from "msw/node";
import { createFakeArc, type FakeArc, type FakeArcOptions } from "./fake-arc";

export interface JestFakeArc extends FakeArc {
  server: SetupServer;
}

/**
 * The fake on msw/node for a jest test file: listening for the whole file, reset after each test. Calls to
 * other origins pass through untouched, so a test can also talk to a real server on loopback.
 */
export function setupFakeArc(options: FakeArcOptions = {}): JestFakeArc {
  const fake = createFakeArc(options);
  const server = setupServer(...fake.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
  afterEach(() => {
    server.resetHandlers();
    fake.reset();
  });
  afterAll(() => server.close());
  return { ...fake, server };
}
