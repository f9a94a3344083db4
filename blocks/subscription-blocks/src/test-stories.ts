import getProperties from "fusion:properties";
import { configureIdentity, forgetPage } from "@broadsheet/arc-client";
import { createFakeArc, FIXTURE_PASSWORD, FIXTURE_SUBSCRIPTIONS } from "@broadsheet/fake-arc";

const SITE = "the-daily";

/** The demo site's Sales, Identity and Retail origins are the page's own ("/"): the fake services answer there. */
export const subscriptionsApi = createFakeArc({
  origin: window.location.origin,
  subscriptions: FIXTURE_SUBSCRIPTIONS,
});

/** msw-storybook-addon's parameters for the subscription blocks' stories. */
export const subscriptionsMsw = { msw: { handlers: { subscriptionsApi: subscriptionsApi.handlers } } };

const identity = () => configureIdentity(SITE, getProperties(SITE));

/** Every story starts from the fixtures, signed out, with fresh SDK state. */
export async function freshStory(): Promise<void> {
  subscriptionsApi.reset();
  forgetPage();
}

/** Signs a fixture reader in through the real SDK, as the login page would. */
export async function signInAs(email: string): Promise<void> {
  await (await identity()).login(email, FIXTURE_PASSWORD, { rememberMe: true });
}

export const DORA = "dora.subscriber@example.test";
export const ANA = "ana.reader@example.test";
