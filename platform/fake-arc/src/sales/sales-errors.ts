import { FakeArcError } from "../fake-arc-error";

/**
 * Sales and Retail refusals. 130001 is Arc's (spec §8); the rest are the fake's own words, as Identity's are:
 * the spec names no code for them, and the SDK and the blocks read only `code` and `message`.
 */
export const SALES_ERRORS = {
  captchaInvalid: { status: 400, code: "130001", message: "Captcha token invalid" },
  unauthorized: { status: 401, code: "unauthorized", message: "Missing or invalid jwt" },
  campaignNotFound: { status: 404, code: "campaign_not_found", message: "No live offer for this campaign" },
  priceNotFound: { status: 404, code: "price_not_found", message: "No price with this price code" },
  productNotFound: { status: 404, code: "product_not_found", message: "No product with this SKU" },
  cycleNotFound: { status: 404, code: "cycle_not_found", message: "The price has no such cycle" },
  cartItemNotFound: { status: 404, code: "cart_item_not_found", message: "The cart holds no such item" },
  currencyMismatch: {
    status: 400,
    code: "currency_mismatch",
    message: "Every item of a cart must be priced in the same currency",
  },
  cartEmpty: { status: 400, code: "cart_empty", message: "The cart is empty" },
  invalidAddress: { status: 400, code: "invalid_address", message: "The billing address is incomplete" },
  orderNotFound: { status: 404, code: "order_not_found", message: "No such order" },
  paymentMethodNotFound: { status: 404, code: "payment_method_not_found", message: "No such payment method" },
  paymentNotInitialized: {
    status: 400,
    code: "payment_not_initialized",
    message: "The payment was not initialized for this order and payment method",
  },
  orderAlreadyPaid: { status: 409, code: "order_already_paid", message: "The order is already paid" },
  paymentTokenInvalid: {
    status: 400,
    code: "payment_token_invalid",
    message: "The payment token is not this payment's",
  },
  paymentDeclined: { status: 402, code: "payment_declined", message: "Your card was declined." },
  paymentNotConfirmed: { status: 402, code: "payment_not_confirmed", message: "The payment was not confirmed" },
  paymentCancelled: { status: 402, code: "payment_cancelled", message: "The PayPal payment was cancelled" },
  subscriptionNotFound: { status: 404, code: "subscription_not_found", message: "No such subscription" },
  invalidStatus: { status: 400, code: "invalid_status", message: "The subscription cannot do that in its status" },
  shareLimitReached: {
    status: 400,
    code: "share_limit_reached",
    message: "The subscription is shared with as many associates as its product allows",
  },
  redeemCodeInvalid: { status: 404, code: "redeem_code_invalid", message: "This code is invalid or has been used" },
  redeemCodeUsed: { status: 409, code: "redeem_code_used", message: "This code has already been used" },
  redeemCodeExpired: { status: 410, code: "redeem_code_expired", message: "This code has expired" },
  redeemEmailMismatch: {
    status: 403,
    code: "redeem_email_mismatch",
    message: "This invitation was sent to another email address",
  },
  payPalUnavailable: {
    status: 400,
    code: "paypal_unavailable",
    message: "PayPal takes only a total above zero in BRL, CAD, EUR, JPY, MXN, NZD, GBP or USD",
  },
} as const;

export type SalesErrorName = keyof typeof SALES_ERRORS;

export function salesError(name: SalesErrorName, message?: string): FakeArcError {
  const error = SALES_ERRORS[name];
  return new FakeArcError(error.status, error.code, message ?? error.message);
}
