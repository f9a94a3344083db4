export { SubscriptionProfile } from "./subscription-profile";
export type { SubscriptionProfileFields } from "./subscription-profile";
