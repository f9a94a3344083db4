import { screen, waitFor, within } from "@testing-library/react";
import { axe } from "jest-axe";
import type { WalletRequest } from "@broadsheet/arc-client";
import { ANA, fillAddress, renderCheckout, setupCheckoutTests, signInWithCart, userEvent } from "./test-checkout";

const { fake, navigations } = setupCheckoutTests();

interface StandInWallet {
  applePay?: boolean;
  googlePay?: boolean;
  cancel?: boolean;
}
interface StandInRequest extends WalletRequest {
  options: { total: { label: string; amount: number }; currency: string };
  completed?: string;
}
type StandInWindow = Window & { __fakeStripeWallet?: StandInWallet; Stripe: { prototype: object } };
const standIn = window as unknown as StandInWindow;

/** The payment requests the page made through the Stripe stand-in, newest last. */
function watchRequests(): StandInRequest[] {
  const made: StandInRequest[] = [];
  const prototype = standIn.Stripe.prototype as { paymentRequest: (options: unknown) => StandInRequest };
  const original = prototype.paymentRequest;
  jest.spyOn(prototype, "paymentRequest").mockImplementation(function (this: unknown, options: unknown) {
    const request = original.call(this, options);
    made.push(request);
    return request;
  });
  return made;
}

const lastOrder = () => fake.sales.orders(ANA).at(-1);
const paymentCard = () => screen.getByRole("listitem", { name: /Payment/ });

async function toPayment(wallet: StandInWallet | null, customFields: Record<string, string> = {}) {
  if (wallet) standIn.__fakeStripeWallet = wallet;
  const user = userEvent.setup();
  await signInWithCart();
  const result = await renderCheckout({ customFields });
  await fillAddress(user);
  // The wallet is decided before the card's fields show.
  await screen.findByRole("textbox", { name: "Card number" });
  return { user, ...result };
}

afterEach(() => {
  delete standIn.__fakeStripeWallet;
});

describe("Checkout: wallets (§4 Wallets)", () => {
  it("offers the wallet that can pay, for the order's total in minor units with the prices' names", async () => {
    const requests = watchRequests();
    const { container } = await toPayment({ applePay: true });
    const group = screen.getByRole("group", { name: "Pay with a wallet" });
    expect(within(group).getByRole("button", { name: "Pay with Apple Pay" })).toBeEnabled();
    const order = lastOrder();
    expect(requests.at(-1)?.options.total).toEqual({ label: "Monthly", amount: Math.round((order?.total ?? 0) * 100) });
    expect(requests.at(-1)?.options.currency).toBe("usd");
    expect(await axe(container)).toHaveNoViolations();
  });

  it("names Google Pay when that is the wallet, and uses the editor's wallet title", async () => {
    const requests = watchRequests();
    await toPayment({ googlePay: true }, { titleApplePayGooglePay: "Express checkout" });
    const group = screen.getByRole("group", { name: "Express checkout" });
    expect(within(group).getByRole("button", { name: "Pay with Google Pay" })).toBeInTheDocument();
    expect(requests.at(-1)?.options.total.label).toBe("Express checkout");
  });

  it("is not offered when the entitlements call places the reader in India", async () => {
    fake.sales.setCountry("IN");
    await toPayment({ applePay: true });
    expect(screen.queryByRole("button", { name: /^Pay with/ })).toBeNull();
  });

  it("is not offered when no wallet can pay (canMakePayment answers null)", async () => {
    await toPayment(null);
    expect(screen.queryByRole("button", { name: /^Pay with/ })).toBeNull();
  });

  it("pays with the sheet's payment method, finalizes once, completes the sheet and goes to the success URL", async () => {
    const requests = watchRequests();
    const { user } = await toPayment({ applePay: true }, { successURL: "/welcome/" });
    await user.click(screen.getByRole("button", { name: "Pay with Apple Pay" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const order = lastOrder();
    expect(navigations).toEqual([`/welcome/?orderNumber=${order?.orderNumber ?? ""}`]);
    expect(order?.status).toBe("Paid");
    expect(fake.sales.finalizeCount(order?.orderNumber ?? "")).toBe(1);
    expect(requests.at(-1)?.completed).toBe("success");
  });

  it("keeps the reader on the payment card when the sheet is cancelled", async () => {
    const requests = watchRequests();
    const { user } = await toPayment({ applePay: true, cancel: true });
    await user.click(screen.getByRole("button", { name: "Pay with Apple Pay" }));
    await waitFor(() => expect(requests.at(-1)?.isShowing()).toBe(false));
    expect(navigations).toEqual([]);
    expect(fake.sales.finalizeCount(lastOrder()?.orderNumber ?? "")).toBe(0);
    expect(paymentCard()).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "Pay with Apple Pay" })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Card number" })).toBeInTheDocument();
  });

  it("shows a Sales failure under the wallet, tells the sheet it failed and keeps the order", async () => {
    const requests = watchRequests();
    const { user } = await toPayment({ applePay: true });
    fake.sales.fail("v1/checkout/order/*", 500, "999999", "Sales is down", true);
    await user.click(screen.getByRole("button", { name: "Pay with Apple Pay" }));
    const group = screen.getByRole("group", { name: "Pay with a wallet" });
    expect(await within(group).findByText(/^Your payment could not be completed\./)).toHaveAttribute("role", "alert");
    expect(requests.at(-1)?.completed).toBe("fail");
    expect(navigations).toEqual([]);
    expect(lastOrder()?.status).toBe("Pending");
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay with Apple Pay" })).toBeEnabled());
  });
});
