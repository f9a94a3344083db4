/**
 * Choosing a plan (commerce-and-identity §4 "Offer page"): the cart is emptied and holds the one chosen item;
 * a signed-in reader goes to checkout, anyone else is remembered as a pending purchase (sku, priceCode,
 * cartDate) and sent to log in, with checkout as where to come back to.
 */
import { storePendingCartItem, withCampaign, type StorageLike } from "@broadsheet/arc-client";

/** The part of sdk-sales' Sales a plan choice uses. */
export interface OfferSales {
  clearCart(): Promise<unknown>;
  addItemToCart(items: Array<{ sku: string; priceCode: string; quantity: number }>): Promise<unknown>;
}

export interface PlanChoice {
  sku: string;
  priceCode: string;
  signedIn: boolean;
  campaign: string;
  checkoutURL: string;
  loginURL: string;
  sales: () => Promise<OfferSales>;
  storage: StorageLike | null;
  now: number;
}

/** Puts the plan in the cart and answers where the reader goes next. */
export async function choosePlan(choice: PlanChoice): Promise<string> {
  const Sales = await choice.sales();
  await Sales.clearCart();
  await Sales.addItemToCart([{ sku: choice.sku, priceCode: choice.priceCode, quantity: 1 }]);
  const checkout = withCampaign(choice.checkoutURL, choice.campaign);
  if (choice.signedIn) return checkout;
  storePendingCartItem(choice.storage, { sku: choice.sku, priceCode: choice.priceCode, cartDate: choice.now });
  const separator = choice.loginURL.includes("?") ? "&" : "?";
  return `${choice.loginURL}${separator}redirect=${encodeURIComponent(checkout)}`;
}
