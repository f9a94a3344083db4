/**
 * The wallet's order of steps with a card provider that follows the Stripe stand-in's contract (a card that asks
 * for 3-D Secure answers requires_action when confirmed with handleActions false). The stand-in's wallet always
 * pays with a card that needs no authentication, so this path is proved here rather than through it.
 */
import type { CardProvider } from "@broadsheet/arc-client";
import type { CheckoutSales } from "./checkout-sales";
import { payByWallet, PaymentFailed, type WalletStatus } from "./pay";

const SECRET = "pi_1_secret_abc";

function salesDouble(status = "Paid") {
  const calls: string[] = [];
  const Sales = {
    initializePayment: jest.fn(async () => {
      calls.push("initialize");
      return { parameter1: SECRET, parameter2: "pk_test_1" };
    }),
    finalizePayment: jest.fn(async (_order: string, _method: number, token: string) => {
      calls.push(`finalize ${token}`);
      return { orderNumber: "O-1", orderStatus: status };
    }),
  } as unknown as CheckoutSales;
  return { Sales, calls };
}

type Confirmed = { paymentIntent?: { id: string; status: string }; error?: { type: string; message: string } };

function providerDouble(answers: Confirmed[], calls: string[]): CardProvider {
  return {
    confirmCardPayment: jest.fn(async (_secret: string, _data: unknown, options?: { handleActions?: boolean }) => {
      calls.push(`confirm handleActions=${String(options?.handleActions ?? true)}`);
      return answers.shift() ?? {};
    }),
  } as unknown as CardProvider;
}

async function pay(answers: Confirmed[], status?: string) {
  const { Sales, calls } = salesDouble(status);
  const provider = providerDouble(answers, calls);
  const complete = jest.fn((outcome: WalletStatus) => void calls.push(`complete ${outcome}`));
  const paid = payByWallet({
    Sales,
    provider,
    orderNumber: "O-1",
    total: 9.99,
    paymentMethodID: 1,
    walletPaymentMethod: "pm_wallet",
    recaptchaToken: null,
    complete,
  });
  return { paid, calls, complete };
}

describe("payByWallet", () => {
  it("confirms without the provider's actions, finalizes once with the intent, then completes the sheet", async () => {
    const { paid, calls } = await pay([{ paymentIntent: { id: "pi_1", status: "succeeded" } }]);
    await paid;
    expect(calls).toEqual(["initialize", "confirm handleActions=false", "finalize pi_1", "complete success"]);
  });

  it("closes the sheet before the provider authenticates a card that asks for it, then finalizes", async () => {
    const { paid, calls } = await pay([
      { paymentIntent: { id: "pi_1", status: "requires_action" } },
      { paymentIntent: { id: "pi_1", status: "succeeded" } },
    ]);
    await paid;
    expect(calls).toEqual([
      "initialize",
      "confirm handleActions=false",
      "complete success",
      "confirm handleActions=true",
      "finalize pi_1",
    ]);
  });

  it("tells the sheet it failed and finalizes nothing when the provider refuses", async () => {
    const { paid, calls } = await pay([{ error: { type: "card_error", message: "Your card was declined." } }]);
    await expect(paid).rejects.toBeInstanceOf(PaymentFailed);
    expect(calls).toEqual(["initialize", "confirm handleActions=false", "complete fail"]);
  });

  it("a failed authentication after the sheet closed is a failure, with the sheet told once", async () => {
    const { paid, complete } = await pay([
      { paymentIntent: { id: "pi_1", status: "requires_action" } },
      { error: { type: "card_error", message: "We are unable to authenticate your payment method." } },
    ]);
    await expect(paid).rejects.toThrow("We are unable to authenticate your payment method.");
    expect(complete.mock.calls).toEqual([["success"]]);
  });

  it("a finalize that leaves the order unpaid tells the sheet it failed", async () => {
    const { paid, calls } = await pay([{ paymentIntent: { id: "pi_1", status: "succeeded" } }], "Pending");
    await expect(paid).rejects.toThrow("The order is Pending");
    expect(calls.at(-1)).toBe("complete fail");
  });
});
