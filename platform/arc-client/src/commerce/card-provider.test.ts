import type { Stripe } from "@stripe/stripe-js";
import {
  CardProviderUnavailable,
  cardProviderError,
  confirmCardIntent,
  confirmWalletIntent,
  createCardPaymentMethod,
  loadCardProvider,
  resetCardProviders,
  stripeLoaderOf,
  type CardElement,
  type CardProvider,
} from "./card-provider";

afterEach(() => resetCardProviders());

const stripeDouble = () => ({ elements: jest.fn() }) as unknown as Stripe;

describe("loadCardProvider", () => {
  it("loads the provider once per publishable key and page", async () => {
    const stripe = stripeDouble();
    const loader = jest.fn(async () => stripe);
    const [first, second] = await Promise.all([
      loadCardProvider("pk_test_a", loader),
      loadCardProvider(" pk_test_a ", loader),
    ]);
    expect(first).toBe(stripe);
    expect(second).toBe(stripe);
    await loadCardProvider("pk_test_b", loader);
    expect(loader.mock.calls).toEqual([["pk_test_a"], ["pk_test_b"]]);
  });

  it("refuses an empty key (Sales sent none) without loading anything", async () => {
    const loader = jest.fn(async () => stripeDouble());
    await expect(loadCardProvider("  ", loader)).rejects.toBeInstanceOf(CardProviderUnavailable);
    expect(loader).not.toHaveBeenCalled();
  });

  it("fails when the loader answers no Stripe (it cannot run here), and tries again next time", async () => {
    const stripe = stripeDouble();
    const loader = jest.fn<Promise<Stripe | null>, [string]>().mockResolvedValueOnce(null).mockResolvedValue(stripe);
    await expect(loadCardProvider("pk_test_a", loader)).rejects.toThrow("The card provider cannot run here");
    await expect(loadCardProvider("pk_test_a", loader)).resolves.toBe(stripe);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("by default takes the Stripe the page already has through loadStripe", async () => {
    const Stripe = jest.fn((key: string) => ({ key, elements: jest.fn() }));
    Object.assign(Stripe, { version: 3 });
    (window as unknown as { Stripe: unknown }).Stripe = Stripe;
    try {
      const provider = (await loadCardProvider("pk_test_page")) as unknown as { key: string };
      expect(provider.key).toBe("pk_test_page");
      expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
    } finally {
      delete (window as unknown as { Stripe?: unknown }).Stripe;
    }
  });
});

describe("stripeLoaderOf", () => {
  const loadStripe = async () => null;

  it("takes loadStripe by name, or from default where a bundle gives a CommonJS package's exports there", () => {
    expect(stripeLoaderOf({ loadStripe })).toBe(loadStripe);
    expect(stripeLoaderOf({ default: { loadStripe } })).toBe(loadStripe);
  });

  it("refuses a module without it", () => {
    expect(() => stripeLoaderOf({ default: {} })).toThrow(CardProviderUnavailable);
    expect(() => stripeLoaderOf(null)).toThrow(CardProviderUnavailable);
  });
});

describe("cardProviderError", () => {
  it("keeps the provider's type, code and reader-worded message", () => {
    expect(
      cardProviderError({ type: "card_error", code: "card_declined", message: "Your card was declined." }),
    ).toEqual({ type: "card_error", code: "card_declined", message: "Your card was declined." });
  });

  it("reads a missing or odd error as an API error with no message of its own", () => {
    expect(cardProviderError(undefined)).toEqual({ type: "api_error", code: null, message: "" });
    expect(cardProviderError({ message: "   " })).toEqual({ type: "api_error", code: null, message: "" });
  });
});

function providerDouble() {
  const intent = (id: string, status = "succeeded") => ({ id, status });
  return {
    createPaymentMethod: jest.fn(async () => ({ paymentMethod: { id: "pm_1" } })),
    confirmCardPayment: jest.fn(async () => ({ paymentIntent: intent("pi_1") })),
    confirmCardSetup: jest.fn(async () => ({ setupIntent: intent("seti_1") })),
  };
}
const asProvider = (double: ReturnType<typeof providerDouble>) => double as unknown as CardProvider;

describe("createCardPaymentMethod", () => {
  it("makes a card payment method from the fields and the cardholder's details", async () => {
    const double = providerDouble();
    const card = {} as CardElement;
    const made = await createCardPaymentMethod(asProvider(double), card, {
      name: "Ana Reader",
      country: "US",
      postal: "10001",
    });
    expect(made).toEqual({ ok: true, value: "pm_1" });
    expect(double.createPaymentMethod).toHaveBeenCalledWith({
      type: "card",
      card,
      billing_details: { name: "Ana Reader", address: { country: "US", postal_code: "10001" } },
    });
  });

  it("answers the provider's refusal", async () => {
    const double = providerDouble();
    double.createPaymentMethod.mockResolvedValueOnce({
      error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." },
    } as never);
    const made = await createCardPaymentMethod(asProvider(double), {} as CardElement, {
      name: "A",
      country: "US",
      postal: "1",
    });
    expect(made).toEqual({
      ok: false,
      error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." },
    });
  });
});

describe("confirmCardIntent (§4: payment when something is due, else setup)", () => {
  it("confirms a payment for a total above zero and answers the intent's id", async () => {
    const double = providerDouble();
    await expect(confirmCardIntent(asProvider(double), 9.99, "pi_1_secret_x", "pm_1")).resolves.toEqual({
      ok: true,
      value: "pi_1",
    });
    expect(double.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_x", { payment_method: "pm_1" }, {});
    expect(double.confirmCardSetup).not.toHaveBeenCalled();
  });

  it.each([0, -1])("only sets the card up for a total of %s", async (total) => {
    const double = providerDouble();
    await expect(confirmCardIntent(asProvider(double), total, "seti_1_secret_x", "pm_1")).resolves.toEqual({
      ok: true,
      value: "seti_1",
    });
    expect(double.confirmCardPayment).not.toHaveBeenCalled();
  });

  it("answers a declined card's error as the provider worded it", async () => {
    const double = providerDouble();
    double.confirmCardPayment.mockResolvedValueOnce({
      error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    } as never);
    await expect(confirmCardIntent(asProvider(double), 5, "pi_1_secret_x", "pm_1")).resolves.toEqual({
      ok: false,
      error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
  });
});

describe("confirmWalletIntent", () => {
  it("confirms without the provider's own actions and says whether authentication is still needed", async () => {
    const double = providerDouble();
    double.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { id: "pi_1", status: "requires_action" } });
    await expect(confirmWalletIntent(asProvider(double), 5, "pi_1_secret_x", "pm_w")).resolves.toEqual({
      ok: true,
      value: { id: "pi_1", needsAction: true },
    });
    expect(double.confirmCardPayment).toHaveBeenCalledWith(
      "pi_1_secret_x",
      { payment_method: "pm_w" },
      { handleActions: false },
    );
  });
});
