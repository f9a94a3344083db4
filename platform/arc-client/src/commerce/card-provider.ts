/**
 * The card provider in the browser (commerce-and-identity §7 "Third-party": create a payment method, confirm a
 * card payment or a card setup) through @stripe/stripe-js's real `loadStripe`, which uses a `window.Stripe` the
 * page already has (the preview's stand-in) or injects Stripe.js. Card data goes from the provider's own fields
 * to the provider only; Sales and the page see the payment method and intent ids.
 */
import type {
  PaymentRequest,
  PaymentRequestPaymentMethodEvent,
  Stripe,
  StripeCardElement,
  StripeError,
} from "@stripe/stripe-js";
import { cardIntentKind } from "./payment-rules";

/** The calls checkout and the payment-method update make. */
export type CardProvider = Pick<
  Stripe,
  "elements" | "createPaymentMethod" | "confirmCardPayment" | "confirmCardSetup" | "paymentRequest"
>;

export type CardElement = StripeCardElement;

/** What the provider refused, as it said it (its message is worded for readers, in its locale). */
export interface CardProviderError {
  type: string;
  code: string | null;
  message: string;
}

export class CardProviderUnavailable extends Error {
  override readonly name = "CardProviderUnavailable";
}

type Loader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * `loadStripe` from what `import()` gave. The package is CommonJS, so a bundle importing it from an ES module gets
 * its exports as `default` only (the preview's does), while Node and jest give them by name too.
 */
export function stripeLoaderOf(mod: unknown): Loader {
  const named = mod as { loadStripe?: unknown; default?: { loadStripe?: unknown } } | null;
  const loadStripe = named?.loadStripe ?? named?.default?.loadStripe;
  if (typeof loadStripe !== "function") throw new CardProviderUnavailable("Stripe's loader is missing");
  return loadStripe as Loader;
}

// The pure entry: importing it loads nothing; Stripe.js is looked for (or injected) only when a key is known.
// Named as a file: the package has no `exports`, so "@stripe/stripe-js/pure" is a directory, which Node's ESM
// loader and webpack 5 (ES modules are fully specified) refuse. pure/index.js is the CommonJS file a bundler picked
// for the directory; one specifier serves our ESM and CJS builds, where pure/index.mjs would need require(esm).
const defaultLoader: Loader = async (publishableKey) =>
  stripeLoaderOf(await import("@stripe/stripe-js/pure/index.js"))(publishableKey);

const loaded = new Map<string, Promise<CardProvider>>();

/** The provider for a publishable key (initializePayment's parameter2), loaded once per key and page. */
export function loadCardProvider(publishableKey: string, loader: Loader = defaultLoader): Promise<CardProvider> {
  const key = publishableKey.trim();
  if (key === "") return Promise.reject(new CardProviderUnavailable("The payment provider sent no key"));
  let provider = loaded.get(key);
  if (!provider) {
    provider = loader(key).then((stripe) => {
      if (!stripe) throw new CardProviderUnavailable("The card provider cannot run here");
      return stripe;
    });
    loaded.set(key, provider);
    provider.catch(() => loaded.delete(key));
  }
  return provider;
}

/** Forgets loaded providers (tests). */
export function resetCardProviders(): void {
  loaded.clear();
}

export function cardProviderError(error: Partial<StripeError> | null | undefined): CardProviderError {
  return {
    type: typeof error?.type === "string" ? error.type : "api_error",
    code: typeof error?.code === "string" ? error.code : null,
    message: typeof error?.message === "string" && error.message.trim() !== "" ? error.message : "",
  };
}

export type CardResult<T> = { ok: true; value: T } | { ok: false; error: CardProviderError };

/** A payment method from the card fields and the cardholder's details. */
export async function createCardPaymentMethod(
  provider: CardProvider,
  card: CardElement,
  billing: { name: string; country: string; postal: string },
): Promise<CardResult<string>> {
  const result = await provider.createPaymentMethod({
    type: "card",
    card,
    billing_details: { name: billing.name, address: { country: billing.country, postal_code: billing.postal } },
  });
  if (result.error || !result.paymentMethod) return { ok: false, error: cardProviderError(result.error) };
  return { ok: true, value: result.paymentMethod.id };
}

/** A confirmed intent: its id (finalize's token) and whether the reader must still authenticate it. */
export interface ConfirmedIntent {
  id: string;
  needsAction: boolean;
}

async function confirmIntent(
  provider: CardProvider,
  total: number,
  clientSecret: string,
  paymentMethodId: string,
  options: { handleActions?: boolean },
): Promise<CardResult<ConfirmedIntent>> {
  const data = { payment_method: paymentMethodId };
  const { error, intent } =
    cardIntentKind(total) === "payment"
      ? await provider
          .confirmCardPayment(clientSecret, data, options)
          .then((result) => ({ error: result.error, intent: result.paymentIntent }))
      : await provider
          .confirmCardSetup(clientSecret, data, options)
          .then((result) => ({ error: result.error, intent: result.setupIntent }));
  if (error || !intent) return { ok: false, error: cardProviderError(error) };
  return { ok: true, value: { id: intent.id, needsAction: intent.status === "requires_action" } };
}

/**
 * §4: confirms the card payment when the order's total is above zero, else only sets the card up; a card that
 * asks for authentication (3-D Secure) is authenticated by the provider in the page meanwhile. Answers the
 * intent's id, which finalize takes as its token.
 */
export async function confirmCardIntent(
  provider: CardProvider,
  total: number,
  clientSecret: string,
  paymentMethodId: string,
  options: { handleActions?: boolean } = {},
): Promise<CardResult<string>> {
  const confirmed = await confirmIntent(provider, total, clientSecret, paymentMethodId, options);
  return confirmed.ok ? { ok: true, value: confirmed.value.id } : confirmed;
}

/**
 * The first step of a wallet's payment (Stripe's payment request): confirmed without the provider's own
 * authentication, because the wallet's sheet is still open over the page. When `needsAction` is true the owner
 * closes the sheet and confirms again with `confirmCardIntent`, which authenticates in the page.
 */
export function confirmWalletIntent(
  provider: CardProvider,
  total: number,
  clientSecret: string,
  paymentMethodId: string,
): Promise<CardResult<ConfirmedIntent>> {
  return confirmIntent(provider, total, clientSecret, paymentMethodId, { handleActions: false });
}

/** A wallet's payment request (Apple Pay, Google Pay) and its payment method event. */
export type WalletRequest = PaymentRequest;
export type WalletPaymentMethodEvent = PaymentRequestPaymentMethodEvent;
