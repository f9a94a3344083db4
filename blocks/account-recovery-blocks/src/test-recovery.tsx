import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, type RenderResult } from "@testing-library/react";
import { renderBlock, demoSites, type RenderBlockOptions } from "@broadsheet/local-host";
import { type ArcIdentity, configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";
import type { BlockProps } from "@broadsheet/kit";
import type { ComponentType } from "react";
import { navigation } from "./recovery-sdk";

export const SITE = "the-daily";
/** The demo site: api.identity.origin "/", the page's own origin (jsdom's http://localhost). */
export const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";
/** A reader who signs in only with Google: the fake sends no reset link for an address without a password. */
export const BRUNO = "bruno.social@example.test";
export const CHLOE = "chloe.both@example.test";

export interface RecoveryTests {
  fake: JestFakeArc;
  /** Where the block sent the browser, in order. */
  navigations: string[];
}

export const sdk = (): Promise<ArcIdentity> => configureIdentity(SITE, PROPERTIES);

/**
 * The real sdk-identity against the fake Identity API on jsdom's origin: every test starts signed out with fresh
 * stores and the SDK's config cache emptied (a new page), and navigations are recorded instead of followed.
 */
export function setupRecoveryTests(): RecoveryTests {
  const fake = setupFakeArc({ origin: window.location.origin });
  const navigations: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    jest.spyOn(navigation, "assign").mockImplementation((url) => void navigations.push(url));
  });
  afterEach(async () => {
    forgetPage();
    delete (window as unknown as Record<string, unknown>).grecaptcha;
    jest.restoreAllMocks();
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });
  return { fake, navigations };
}

const RECAPTCHA_STAND_IN = join(__dirname, "../../../platform/local-host/resources/identity/recaptcha.js");

/** The preview's reCAPTCHA stand-in, run in jsdom as the page would run Google's script (V2: "I'm not a robot"). */
export function installRecaptchaStandIn(): void {
  new Function(readFileSync(RECAPTCHA_STAND_IN, "utf8"))();
}

type AnyBlock = ComponentType<BlockProps>;

/** Puts the page at that address (the block reads it, and so does the host's requestUri), then renders. */
export async function renderAt(
  block: AnyBlock,
  address: string,
  options: RenderBlockOptions = {},
): Promise<RenderResult> {
  window.history.replaceState(null, "", address);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      renderBlock(block, {
        errorBoundary: false,
        ...options,
        context: { requestUri: address, ...options.context },
      }),
    );
  });
  return result as RenderResult;
}

/** Whether the reader has a live session on the fake. */
export function signedInOnFake(fake: JestFakeArc, email: string): boolean {
  const reader = fake.identity.store.readerByEmail(email);
  return reader !== undefined && fake.identity.store.liveSessions(reader.uuid).length > 0;
}
