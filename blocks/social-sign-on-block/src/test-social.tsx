import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, type RenderResult } from "@testing-library/react";
import { renderBlock, demoSites, type RenderBlockOptions } from "@broadsheet/local-host";
import { type ArcIdentity, configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD, socialCredential } from "@broadsheet/fake-arc";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";
import { navigation } from "./providers";
import { FACEBOOK_ONLOGIN } from "./scripts";
import { SocialSignOn, resetConfigReports } from "./social-sign-on";

export const SITE = "the-daily";
/** The demo site: api.identity.origin "/", the page's own origin (jsdom's http://localhost). */
export const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";
export const BRUNO = "bruno.social@example.test";
export const CHLOE = "chloe.both@example.test";

export interface SocialTests {
  fake: JestFakeArc;
  /** Where the block sent the browser, in order. */
  navigations: string[];
  /** ARC_LOGIN_SUCCESS messages the SDK posted, by grant type. */
  logins: string[];
}

const STAND_INS = join(__dirname, "../../../platform/local-host/resources/identity");

/** The preview's Google Identity Services stand-in, run in jsdom as the page would run it. */
export function installGoogleStandIn(account: string): void {
  (window as unknown as { __fakeGoogleAccount: { email: string } }).__fakeGoogleAccount = { email: account };
  new Function(readFileSync(join(STAND_INS, "gsi-client.js"), "utf8"))();
}

export interface FacebookDouble {
  statuses: Array<"connected" | "unknown">;
  calls: number;
}

/**
 * A Facebook SDK double (the preview's stand-in hands out tokens the fake does not read): each getLoginStatus
 * answers the next status of the list (the last one repeats), connected with the fake's social credential.
 */
export function installFacebookDouble(email: string, statuses: FacebookDouble["statuses"]): FacebookDouble {
  const double: FacebookDouble = { statuses: [...statuses], calls: 0 };
  const script = document.createElement("script");
  // sdk-identity loads no script when one with its id is there.
  script.id = "facebook-jssdk";
  document.body.append(script);
  (window as unknown as { FB: unknown }).FB = {
    init: () => undefined,
    XFBML: { parse: () => undefined },
    getLoginStatus(callback: (response: unknown) => void) {
      const status = double.statuses[Math.min(double.calls, double.statuses.length - 1)];
      double.calls += 1;
      setTimeout(() =>
        callback(
          status === "connected"
            ? { status, authResponse: { accessToken: socialCredential("facebook", email), userID: "1" } }
            : { status: "unknown", authResponse: null },
        ),
      );
    },
  };
  return double;
}

/** What the Facebook login button does once Facebook says the reader logged in. */
export function facebookLoggedIn(): void {
  (window as unknown as Record<string, () => void>)[FACEBOOK_ONLOGIN]?.();
}

/**
 * The real sdk-identity against the fake Identity API on jsdom's origin, as the preview mounts it on its own:
 * every test starts signed out with fresh stores, and navigations are recorded instead of followed.
 */
export function setupSocialTests(): SocialTests {
  const fake = setupFakeArc({ origin: window.location.origin });
  const navigations: string[] = [];
  const logins: string[] = [];
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === "object" && data !== null && (data as { type?: unknown }).type === "ARC_LOGIN_SUCCESS") {
      logins.push(String((data as { grantType?: unknown }).grantType));
    }
  };
  beforeEach(() => {
    navigations.length = 0;
    logins.length = 0;
    window.addEventListener("message", onMessage);
    jest.spyOn(navigation, "assign").mockImplementation((url) => void navigations.push(url));
    window.history.replaceState(null, "", "/account/social/");
  });
  afterEach(async () => {
    window.removeEventListener("message", onMessage);
    forgetPage();
    resetConfigReports();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
    document.head.innerHTML = "";
    const global = window as unknown as Record<string, unknown>;
    for (const name of ["google", "FB", "__fakeGoogleAccount", "__fakeGoogleOneTap"]) delete global[name];
    document.cookie = "g_state=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });
  return { fake, navigations, logins };
}

export const sdk = (): Promise<ArcIdentity> => configureIdentity(SITE, PROPERTIES);

export async function signIn(email: string, password = FIXTURE_PASSWORD): Promise<void> {
  await (await sdk()).login(email, password, { rememberMe: true });
}

/** Renders the block in the local host (no error boundary) and lets its first checks land. */
export async function renderSocial(options: RenderBlockOptions = {}): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(SocialSignOn, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

/** The uuids of the readers with a live session on the fake. */
export function signedInOnFake(fake: JestFakeArc, email: string): boolean {
  const reader = fake.identity.store.readerByEmail(email);
  return reader !== undefined && fake.identity.store.liveSessions(reader.uuid).length > 0;
}
