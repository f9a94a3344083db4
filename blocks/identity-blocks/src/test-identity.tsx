import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, render, type RenderResult } from "@testing-library/react";
import { renderBlock, demoSites, type RenderBlockOptions } from "@broadsheet/local-host";
import { type ArcIdentity, configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";
import { navigation } from "./leave";

export const SITE = "the-daily";
/** The demo site: api.identity.origin "/", the page's own origin (jsdom's http://localhost). */
export const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";
export const CHLOE = "chloe.both@example.test";
export { FIXTURE_PASSWORD };

const RECAPTCHA = readFileSync(join(__dirname, "../../../platform/local-host/resources/identity/recaptcha.js"), "utf8");

/** The preview's reCAPTCHA stand-in (a labelled "I'm not a robot" checkbox), run in jsdom as the page would. */
export function installRecaptchaStandIn(): void {
  new Function(RECAPTCHA)();
}

export interface IdentityTests {
  fake: JestFakeArc;
  /** Where a block sent the browser, in order. */
  navigations: string[];
}

/**
 * The real sdk-identity against the fake Identity API on jsdom's origin: every test is a new page, signed out,
 * at `page`, with navigations recorded instead of followed.
 */
export function setupIdentityTests(page: string): IdentityTests {
  const fake = setupFakeArc({ origin: window.location.origin });
  const navigations: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    jest.spyOn(navigation, "assign").mockImplementation((url) => void navigations.push(url));
    window.history.replaceState(null, "", page);
  });
  afterEach(async () => {
    forgetPage();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
    delete (window as unknown as Record<string, unknown>).grecaptcha;
  });
  return { fake, navigations };
}

export const sdk = (): Promise<ArcIdentity> => configureIdentity(SITE, PROPERTIES);

/** Renders a block in the local host (no error boundary) and lets its first effects land. */
export async function renderIdentityBlock(
  block: Parameters<typeof renderBlock>[0],
  options: RenderBlockOptions = {},
): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(block, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

/** Whether the reader has a live session on the fake. */
export function signedInOnFake(fake: JestFakeArc, email: string): boolean {
  const reader = fake.identity.store.readerByEmail(email);
  return reader !== undefined && fake.identity.store.liveSessions(reader.uuid).length > 0;
}

/** The form-level alert's text. */
export const formAlert = (): string => document.querySelector(".c-submit-form__alert")?.textContent ?? "";
/** The bot challenge's message. */
export const challengeMessage = (): string => document.querySelector(".b-bot-challenge__message")?.textContent ?? "";
