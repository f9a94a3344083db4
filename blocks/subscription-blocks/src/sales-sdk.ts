/**
 * The part of sdk-sales (1.94.0) the subscription blocks call, and how they get it: always through arc-client's
 * `configureSales` (the page's Identity passed in, only in the browser), never by importing the SDK themselves.
 * Every §7 call these blocks make has an SDK method, so none is made by hand. Answers are `unknown`: the SDK's
 * types promise shapes the server may not keep, so the blocks read them defensively (subscription-data.ts).
 */
import { configureSales, type ApiSiteProperties, type BillingAddress } from "@broadsheet/arc-client";

/** upgradedowngrade's choices (§7): when the new price starts, and whether the current term ends with it. */
export type ProductChanges = "NOW" | "END_OF_CURRENT_TERM";
export type CurrentTerm = "ENDS" | "CONTINUES";

export interface GiftRecipient {
  email: string;
  name: string;
  note?: string;
}

export interface SubscriptionSales {
  getConfig(): Promise<unknown>;
  getAllSubscriptions(): Promise<unknown>;
  getSubscriptionDetails(id: number): Promise<unknown>;
  cancelSubscription(id: number, reason?: string, reasonCode?: string): Promise<unknown>;
  rescueSubscription(id: number): Promise<unknown>;
  /** Reads the subscription's details first (its answer is how the SDK knows the subscription), then the PUT. */
  updateBillingAddress(billingAddress: BillingAddress, subscriptionID: number): Promise<unknown>;
  getSubscriptionSharingDetails(id: number): Promise<unknown>;
  shareSubscription(id: number, email: string): Promise<unknown>;
  stopSharing(id: number): Promise<unknown>;
  redeemAssociateInvitation(token: string): Promise<unknown>;
  /** POST /sales/public/v2/subscriptions/enterprise `{nonce}`, then the new subscription's details. */
  redeemEnterpriseSubscription(nonce: string): Promise<unknown>;
  setGiftRecipient(redeemCode: string, recipient: GiftRecipient): Promise<unknown>;
  redeemGiftSubscription(token: string): Promise<unknown>;
  initializeSubscriptionChange(
    subscriptionId: number,
    newPriceCode: string,
    productChanges: ProductChanges,
    currentTerm: CurrentTerm,
  ): Promise<unknown>;
  finalizeSubscriptionChange(sessionId: string, reasonCode?: string): Promise<unknown>;
  getOrderHistory(start?: number, pageSize?: number): Promise<unknown>;
}

/** The configured SDK, seen through the calls these blocks make. */
export async function subscriptionSales(
  site: string,
  properties: ApiSiteProperties | null | undefined,
): Promise<SubscriptionSales> {
  return (await configureSales(site, properties)) as unknown as SubscriptionSales;
}
