/**
 * The payment flow (commerce-and-identity §4 "Payment flow"), apart from React so each rule is tested with the
 * SDK and the card provider handed in. Card: initialize the order's payment (a fresh intent each attempt, and
 * Sales refuses an order another tab already paid), confirm it with the provider (a setup for a zero total),
 * finalize once with the intent's id. PayPal: initialize, keep the order number, go to PayPal; on return
 * finalize with PayPal's token and forget the number. Wallet: the card flow with the wallet's payment method,
 * its sheet told how it went.
 */
import {
  clearPayPalOrderNumber,
  confirmCardIntent,
  confirmWalletIntent,
  storePayPalOrderNumber,
  type CardProvider,
  type CardProviderError,
  type StorageLike,
} from "@broadsheet/arc-client";
import { readOrder } from "./checkout-data";
import type { CheckoutSales } from "./checkout-sales";

/** A payment that did not go through: the provider's refusal, or a finalize that did not leave the order Paid. */
export class PaymentFailed extends Error {
  override readonly name = "PaymentFailed";
  constructor(
    message: string,
    readonly provider: CardProviderError | null = null,
  ) {
    super(message);
  }
}

export interface Initialized {
  /** parameter1: the card intent's client secret, or PayPal's approval URL. */
  parameter1: string;
  /** parameter2: the card provider's publishable key, or PayPal's token. */
  parameter2: string;
}

export async function initialize(
  Sales: CheckoutSales,
  orderNumber: string,
  paymentMethodID: number,
): Promise<Initialized> {
  const answer = (await Sales.initializePayment(orderNumber, paymentMethodID)) as Record<string, unknown> | null;
  const parameter1 = typeof answer?.parameter1 === "string" ? answer.parameter1 : "";
  const parameter2 = typeof answer?.parameter2 === "string" ? answer.parameter2 : "";
  if (parameter1 === "") throw new PaymentFailed("The payment could not be started");
  return { parameter1, parameter2 };
}

async function finalize(
  Sales: CheckoutSales,
  orderNumber: string,
  paymentMethodID: number,
  token: string,
  recaptchaToken: string | null,
): Promise<void> {
  const order = readOrder(
    await Sales.finalizePayment(orderNumber, paymentMethodID, token, undefined, recaptchaToken ?? undefined),
  );
  // §4 (payment update, and the same here): a finalize whose order is not Paid is a failure.
  if (order.status !== "Paid") throw new PaymentFailed(`The order is ${order.status || "not paid"}`);
}

export interface CardPayment {
  Sales: CheckoutSales;
  provider: CardProvider;
  orderNumber: string;
  /** The order's total as Sales gave it: above zero confirms a payment, else a setup. */
  total: number;
  /** The Sales payment option (type 18). */
  paymentMethodID: number;
  /** The provider's payment method made from the card fields. */
  cardPaymentMethod: string;
  recaptchaToken: string | null;
}

export async function payByCard(payment: CardPayment): Promise<void> {
  const { Sales, provider, orderNumber, paymentMethodID } = payment;
  const { parameter1: clientSecret } = await initialize(Sales, orderNumber, paymentMethodID);
  const confirmed = await confirmCardIntent(provider, payment.total, clientSecret, payment.cardPaymentMethod);
  if (!confirmed.ok) throw new PaymentFailed(confirmed.error.message, confirmed.error);
  await finalize(Sales, orderNumber, paymentMethodID, confirmed.value, payment.recaptchaToken);
}

export type WalletStatus = "success" | "fail";

export interface WalletPayment extends Omit<CardPayment, "cardPaymentMethod"> {
  /** The payment method the wallet's sheet made. */
  walletPaymentMethod: string;
  /** The sheet's `complete`: it must hear once, and within 30 seconds, whether the payment went through. */
  complete: (status: WalletStatus) => void;
}

/**
 * §4 Wallets, in the order Stripe documents for a payment request: confirm without the provider's own
 * authentication while the sheet is open; if the card asks for authentication, close the sheet and confirm again
 * so the provider authenticates in the page; finalize once. The sheet hears "fail" for anything that failed.
 */
export async function payByWallet(payment: WalletPayment): Promise<void> {
  const { Sales, provider, orderNumber, paymentMethodID, total, walletPaymentMethod } = payment;
  let sheetOpen = true;
  const close = (status: WalletStatus) => {
    if (!sheetOpen) return;
    sheetOpen = false;
    payment.complete(status);
  };
  try {
    const { parameter1: clientSecret } = await initialize(Sales, orderNumber, paymentMethodID);
    const confirmed = await confirmWalletIntent(provider, total, clientSecret, walletPaymentMethod);
    if (!confirmed.ok) throw new PaymentFailed(confirmed.error.message, confirmed.error);
    let intentId = confirmed.value.id;
    if (confirmed.value.needsAction) {
      close("success");
      const authenticated = await confirmCardIntent(provider, total, clientSecret, walletPaymentMethod);
      if (!authenticated.ok) throw new PaymentFailed(authenticated.error.message, authenticated.error);
      intentId = authenticated.value;
    }
    await finalize(Sales, orderNumber, paymentMethodID, intentId, payment.recaptchaToken);
    close("success");
  } catch (error) {
    close("fail");
    throw error;
  }
}

export interface PayPalStart {
  Sales: CheckoutSales;
  orderNumber: string;
  paymentMethodID: number;
  storage: StorageLike | null;
}

/** Answers PayPal's approval URL, the order number kept for the return. */
export async function startPayPal({ Sales, orderNumber, paymentMethodID, storage }: PayPalStart): Promise<string> {
  const { parameter1: approvalUrl } = await initialize(Sales, orderNumber, paymentMethodID);
  storePayPalOrderNumber(storage, orderNumber);
  return approvalUrl;
}

export interface PayPalFinish extends PayPalStart {
  token: string;
  recaptchaToken: string | null;
}

export async function finishPayPal(finish: PayPalFinish): Promise<void> {
  await finalize(finish.Sales, finish.orderNumber, finish.paymentMethodID, finish.token, finish.recaptchaToken);
  clearPayPalOrderNumber(finish.storage);
}
