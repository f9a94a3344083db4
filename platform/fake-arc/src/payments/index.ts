export type { CardIntent, PaymentProvider, PayPalApproval } from "./payment-provider";
export { createPaymentProvider, FAKE_PUBLISHABLE_KEY } from "./fake-payment-provider";
export type {
  BillingDetails,
  CardInput,
  FakePaymentProvider,
  PaymentMethod,
  PaymentProviderOptions,
  StoredApproval,
} from "./fake-payment-provider";
export { CARD_PROBLEMS, TEST_CARDS, cardBrand } from "./card-rules";
export type { CardBrand, CardOutcome, CardProblem } from "./card-rules";
export type { StripeError } from "./stripe-errors";
export { FAKE_STRIPE_PREFIX, stripeHandlers } from "./stripe-handlers";
export { FAKE_PAYER_ID, FAKE_PAYPAL_PREFIX, payPalHandlers } from "./paypal-handlers";
export { paymentControlHandlers } from "./payment-controls";
