import { screen, waitFor, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { configureSales, readPayPalOrderNumber } from "@broadsheet/arc-client";
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

const submitPayment = () => screen.getByRole("button", { name: "Submit payment" });
const lastOrder = () => {
  const orders = fake.sales.orders(ANA);
  return orders[orders.length - 1];
};
/** The default success URL, naming the order just paid for the confirmation there. */
const paidAt = () => `/?orderNumber=${lastOrder()?.orderNumber ?? ""}`;

async function toReview(priceCode = "DIGITAL-MONTHLY", number?: string) {
  const user = userEvent.setup();
  await signInWithCart(priceCode);
  const result = await renderCheckout();
  await fillAddress(user);
  await fillCard(user, number);
  await screen.findByRole("button", { name: "Submit payment" });
  return { user, ...result };
}

describe("Checkout: the review card", () => {
  it("shows the price, renewal terms, tax note and terms links, and hides the sidebar", async () => {
    const { container } = await toReview();
    const review = screen.getByRole("form", { name: "Review" });
    expect(within(review).getByText("Monthly")).toBeInTheDocument();
    expect(within(review).getByText(/^Automatic renewal: .*9\.99/)).toBeInTheDocument();
    expect(within(review).getByText("Sales tax is calculated from your billing address.")).toBeInTheDocument();
    // The sidebar is closed on Review (§2), so Review says what the card is charged now, tax included.
    expect(within(review).getByText("Due today").nextElementSibling).toHaveTextContent(
      `$${(lastOrder()?.total ?? NaN).toFixed(2)}`,
    );
    expect(within(review).getByRole("link", { name: "Terms of Sale" })).toHaveAttribute("href", "/terms-of-sale/");
    expect(within(review).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service/",
    );
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the sidebar's lines before review, tax as -- while it is zero", async () => {
    await signInWithCart();
    await renderCheckout();
    const sidebar = await screen.findByRole("complementary");
    expect(await within(sidebar).findAllByText("$9.99", { selector: "dd" })).toHaveLength(2);
    expect(within(sidebar).getByText("--")).toBeInTheDocument();
    expect(within(sidebar).getByRole("link", { name: "View subscription offers" })).toHaveAttribute("href", "/offer/");
    expect(within(sidebar).getByRole("list", { name: "Includes" })).toBeInTheDocument();
  });
});

describe("Checkout: moving between cards", () => {
  it("puts focus on the heading of the card that opens after Continue and Edit, not on the page", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    // Loading opens the address card without taking focus from wherever the reader is.
    await screen.findByRole("textbox", { name: /^Address/ });
    expect(document.activeElement).toBe(document.body);
    await fillAddress(user);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^3\s*Payment$/));
    expect(document.activeElement?.tagName).toMatch(/^H[2-6]$/);
    await fillCard(user);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^4\s*Review$/));
    await user.click(screen.getByRole("button", { name: "Edit Payment" }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^3\s*Payment$/));
  });
});

describe("Checkout: card payments (§4 Payment flow)", () => {
  it("shows a declined card's error, re-enables the button, keeps the order and cart, and lets the reader retry", async () => {
    const { user } = await toReview("DIGITAL-MONTHLY", "4000000000000002");
    await user.click(submitPayment());
    const alert = await screen.findByText(/Your card was declined\./);
    expect(alert).toHaveTextContent("Your payment could not be completed.");
    await waitFor(() => expect(submitPayment()).toBeEnabled());
    const order = lastOrder();
    expect(order?.status).toBe("Pending");
    expect(navigations).toEqual([]);
    const Sales = await configureSales(SITE, PROPERTIES);
    expect(((await Sales.getCart()) as { items: unknown[] }).items).toHaveLength(1);
    // Another card: Edit the payment, type a good one, submit again. What the reader typed beside the card is
    // still there (name, country, postcode); the card's own fields start empty, as the provider's frame does.
    await user.click(screen.getByRole("button", { name: "Edit Payment" }));
    const number = await screen.findByRole("textbox", { name: "Card number" });
    expect(await screen.findByRole("textbox", { name: /^Name on card/ })).toHaveValue("Ana Reader");
    expect(screen.getByRole("textbox", { name: /^ZIP or postal code/ })).not.toHaveValue("");
    expect(number).toHaveValue("");
    await user.type(number, "4242424242424242");
    await user.type(screen.getByRole("textbox", { name: "Expiration date (MM / YY)" }), "1240");
    await user.type(screen.getByRole("textbox", { name: "Security code (CVC)" }), "123");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Submit payment" }));
    await waitFor(() => expect(navigations).toEqual([paidAt()]));
    expect(lastOrder()?.status).toBe("Paid");
  });

  it("sets the card up (confirmCardSetup) when nothing is due today", async () => {
    const { user } = await toReview("DIGITAL-TRIAL");
    await user.click(submitPayment());
    await waitFor(() => expect(navigations).toEqual([paidAt()]));
    const order = lastOrder();
    expect(order?.total).toBe(0);
    expect(order?.status).toBe("Paid");
    expect(fake.payments.cardIntents().every((intent) => !intent.id.startsWith("pi_"))).toBe(true);
  });

  it("authenticates a card that asks for 3-D Secure in the provider's dialog, then pays", async () => {
    const { user } = await toReview("DIGITAL-MONTHLY", "4000002500003155");
    await user.click(submitPayment());
    const dialog = await screen.findByRole("dialog", { name: "Authenticate this payment" });
    await user.click(within(dialog).getByRole("button", { name: "Complete authentication" }));
    await waitFor(() => expect(navigations).toEqual([paidAt()]));
    expect(fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(1);
  });

  it("a failed authentication is a failure the reader can retry from", async () => {
    const { user } = await toReview("DIGITAL-MONTHLY", "4000002500003155");
    await user.click(submitPayment());
    const dialog = await screen.findByRole("dialog", { name: "Authenticate this payment" });
    await user.click(within(dialog).getByRole("button", { name: "Fail authentication" }));
    expect(await screen.findByText(/Your payment could not be completed\./)).toBeInTheDocument();
    await waitFor(() => expect(submitPayment()).toBeEnabled());
    expect(lastOrder()?.status).toBe("Pending");
  });

  it("a double click sends one finalize", async () => {
    const { user } = await toReview();
    await user.dblClick(submitPayment());
    await user.click(submitPayment());
    await waitFor(() => expect(navigations).toEqual([paidAt()]));
    expect(fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(1);
  });

  it("shows the challenge on review after 130001 and pays once it is solved", async () => {
    installRecaptchaStandIn();
    const { user } = await toReview();
    fake.sales.requireCaptcha();
    const Sales = await configureSales(SITE, PROPERTIES);
    (Sales as unknown as { _configOptions: unknown })._configOptions = null;
    await user.click(submitPayment());
    await waitFor(() => expect(fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(0));
    const box = await screen.findByRole("checkbox", { name: /not a robot/ });
    await waitFor(() => expect(submitPayment()).toBeEnabled());
    await user.click(box);
    await user.click(submitPayment());
    await waitFor(() => expect(navigations).toEqual([paidAt()]));
    expect(fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(1);
  });
});

describe("Checkout: PayPal", () => {
  it("offers PayPal only with a PayPal option", async () => {
    const user = userEvent.setup();
    fake.sales.setPaymentOptions([{ paymentMethodID: 1, paymentMethodType: 18 }]);
    await signInWithCart();
    await renderCheckout();
    await fillAddress(user);
    await screen.findByRole("textbox", { name: "Card number" });
    expect(screen.queryByRole("radio", { name: "PayPal" })).toBeNull();
  });

  it("does not offer PayPal for a zero total", async () => {
    const user = userEvent.setup();
    await signInWithCart("DIGITAL-TRIAL");
    await renderCheckout();
    await fillAddress(user);
    await screen.findByRole("textbox", { name: "Card number" });
    expect(screen.queryByRole("radio", { name: "PayPal" })).toBeNull();
  });

  it("goes to PayPal keeping the order number, and on return finalizes once and goes to the success URL", async () => {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await fillAddress(user);
    await user.click(await screen.findByRole("radio", { name: "PayPal" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Submit with PayPal" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const approval = new URL(navigations[0] ?? "", window.location.origin);
    expect(approval.pathname).toBe("/__fake-paypal/checkoutnow");
    const order = lastOrder();
    expect(readPayPalOrderNumber(localStorage)).toBe(order?.orderNumber);
    expect(screen.getByRole("button", { name: "Redirecting to PayPal…" })).toBeDisabled();
    // The reader approves at PayPal and comes back with its token.
    const token = approval.searchParams.get("token") ?? "";
    fake.payments.approvePayPal(token);
    document.body.innerHTML = "";
    navigations.length = 0;
    window.history.replaceState(null, "", `/checkout/?token=${token}&PayerID=FAKE`);
    await renderCheckout();
    await waitFor(() => expect(navigations).toEqual([paidAt()]));
    expect(lastOrder()?.status).toBe("Paid");
    expect(fake.sales.finalizeCount(order?.orderNumber ?? "")).toBe(1);
    expect(readPayPalOrderNumber(localStorage)).toBeNull();
  });

  /** To review with PayPal chosen for a fresh order. */
  async function toPayPalReview() {
    const user = userEvent.setup();
    await signInWithCart();
    await renderCheckout();
    await fillAddress(user);
    await user.click(await screen.findByRole("radio", { name: "PayPal" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("button", { name: "Submit with PayPal" });
    return user;
  }

  async function expectCartAndOrderKept(orderNumber: string | undefined) {
    expect(lastOrder()?.orderNumber).toBe(orderNumber);
    expect(lastOrder()?.status).toBe("Pending");
    const Sales = await configureSales(SITE, PROPERTIES);
    const cart = (await Sales.getCart()) as { items: Array<{ priceCode: string }> };
    expect(cart.items.map((item) => item.priceCode)).toEqual(["DIGITAL-MONTHLY"]);
  }

  it("shows an error when PayPal cannot be started, keeps the cart and order, stays on the page and lets the reader retry", async () => {
    const user = await toPayPalReview();
    const order = lastOrder();
    fake.sales.fail(`v1/checkout/order/${order?.orderNumber ?? ""}/payment/2`, 502, "999999", "PayPal is down", true);
    await user.click(screen.getByRole("button", { name: "Submit with PayPal" }));
    expect(await screen.findByText(/Your payment could not be completed\./)).toBeInTheDocument();
    expect(navigations).toEqual([]);
    expect(readPayPalOrderNumber(localStorage)).toBeNull();
    await expectCartAndOrderKept(order?.orderNumber);
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit with PayPal" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Submit with PayPal" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(new URL(navigations[0] ?? "", window.location.origin).pathname).toBe("/__fake-paypal/checkoutnow");
  });

  it("shows an error when the PayPal return cannot be finalized, keeping the cart and the order unpaid", async () => {
    const user = await toPayPalReview();
    await user.click(screen.getByRole("button", { name: "Submit with PayPal" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const order = lastOrder();
    // The reader comes back from PayPal without having approved: Sales refuses to finalize.
    const token = new URL(navigations[0] ?? "", window.location.origin).searchParams.get("token") ?? "";
    document.body.innerHTML = "";
    navigations.length = 0;
    window.history.replaceState(null, "", `/checkout/?token=${token}&PayerID=FAKE`);
    const { container } = await renderCheckout();
    expect(await screen.findByText(/Your payment could not be completed\./)).toBeInTheDocument();
    expect(fake.sales.finalizeCount(order?.orderNumber ?? "")).toBe(1);
    expect(navigations).toEqual([]);
    await expectCartAndOrderKept(order?.orderNumber);
    expect(screen.getByRole("listitem", { name: /Review/ })).toHaveAttribute("aria-current", "step");
    expect(await axe(container)).toHaveNoViolations();
  });
});
