import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { screen, waitFor, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { configureSales, storePendingCartItem } from "@broadsheet/arc-client";
import { Checkout } from "./checkout";
import {
  ANA,
  PROPERTIES,
  SITE,
  fillAddress,
  fillCard,
  installRecaptchaStandIn,
  renderCheckout,
  setupCheckoutTests,
  signInWithCart,
  userEvent,
} from "./test-checkout";

const { fake, navigations } = setupCheckoutTests();

const card = (name: RegExp) => screen.getByRole("listitem", { name });
const submitPayment = () => screen.getByRole("button", { name: "Submit payment" });

describe("Checkout: the block", () => {
  it("is the island feature checkout, hydrated with the page", () => {
    expect(Checkout.definition.name).toBe("checkout");
    expect(Checkout.definition.hydration).toBe("eager");
    expect(Checkout.static).toBe(false);
  });

  it("sends only the headline from the server (the cards come with the order, so nothing moves), nothing of the reader's, and hydrates without a mismatch", async () => {
    await signInWithCart();
    const html = renderToString(renderBlock(Checkout));
    expect(html).toContain("Checkout");
    expect(html).not.toContain("Billing Address");
    expect(html).not.toContain(ANA);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(Checkout));
    });
    expect(errors.mock.calls.filter(([message]) => String(message).includes("hydrat"))).toEqual([]);
    await within(container).findByText(ANA);
    expect(within(container).getByRole("heading", { name: /Billing Address/ })).toBeInTheDocument();
  });
});

describe("Checkout: where the reader goes on load (§2 Redirects, §4)", () => {
  it("sends a signed-out reader to log in, with checkout to come back to", async () => {
    window.history.replaceState(null, "", "/checkout/?campaign=europe");
    await renderCheckout();
    await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Fcheckout%2F%3Fcampaign%3Deurope"]));
  });

  it("sends a reader with nothing to buy to the offers, with checkout to come back to", async () => {
    await signInWithCart(null);
    await renderCheckout({ customFields: { offerURL: "/subscribe/" } });
    await waitFor(() => expect(navigations).toEqual(["/subscribe/?redirect=%2Fcheckout%2F"]));
  });

  it("adds the pending item the offer page stored (under 2 days old) to the cart", async () => {
    await signInWithCart(null);
    storePendingCartItem(localStorage, {
      sku: "bs-digital",
      priceCode: "DIGITAL-ANNUAL",
      cartDate: Date.now() - 3_600_000,
    });
    await renderCheckout();
    await screen.findByRole("textbox", { name: /^Address/ });
    const Sales = await configureSales(SITE, PROPERTIES);
    const cart = (await Sales.getCart()) as { items: Array<{ priceCode: string }> };
    expect(cart.items.map((item) => item.priceCode)).toEqual(["DIGITAL-ANNUAL"]);
    expect(localStorage.getItem("ArcSubs_PendingCart")).toBeNull();
  });

  it("ignores a pending item 2 days old and sends the reader to the offers", async () => {
    await signInWithCart(null);
    storePendingCartItem(localStorage, {
      sku: "bs-digital",
      priceCode: "DIGITAL-ANNUAL",
      cartDate: Date.now() - 172_800_000,
    });
    await renderCheckout();
    await waitFor(() => expect(navigations).toEqual(["/offer/?redirect=%2Fcheckout%2F"]));
  });

  it("rebuilds the cart from a pending order under 2 days old and goes on to payment with its address", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await fillAddress(user);
    await screen.findByRole("radio", { name: "PayPal" });
    document.body.innerHTML = "";
    const Sales = await configureSales(SITE, PROPERTIES);
    await Sales.clearCart();
    await renderCheckout();
    expect(await screen.findByRole("radio", { name: "Credit or debit card" })).toBeInTheDocument();
    expect(card(/Billing Address/)).toHaveTextContent("1 Main St");
    const cart = (await Sales.getCart()) as { items: Array<{ priceCode: string }> };
    expect(cart.items.map((item) => item.priceCode)).toEqual(["DIGITAL-MONTHLY"]);
  });

  it("shows a phrased error with a retry when the cart cannot be read", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    fake.sales.fail("v1/cart", 500, "999999", "Sales is down", true);
    const { container } = await renderCheckout();
    expect(await screen.findByText("We could not load your order.")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: /^Address/ })).toBeInTheDocument();
  });
});

describe("Checkout: account and billing address", () => {
  it("opens the account card first, then completes it with the email and opens the address", async () => {
    await signInWithCart();
    const { container } = await renderCheckout();
    await screen.findByRole("textbox", { name: /^Address/ });
    expect(within(card(/Account/)).getByText(ANA)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Account" })).toBeInTheDocument();
    expect(card(/Billing Address/)).toHaveAttribute("aria-current", "step");
    expect(card(/Payment/)).toHaveAttribute("data-state", "waiting");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("account Edit logs out and returns to login with checkout as the redirect", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await user.click(await screen.findByRole("button", { name: "Edit Account" }));
    await waitFor(() => expect(navigations).toEqual(["/account/login/?redirect=%2Fcheckout%2F"]));
  });

  it("keeps Continue disabled until the address is valid, with the US states (DC included) as a select", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    const continueButton = await screen.findByRole("button", { name: "Continue" });
    expect(continueButton).toBeDisabled();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), "US");
    const state = screen.getByRole("combobox", { name: /^State/ });
    expect(within(state).getAllByRole("option")).toHaveLength(52);
    expect(within(state).getByRole("option", { name: "District of Columbia" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /^Country/ }).querySelectorAll("option").length).toBeGreaterThan(240);
    await user.type(screen.getByRole("textbox", { name: /^Address/ }), "1 Main St");
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "Washington");
    await user.selectOptions(state, "DC");
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /^ZIP/ }), "20001");
    expect(continueButton).toBeEnabled();
  });

  it.each([
    [/^Address/, "Enter your street address."],
    [/^City/, "Enter your city."],
    [/^ZIP/, "Enter your postal code."],
  ])("names the field at fault when the reader leaves it empty (%s)", async (name, message) => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await user.click(await screen.findByRole("textbox", { name }));
    await user.tab();
    expect(await screen.findByText(message)).toHaveAttribute("role", "alert");
    expect(screen.getByRole("textbox", { name })).toHaveAttribute("aria-invalid", "true");
  });

  it("creates the order with the address, line2 left out when blank, and opens payment", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await user.type(await screen.findByRole("textbox", { name: /^Apartment/ }), "   ");
    await fillAddress(user);
    await screen.findByRole("radio", { name: "PayPal" });
    const [order] = fake.sales.orders(ANA);
    expect(order?.billingAddress).toEqual({
      line1: "1 Main St",
      locality: "New York",
      region: "NY",
      postal: "10001",
      country: "US",
    });
    expect(card(/Billing Address/)).toHaveAttribute("data-state", "done");
    // Tax from the address: NY's 8.875% on 9.99.
    expect(within(screen.getByRole("complementary")).getByText("$0.89")).toBeInTheDocument();
  });
});

describe("Checkout: editing the billing address (§2)", () => {
  it("Edit clears the cart, re-adds the order's items and reopens the address card with what was typed", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await fillAddress(user);
    await screen.findByRole("radio", { name: "PayPal" });
    // Something else reaches the cart meanwhile (another tab): Edit puts back exactly what the order holds.
    const Sales = await configureSales(SITE, PROPERTIES);
    await Sales.addItemToCart([{ sku: "bs-digital", priceCode: "DIGITAL-ANNUAL", quantity: 1 }]);
    await user.click(screen.getByRole("button", { name: "Edit Billing Address" }));
    expect(await screen.findByRole("textbox", { name: /^Address/ })).toHaveValue("1 Main St");
    expect(card(/Billing Address/)).toHaveAttribute("aria-current", "step");
    expect(card(/Payment/)).toHaveAttribute("data-state", "waiting");
    const cart = (await Sales.getCart()) as { items: Array<{ priceCode: string }> };
    expect(cart.items.map((item) => item.priceCode)).toEqual(["DIGITAL-MONTHLY"]);
    // Continue makes a new order from the edited address.
    await user.clear(screen.getByRole("textbox", { name: /^City/ }));
    await user.type(screen.getByRole("textbox", { name: /^City/ }), "Brooklyn");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("radio", { name: "PayPal" });
    const orders = fake.sales.orders(ANA);
    expect(orders).toHaveLength(2);
    expect(orders.at(-1)?.billingAddress).toEqual(expect.objectContaining({ locality: "Brooklyn" }));
    expect(orders.at(-1)?.items.map((item) => item.priceCode)).toEqual(["DIGITAL-MONTHLY"]);
  });
});

describe("Checkout: a failure while creating the order", () => {
  const typed = {
    line1: "1 Main St",
    line2: "Apt 4",
    country: "US",
    city: "New York",
    state: "NY",
    postal: "10001",
  };

  async function typeAddress(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole("textbox", { name: /^Address/ }), typed.line1);
    await user.type(screen.getByRole("textbox", { name: /^Apartment/ }), typed.line2);
    await user.selectOptions(screen.getByRole("combobox", { name: /^Country/ }), typed.country);
    await user.type(screen.getByRole("textbox", { name: /^City/ }), typed.city);
    await user.selectOptions(screen.getByRole("combobox", { name: /^State/ }), typed.state);
    await user.type(screen.getByRole("textbox", { name: /^ZIP/ }), typed.postal);
  }

  function expectEveryFieldKept() {
    expect(screen.getByRole("textbox", { name: /^Address/ })).toHaveValue(typed.line1);
    expect(screen.getByRole("textbox", { name: /^Apartment/ })).toHaveValue(typed.line2);
    expect(screen.getByRole("combobox", { name: /^Country/ })).toHaveValue(typed.country);
    expect(screen.getByRole("textbox", { name: /^City/ })).toHaveValue(typed.city);
    expect(screen.getByRole("combobox", { name: /^State/ })).toHaveValue(typed.state);
    expect(screen.getByRole("textbox", { name: /^ZIP/ })).toHaveValue(typed.postal);
  }

  it.each([
    ["Sales answers an error", () => fake.sales.fail("v1/checkout/order", 503, "999999", "Service unavailable", true)],
    [
      "the network fails",
      () => {
        const original = globalThis.fetch;
        let failed = false;
        jest.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (!failed && url.endsWith("/sales/public/v1/checkout/order")) {
            failed = true;
            return Promise.reject(new TypeError("Failed to fetch"));
          }
          return original(input, init);
        });
      },
    ],
  ])("when %s, says so, keeps every typed field, and Continue tries again", async (_case, breakIt) => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await typeAddress(user);
    breakIt();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("We could not save your billing address. Please try again.")).toBeInTheDocument();
    expectEveryFieldKept();
    expect(fake.sales.orders(ANA)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(fake.sales.orders(ANA)[0]?.billingAddress).toEqual(expect.objectContaining({ line2: "Apt 4" }));
  });
});

describe("Checkout: the address card's bot challenge (§4, Sales config checkoutRecaptchaEnabled)", () => {
  it("shows the challenge when Sales asks for it, holds the order until it is solved, then sends its token", async () => {
    installRecaptchaStandIn();
    fake.sales.requireCaptcha();
    const user = userEvent.setup();
    await signInWithCart();
    const { container } = await renderCheckout();
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    expect(within(card(/Billing Address/)).getByRole("checkbox", { name: /not a robot/ })).toBe(box);
    await fillAddress(user);
    expect(fake.sales.orders(ANA)).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    expect(fake.sales.orders(ANA)).toHaveLength(1);
  });
});

describe("Checkout: payment and review", () => {
  it("shows the payment card's form (card and PayPal) without accessibility violations", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    const { container } = await renderCheckout();
    await fillAddress(user);
    await screen.findByRole("textbox", { name: "Card number" });
    expect(card(/Payment/)).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("radio", { name: "PayPal" })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("pays by card, finalizes once and goes to the success URL, naming the order for the confirmation there", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout({ customFields: { successURL: "/welcome/?from=checkout#top" } });
    await fillAddress(user);
    await fillCard(user);
    await user.click(await screen.findByRole("button", { name: "Submit payment" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [order] = fake.sales.orders(ANA);
    expect(navigations).toEqual([`/welcome/?from=checkout&orderNumber=${order?.orderNumber ?? ""}#top`]);
    expect(order?.status).toBe("Paid");
    expect(fake.sales.finalizeCount(order?.orderNumber ?? "")).toBe(1);
    expect(submitPayment()).toBeDisabled();
  });
});
