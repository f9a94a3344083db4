import { record, text } from "./read";
import type { SubscriptionSales } from "./sales-sdk";

/**
 * The product of a subscription just redeemed, for the redeem blocks' success message; "" when its details
 * cannot be read (the redemption stands, and the message goes without the name).
 */
export async function productNameOf(sales: SubscriptionSales, id: unknown): Promise<string> {
  if (typeof id !== "number") return "";
  try {
    return text(record(await sales.getSubscriptionDetails(id)).productName);
  } catch {
    return "";
  }
}
