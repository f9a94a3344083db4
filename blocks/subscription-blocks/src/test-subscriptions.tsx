import { act, render, type RenderResult } from "@testing-library/react";
import { renderBlock, demoSites, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureIdentity, configureSales, forgetPage } from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";
import { FIXTURE_PASSWORD, FIXTURE_SUBSCRIPTIONS } from "@broadsheet/fake-arc";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";

export const SITE = "the-daily";
/** The demo site: its Sales, Identity and Retail origins are the page's own (jsdom's http://localhost). */
export const PROPERTIES = demoSites[SITE];
/** The fixture subscriber: 4001 Active (Visa 4242), 4002 Canceled, 4003 Terminated, 4004 a gift (not listed). */
export const DORA = "dora.subscriber@example.test";
export const ANA = "ana.reader@example.test";

export interface SubscriptionTests {
  fake: JestFakeArc;
  /** Where the blocks sent the browser, in order. */
  navigations: string[];
}

/**
 * The real sdk-sales and sdk-identity against the fake on jsdom's origin, as the preview mounts them, with the
 * fixture subscriber's subscriptions: every test starts signed out on `path`, navigations recorded.
 */
export function setupSubscriptionTests(path = "/account/subscriptions/"): SubscriptionTests {
  const fake = setupFakeArc({ origin: window.location.origin, subscriptions: FIXTURE_SUBSCRIPTIONS });
  const navigations: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    jest.spyOn(pageNavigation, "assign").mockImplementation((url) => void navigations.push(url));
    window.history.replaceState(null, "", path);
  });
  afterEach(async () => {
    forgetPage();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });
  return { fake, navigations };
}

export async function signIn(email: string): Promise<void> {
  await (await configureIdentity(SITE, PROPERTIES)).login(email, FIXTURE_PASSWORD, { rememberMe: true });
}

export const sales = () => configureSales(SITE, PROPERTIES);

/** Renders a block in the local host (no error boundary) and lets its first checks land. */
export async function renderSubscriptions(
  block: Parameters<typeof renderBlock>[0],
  options: RenderBlockOptions = {},
): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(block, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

/** Console errors the test expects, silenced and kept for its assertions. */
export const quietErrors = () => jest.spyOn(console, "error").mockImplementation(() => undefined);
