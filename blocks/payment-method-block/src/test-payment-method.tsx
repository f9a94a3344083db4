/** What the block's jest tests share: the real SDKs against the fake on jsdom's origin, the Stripe.js stand-in. */
import { act } from "react";
import { render, screen, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { demoSites, renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureIdentity, configureSales, forgetPage } from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";
import { installRecaptchaStandIn, installStripeStandIn } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { UpdatePaymentMethod } from "./update-payment-method";

export const SITE = "the-daily";
export const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";
export const PAGE = "/account/payment-method/";

export { installRecaptchaStandIn };

export interface UpdateTests {
  fake: JestFakeArc;
  navigations: string[];
}

export function setupUpdateTests(): UpdateTests {
  const fake = setupFakeArc({ origin: window.location.origin });
  const navigations: string[] = [];
  beforeAll(() => installStripeStandIn());
  beforeEach(() => {
    navigations.length = 0;
    jest.spyOn(pageNavigation, "assign").mockImplementation((url) => void navigations.push(url));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", PAGE);
  });
  afterEach(async () => {
    forgetPage();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });
  return { fake, navigations };
}

/** Ana with a subscription paid by a Visa ending 4242, signed in on the real SDK; answers its payment method. */
export async function subscribedReader(fake: JestFakeArc): Promise<number> {
  const subscription = fake.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
  return subscription.paymentMethodID;
}

/** The stored card as the subscription shows it (§3 currentPaymentMethod). */
export async function currentCard(fake: JestFakeArc): Promise<Record<string, unknown>> {
  const [subscription] = fake.sales.subscriptions(ANA);
  const Sales = await configureSales(SITE, PROPERTIES);
  const details: unknown = await Sales.getSubscriptionDetails(subscription?.subscriptionID ?? 0);
  return (details as { currentPaymentMethod: Record<string, unknown> }).currentPaymentMethod;
}

export async function renderUpdate(search: string | null, options: RenderBlockOptions = {}): Promise<RenderResult> {
  if (search !== null) window.history.replaceState(null, "", `${PAGE}${search}`);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(UpdatePaymentMethod, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

export const EXPIRY = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`;

export interface CardEntry {
  name?: string;
  number?: string;
  country?: string;
  postal?: string;
}

/** Fills the form as a reader does, leaving out what the entry blanks. */
export async function fillCard(user: UserEvent, entry: CardEntry = {}): Promise<void> {
  const { name = "Ana Reader", number = "4242424242424242", country = "US", postal = "10001" } = entry;
  const cardNumber = await screen.findByRole("textbox", { name: "Card number" });
  if (name) await user.type(screen.getByRole("textbox", { name: /^Name on card/ }), name);
  await user.type(cardNumber, number);
  await user.type(screen.getByRole("textbox", { name: "Expiration date (MM / YY)" }), EXPIRY);
  await user.type(screen.getByRole("textbox", { name: "Security code (CVC)" }), "123");
  if (country) await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), country);
  if (postal) await user.type(screen.getByRole("textbox", { name: /^ZIP or postal code/ }), postal);
}

/** Fills the form and submits it. */
export async function submitCard(user: UserEvent, entry: CardEntry = {}): Promise<void> {
  await fillCard(user, entry);
  await user.click(submitButton());
}

/** The form's submit button, whatever it says. */
export const submitButton = () => screen.getByRole("button", { name: /^(Update card|Updating your card…)$/ });

export { userEvent };
