import type { Rate } from "./retail-types";

/** The shapes the fake Sales service keeps and answers (spec §3; sdk-sales 1.94.0's order.d.ts, subscription.d.ts). */

export interface Address {
  line1: string;
  line2?: string;
  locality: string;
  region: string;
  postal: string;
  country: string;
}

export interface SalesConfig {
  checkoutRecaptchaEnabled: boolean;
  recaptchaKey: string;
  cancelReasons: { reasonCode: string; reason: string }[];
  authProviderTypeId: number;
}

/** A line of a cart or an order, priced (the SDK's CartItem). */
export interface CartItem {
  sku: string;
  priceCode: string;
  quantity: number;
  name: string;
  shortDescription: string | null;
  /** One unit's first payment. */
  price: number;
  tax: number;
  subtotal: number;
  total: number;
  /** On a paid order's gift line: the code the buyer gives the recipient. */
  redeemCode?: string;
}

export interface Cart {
  items: CartItem[];
  currency: string;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
  cartDate: number;
  billingAddress?: Address;
}

/** Spec §3 "Payment option": 18 card intents, 10 PayPal. */
export const CARD_INTENTS = 18;
export const PAYPAL = 10;
export type PaymentMethodType = typeof CARD_INTENTS | typeof PAYPAL;

export interface PaymentOption {
  paymentMethodID: number;
  paymentMethodType: PaymentMethodType;
}

/** A reader's stored payment method (the SDK's PaymentMethod), shared by the subscriptions it pays for. */
export interface StoredPaymentMethod {
  paymentMethodID: number;
  paymentPartner: string;
  creditCardType: string | null;
  firstSix: string | null;
  lastFour: string | null;
  /** MMYY. */
  expiration: string | null;
  cardHolderName: string | null;
}

export type OrderStatus = "Pending" | "Paid";

/** What initialize-payment started for an order: the provider's intent or approval. */
export interface PaymentAttempt {
  paymentMethodID: number;
  paymentMethodType: PaymentMethodType;
  /** The card intent's id or the PayPal token: what finalize must be given. */
  token: string;
}

export interface Order {
  orderNumber: string;
  /** Who placed it: the reader's uuid, or the anonymous cart's key. */
  owner: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  secondLastName: string | null;
  status: OrderStatus;
  items: CartItem[];
  currency: string;
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
  billingAddress: Address;
  orderDate: number;
  attempts: PaymentAttempt[];
  payment?: { amount: number; paymentID: number; paymentMethod: StoredPaymentMethod; paidAt: number };
  subscriptionIDs: number[];
}

/** Spec §4: 1, 4, 6, 7 Active; 2 Terminated; 3 Canceled. */
export type SubscriptionStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ACTIVE = 1;
export const TERMINATED = 2;
export const CANCELED = 3;

export interface SubscriptionEvent {
  eventType: "START_SUBSCRIPTION" | "CANCEL_SUBSCRIPTION" | "TERMINATE_SUBSCRIPTION";
  eventDateUTC: number;
  details: string | null;
}

export interface Subscription {
  subscriptionID: number;
  owner: string;
  sku: string;
  productName: string;
  priceCode: string;
  status: SubscriptionStatus;
  /** The retail cycle the subscription is in (1 the first). */
  currentRetailCycleIDX: number;
  startedAt: number;
  nextEventDateUTC: number;
  events: SubscriptionEvent[];
  billingAddress: Address;
  paymentMethodID: number;
  orderNumber: string;
  currency: string;
  rates: Rate[];
  /** A price change waiting for the end of the term (upgrade/downgrade END_OF_CURRENT_TERM). */
  scheduledPriceCode?: string;
  /** For an associate's subscription: the subscription shared with them. */
  sharedFrom?: number;
}
