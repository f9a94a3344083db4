import { act, render, type RenderResult } from "@testing-library/react";
import { renderBlock, demoSites, type RenderBlockOptions } from "@broadsheet/local-host";
import { type ArcIdentity, configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD, socialCredential } from "@broadsheet/fake-arc";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";
import { pageNavigation } from "@broadsheet/components";

export const SITE = "the-daily";
/** The demo site: api.identity.origin "/", the page's own origin (jsdom's http://localhost). */
export const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";
export const BRUNO = "bruno.social@example.test";
export const CHLOE = "chloe.both@example.test";

export interface AccountTests {
  fake: JestFakeArc;
  /** Where the blocks sent the browser, in order. */
  navigations: string[];
  /** How many times sdk-identity's `ArcSDK.logout` event fired. */
  logoutEvents: { count: number };
}

/**
 * The real sdk-identity against the fake Identity API on jsdom's origin, as the preview mounts it: every test
 * starts signed out with fresh stores on `/account/`, and navigations are recorded instead of followed.
 */
export function setupAccountTests(): AccountTests {
  const fake = setupFakeArc({ origin: window.location.origin });
  const navigations: string[] = [];
  const logoutEvents = { count: 0 };
  const onLogout = () => void logoutEvents.count++;
  beforeEach(() => {
    navigations.length = 0;
    logoutEvents.count = 0;
    window.addEventListener("ArcSDK.logout", onLogout);
    jest.spyOn(pageNavigation, "assign").mockImplementation((url) => void navigations.push(url));
    window.history.replaceState(null, "", "/account/");
  });
  afterEach(async () => {
    window.removeEventListener("ArcSDK.logout", onLogout);
    forgetPage();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });
  return { fake, navigations, logoutEvents };
}

export const sdk = (): Promise<ArcIdentity> => configureIdentity(SITE, PROPERTIES);

export async function signIn(email: string, password = FIXTURE_PASSWORD): Promise<void> {
  // bruno.social has Google only: he signs in as Sign In With Google would sign him in.
  if (email === BRUNO) await (await sdk()).signInWithGoogle({ credential: socialCredential("google", email) });
  else await (await sdk()).login(email, password, { rememberMe: true });
}

/** Renders a block in the local host (no error boundary) and lets its first checks land. */
export async function renderAccount(
  block: Parameters<typeof renderBlock>[0],
  options: RenderBlockOptions = {},
): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(block, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

export function signedInOnFake(fake: JestFakeArc, email: string): boolean {
  const reader = fake.identity.store.readerByEmail(email);
  return reader !== undefined && fake.identity.store.liveSessions(reader.uuid).length > 0;
}
