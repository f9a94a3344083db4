/**
 * The reader's subscriptions as the blocks show them (commerce-and-identity §3 "Subscription"): the list call
 * names them, the details call says the rest, and only those §4 lists stay (arc-client's listedSubscriptions:
 * no group, gift, free, linked, shared or Google subscriptions).
 */
import { listedSubscriptions, type BillingAddress } from "@broadsheet/arc-client";
import { finite, list, record, text } from "./read";
import type { SubscriptionSales } from "./sales-sdk";

export interface SubscriptionPaymentMethod {
  /** Sales' id of the stored method: what the update-payment-method page takes as paymentMethodID. */
  paymentMethodID: number | null;
  paymentPartner: string;
  creditCardType: string;
  lastFour: string;
  /** MMYY, as Sales sends it. */
  expiration: string;
}

export interface SubscriptionView {
  subscriptionID: number;
  productName: string;
  sku: string;
  priceCode: string;
  /** The numeric status (§4 maps it to a badge). */
  status: number | null;
  /** When the next renewal, or the end of a canceled term, falls (ms). */
  nextEventDateUTC: number | null;
  currentPaymentMethod: SubscriptionPaymentMethod | null;
  /** Where Sales bills it; null when it holds none (a subscription nobody was billed for). */
  billingAddress: BillingAddress | null;
}

function readPaymentMethod(value: unknown): SubscriptionPaymentMethod | null {
  const method = record(value);
  if (Object.keys(method).length === 0) return null;
  const id = Number(method.paymentMethodID);
  return {
    paymentMethodID: Number.isInteger(id) && id > 0 ? id : null,
    paymentPartner: text(method.paymentPartner),
    creditCardType: text(method.creditCardType),
    lastFour: text(method.lastFour),
    expiration: text(method.expiration),
  };
}

function readAddress(value: unknown): BillingAddress | null {
  const address = record(value);
  const line2 = text(address.line2);
  const read: BillingAddress = {
    line1: text(address.line1),
    ...(line2 !== "" ? { line2 } : {}),
    locality: text(address.locality),
    region: text(address.region),
    postal: text(address.postal),
    country: text(address.country),
  };
  return Object.values(read).some((field) => field !== "") ? read : null;
}

/** A subscription's details, or null when the answer names no subscription. */
export function readSubscription(value: unknown): SubscriptionView | null {
  const detail = record(value);
  const id = finite(detail.subscriptionID);
  if (id === null) return null;
  return {
    subscriptionID: id,
    productName: text(detail.productName),
    sku: text(detail.sku),
    priceCode: text(detail.priceCode),
    status: finite(detail.status ?? detail.statusID),
    nextEventDateUTC: finite(detail.nextEventDateUTC),
    currentPaymentMethod: readPaymentMethod(detail.currentPaymentMethod ?? detail.paymentMethod),
    billingAddress: readAddress(detail.billingAddress),
  };
}

/** Every subscription of the reader, with its details, as §4 lists them. */
export async function loadSubscriptions(sales: SubscriptionSales): Promise<SubscriptionView[]> {
  const ids = list(await sales.getAllSubscriptions())
    .map((summary) => finite(record(summary).subscriptionID))
    .filter((id): id is number => id !== null);
  const details = await Promise.all(ids.map((id) => sales.getSubscriptionDetails(id)));
  return listedSubscriptions(
    details.map(readSubscription).filter((subscription): subscription is SubscriptionView => subscription !== null),
  );
}
