/**
 * The part of sdk-sales' Sales that checkout calls (notes/arc-sdks.md §3), typed by what checkout reads: the
 * answers are read defensively (checkout-data.ts), so tests may hand in the real SDK or a stand-in.
 */
import type { BillingAddress } from "@broadsheet/arc-client";

export interface CheckoutSales {
  getConfig(): Promise<unknown>;
  getCart(): Promise<unknown>;
  clearCart(): Promise<unknown>;
  addItemToCart(items: Array<{ sku: string; priceCode: string; quantity: number }>): Promise<unknown>;
  getOrderHistory(start?: number, pageSize?: number): Promise<unknown>;
  getOrderDetails(orderNumber: string): Promise<unknown>;
  createNewOrder(
    billingAddress: BillingAddress,
    email?: string,
    phone?: string,
    firstName?: string,
    lastName?: string,
    secondLastName?: string,
    shippingAddress?: BillingAddress,
    recaptchaToken?: string,
  ): Promise<unknown>;
  getPaymentOptions(): Promise<unknown>;
  initializePayment(orderNumber: string, paymentMethodID: number): Promise<unknown>;
  finalizePayment(
    orderNumber: string,
    paymentMethodID: number,
    token: string,
    options?: Record<string, never>,
    recaptchaToken?: string,
  ): Promise<unknown>;
}
