export { SubscriptionProfile } from "./subscription-profile";
export type { SubscriptionProfileFields } from "./subscription-profile";
export { OrderHistory } from "./order-history";
export type { OrderHistoryFields } from "./order-history";
export { SubscriptionSharing } from "./subscription-sharing";
export type { SubscriptionSharingFields } from "./subscription-sharing";
export { SubscriptionRedeem, REDEEM_TOKEN_PARAM } from "./subscription-redeem";
export type { SubscriptionRedeemFields } from "./subscription-redeem";
