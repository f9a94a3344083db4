export { SubscriptionProfile } from "./subscription-profile";
export type { SubscriptionProfileFields } from "./subscription-profile";
export { OrderHistory } from "./order-history";
export type { OrderHistoryFields } from "./order-history";
