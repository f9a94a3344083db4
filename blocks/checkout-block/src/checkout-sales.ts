/**
 * The part of sdk-sales' Sales that checkout calls (notes/arc-sdks.md §3), typed by what checkout reads: the
 * answers are read defensively (checkout-data.ts), so tests may hand in the real SDK or a stand-in.
 */
import { useCallback } from "react";
import { useFusionContext } from "fusion:context";
import { configureSales, type BillingAddress } from "@broadsheet/arc-client";

export interface CheckoutSales {
  getConfig(): Promise<unknown>;
  getCart(): Promise<unknown>;
  clearCart(): Promise<unknown>;
  addItemToCart(items: Array<{ sku: string; priceCode: string; quantity: number }>): Promise<unknown>;
  getOrderHistory(start?: number, pageSize?: number): Promise<unknown>;
  getOrderDetails(orderNumber: string): Promise<unknown>;
  /** The confirmation's next charge date (nextEventDateUTC) for the subscription an order started. */
  getSubscriptionDetails(subscriptionID: number): Promise<unknown>;
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

/**
 * The site's Sales, configured once per page (arc-client), as the checkout's blocks call it: the SDK's own typings
 * are replaced by CheckoutSales, whose answers checkout-data.ts reads defensively.
 */
export function useCheckoutSales(): () => Promise<CheckoutSales> {
  const { arcSite, siteProperties } = useFusionContext();
  return useCallback(
    () => configureSales(arcSite, siteProperties) as unknown as Promise<CheckoutSales>,
    [arcSite, siteProperties],
  );
}
