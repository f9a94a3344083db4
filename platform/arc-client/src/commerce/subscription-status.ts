/**
 * Subscription status as the account pages show it (commerce-and-identity §4 "Subscription status"). The Sales
 * list calls rename statusID to status (notes/arc-sdks.md §3), so both are read.
 */

export type SubscriptionStatus = "Active" | "Terminated" | "Canceled";

/** What the cancel and rescue calls set locally (§4). */
export const STATUS_IDS = { canceled: 3, rescued: 1 } as const;

const STATUS_BY_ID: ReadonlyMap<number, SubscriptionStatus> = new Map([
  [1, "Active"],
  [4, "Active"],
  [6, "Active"],
  [7, "Active"],
  [2, "Terminated"],
  [3, "Canceled"],
]);

/** 1, 4, 6, 7 Active; 2 Terminated; 3 Canceled; anything else has no badge (null). */
export function subscriptionStatus(statusID: unknown): SubscriptionStatus | null {
  const id = typeof statusID === "string" && statusID.trim() !== "" ? Number(statusID) : statusID;
  return typeof id === "number" ? (STATUS_BY_ID.get(id) ?? null) : null;
}

export interface SubscriptionActionSettings {
  /** The block lets readers cancel. */
  allowCancel: boolean;
  /** The block lets readers resubscribe (rescue). */
  allowResubscribe: boolean;
}

export interface SubscriptionActions {
  cancel: boolean;
  resubscribe: boolean;
  /** A terminated subscription links to the offer page instead. */
  offerLink: boolean;
  /** Its billing address can be changed while Sales still bills it, or may again (Active or Canceled). */
  changeAddress: boolean;
}

/**
 * Active can be cancelled, Canceled resubscribed (each when the block enables it), Terminated links to offers;
 * Active and Canceled ones can have their billing address changed.
 */
export function subscriptionActions(statusID: unknown, settings: SubscriptionActionSettings): SubscriptionActions {
  const status = subscriptionStatus(statusID);
  return {
    cancel: status === "Active" && settings.allowCancel,
    resubscribe: status === "Canceled" && settings.allowResubscribe,
    offerLink: status === "Terminated",
    changeAddress: status === "Active" || status === "Canceled",
  };
}

/** §4: payment partners whose subscriptions are managed elsewhere (a group, a gift, a share, Google) and not listed. */
export const UNLISTED_PAYMENT_PARTNERS: readonly string[] = [
  "EmailGroupSubPaymentProvider",
  "Gift",
  "Free",
  "Linked",
  "Sharing",
  "SwG",
];

const UNLISTED = new Set(UNLISTED_PAYMENT_PARTNERS.map((partner) => partner.toLowerCase()));

export interface ListableSubscription {
  currentPaymentMethod?: { paymentPartner?: unknown } | null;
}

/** Whether a subscription appears in the reader's list; one without a payment partner does. */
export function isListedSubscription(subscription: ListableSubscription | null | undefined): boolean {
  if (!subscription) return false;
  const partner = subscription.currentPaymentMethod?.paymentPartner;
  // Compared without case: the partner names come from each organisation's provider configuration.
  return typeof partner !== "string" || !UNLISTED.has(partner.trim().toLowerCase());
}

export function listedSubscriptions<T extends ListableSubscription>(
  subscriptions: readonly T[] | null | undefined,
): T[] {
  return (subscriptions ?? []).filter(isListedSubscription);
}
