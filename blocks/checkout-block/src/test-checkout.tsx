/** What the checkout's jest tests share: the real SDKs against the fake on jsdom's origin, the Stripe.js stand-in. */
import { act } from "react";
import { render, screen, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { demoSites, renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { configureIdentity, configureSales, forgetPage } from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";
import { FIXTURE_PASSWORD } from "@broadsheet/fake-arc";
import { setupFakeArc, type JestFakeArc } from "@broadsheet/fake-arc/node";
import { installRecaptchaStandIn, installStripeStandIn } from "@broadsheet/local-host/testing/jsdom-stand-ins";
import { Checkout } from "./checkout";

export const SITE = "the-daily";
export const PROPERTIES = demoSites[SITE];
export const ANA = "ana.reader@example.test";

export { installRecaptchaStandIn, installStripeStandIn };

export interface CheckoutTests {
  fake: JestFakeArc;
  navigations: string[];
}

export function setupCheckoutTests(): CheckoutTests {
  const fake = setupFakeArc({ origin: window.location.origin });
  const navigations: string[] = [];
  beforeAll(() => installStripeStandIn());
  beforeEach(() => {
    navigations.length = 0;
    jest.spyOn(pageNavigation, "assign").mockImplementation((url) => void navigations.push(url));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/checkout/");
  });
  afterEach(async () => {
    forgetPage();
    jest.restoreAllMocks();
    document.body.innerHTML = "";
  });
  return { fake, navigations };
}

/** Signs Ana in on the real SDK and fills her cart with a price. */
export async function signInWithCart(priceCode: string | null = "DIGITAL-MONTHLY", sku = "bs-digital"): Promise<void> {
  const Identity = await configureIdentity(SITE, PROPERTIES);
  await Identity.login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
  if (priceCode) {
    const Sales = await configureSales(SITE, PROPERTIES);
    await Sales.clearCart();
    await Sales.addItemToCart([{ sku, priceCode, quantity: 1 }]);
  }
}

export async function renderCheckout(options: RenderBlockOptions = {}): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(renderBlock(Checkout, { errorBoundary: false, ...options }));
  });
  return result as RenderResult;
}

export const NY_ADDRESS = { line1: "1 Main St", city: "New York", state: "NY", postal: "10001" };

/** Fills the billing address as a reader does and continues to payment. */
export async function fillAddress(user: UserEvent, address = NY_ADDRESS, country = "US"): Promise<void> {
  await user.type(await screen.findByRole("textbox", { name: /^Address/ }), address.line1);
  await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), country);
  await user.type(screen.getByRole("textbox", { name: /^City/ }), address.city);
  if (country === "US") await user.selectOptions(screen.getByRole("combobox", { name: /^State/ }), address.state);
  else await user.type(screen.getByRole("textbox", { name: /^State, province/ }), address.state);
  await user.type(screen.getByRole("textbox", { name: /^ZIP or postal code/ }), address.postal);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

const expiry = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`;

/** Types a card into the stand-in's fields and continues to review. */
export async function fillCard(user: UserEvent, number = "4242424242424242"): Promise<void> {
  await user.type(await screen.findByRole("textbox", { name: /^Name on card/ }), "Ana Reader");
  const cardNumber = await screen.findByRole("textbox", { name: "Card number" });
  await user.type(cardNumber, number);
  await user.type(screen.getByRole("textbox", { name: "Expiration date (MM / YY)" }), expiry);
  await user.type(screen.getByRole("textbox", { name: "Security code (CVC)" }), "123");
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

export { userEvent };
