import { signImage } from "@broadsheet/fake-arc";
import { setupFakeArc } from "@broadsheet/fake-arc/node";
import type { ContentSource } from "@broadsheet/kit/content-source";
import { testContext } from "./test-context";
import { testCorpus } from "./test-corpus";

/**
 * The fake Arc for a source's test file, with this package's corpus, and every request it saw (path and
 * query), so a test can show that bad params made none.
 */
export function fakeArcForSources() {
  const fake = setupFakeArc({ corpus: testCorpus() });
  const requests: URL[] = [];
  beforeEach(() => {
    requests.length = 0;
    fake.server.events.on("request:start", ({ request }) => {
      requests.push(new URL(request.url));
    });
  });
  afterEach(() => fake.server.events.removeAllListeners());

  /** Runs a source as Fusion does: the site in `arc-site`, a fresh cachedCall per call. */
  async function run<Q extends Record<string, unknown>, R>(
    source: Readonly<ContentSource<Q, R>>,
    query: Record<string, unknown>,
    contextOverrides: Parameters<typeof testContext>[0] = {},
  ): Promise<R> {
    const { context } = testContext({ contentBase: fake.origin, ...contextOverrides });
    return source.fetch({ "arc-site": "the-daily", ...query } as Q & { "arc-site"?: string }, context);
  }

  /** Requests to a service, leaving out the signing service's. */
  const serviceRequests = () => requests.filter((url) => !url.pathname.startsWith("/signing-service/"));

  return { fake, requests, serviceRequests, run };
}

/** The auth an image must carry once signed, under the test context's token version. */
export const signedAuth = (value: string) => ({ "2": signImage(value) });
