import type { ArcIdentity } from "../identity/sdk";
import { FAKE_ARC_ORIGIN } from "../../src/origin";

export interface CartItemInput {
  sku: string;
  priceCode: string;
  quantity: number;
}

/** The parts of `@arc-publishing/sdk-sales` 1.94.0 these tests drive (its typings need gapi's). */
export interface ArcSales {
  _configOptions: unknown;
  cart: Record<string, unknown>;
  currentOrder: Record<string, unknown>;
  subscriptions: Record<string, unknown>[];
  options(options: { apiOrigin: string; Identity: ArcIdentity }): void;
  getConfig(): Promise<Record<string, unknown>>;
  getCart(): Promise<Record<string, unknown>>;
  addItemToCart(items: CartItemInput[], billingAddress?: Record<string, unknown>): Promise<Record<string, unknown>>;
  removeItemFromCart(sku: string): Promise<Record<string, unknown>>;
  clearCart(): Promise<Record<string, unknown>>;
  createNewOrder(
    billingAddress: Record<string, unknown>,
    email?: string,
    phone?: string,
    firstName?: string,
    lastName?: string,
    secondLastName?: string,
    shippingAddress?: Record<string, unknown>,
    recaptchaToken?: string,
  ): Promise<Record<string, unknown>>;
  getAddresses(): Promise<Record<string, unknown>[]>;
  getPaymentOptions(): Promise<{ paymentMethodID: number; paymentMethodType: number }[]>;
  initializePayment(orderNumber: string, paymentMethodID: number): Promise<Record<string, unknown>>;
  finalizePayment(
    orderNumber: string,
    paymentMethodID: number,
    token: string,
    options?: Record<string, unknown>,
    recaptchaToken?: string,
  ): Promise<Record<string, unknown>>;
  finalizePayment3ds(orderNumber: string, paymentMethodID: number, token: string): Promise<Record<string, unknown>>;
  getOrderDetails(orderNumber: string): Promise<Record<string, unknown>>;
  getOrderHistory(
    start?: number,
    pageSize?: number,
    options?: { status?: string },
  ): Promise<{ start: number; pageSize: number; maxResults: number; orders: Record<string, unknown>[] }>;
  getAllSubscriptions(): Promise<Record<string, unknown>[]>;
  getAllActiveSubscriptions(): Promise<Record<string, unknown>[]>;
  getSubscriptionDetails(id: number): Promise<Record<string, unknown>>;
  cancelSubscription(id: number, reason?: string, reasonCode?: string): Promise<Record<string, unknown>>;
  rescueSubscription(id: number): Promise<Record<string, unknown>>;
  updateBillingAddress(address: Record<string, unknown>, subscriptionID: number): Promise<Record<string, unknown>>;
  initializePaymentUpdate(paymentID: number, paymentMethodID: number): Promise<Record<string, unknown>>;
  finalizePaymentUpdate(
    paymentID: number,
    paymentMethodID: number,
    token: string,
    options?: Record<string, unknown>,
    recaptchaToken?: string,
  ): Promise<Record<string, unknown>>;
  finalizePaymentUpdate3ds(paymentID: number, paymentMethodID: number, token: string): Promise<Record<string, unknown>>;
  getSubscriptionSharingDetails(id: number): Promise<{ numSharesAllowed: number; sharedSubscriptions: unknown[] }>;
  shareSubscription(id: number, email: string): Promise<Record<string, unknown>>;
  stopSharing(id: number): Promise<Record<string, unknown>>;
  redeemAssociateInvitation(token: string): Promise<Record<string, unknown>>;
  redeemEnterpriseSubscription(nonce: string): Promise<Record<string, unknown>>;
  setGiftRecipient(
    redeemCode: string,
    recipient: { email: string; name: string; note?: string; sendNotificationOn?: string },
  ): Promise<Record<string, unknown>>;
  redeemGiftSubscription(token: string): Promise<Record<string, unknown>>;
  initializeSubscriptionChange(
    subscriptionId: number,
    newPriceCode: string,
    productChanges: "NOW" | "END_OF_CURRENT_TERM",
    currentTerm: "ENDS" | "CONTINUES",
  ): Promise<Record<string, unknown>>;
  finalizeSubscriptionChange(sessionId: string, reasonCode?: string): Promise<Record<string, unknown>>;
  onSwgPurchase(data: string): Promise<unknown>;
  checkSwgSubscriptionToken(input: { subscriptionToken: string; findOrCreate?: boolean }): Promise<{ exists: boolean }>;
}

/** The real Sales SDK, given the real Identity SDK (notes §1.2), pointed at the fake. */
export function loadSales(identity: ArcIdentity): ArcSales {
  const mod = jest.requireActual<{ default?: ArcSales } & ArcSales>("@arc-publishing/sdk-sales");
  const sales = mod.default ?? mod;
  sales.options({ apiOrigin: FAKE_ARC_ORIGIN, Identity: identity });
  return sales;
}

/** Between tests: Sales caches its config for the life of the page. */
export function resetSales(sales: ArcSales): void {
  sales._configOptions = null;
}

export const ADDRESS = {
  line1: "1 Press Row",
  line2: "  ",
  locality: "Albany",
  region: "NY",
  postal: "12207",
  country: "US",
};
