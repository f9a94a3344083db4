export { createSalesService } from "./sales-service";
export type { SalesService } from "./sales-service";
export type { SalesControls } from "./sales-controls";
export { DEMO_ADDRESS } from "./sales-controls";
export { DEMO_ENTERPRISE_NONCE, DEMO_EXPIRED_ENTERPRISE_NONCE } from "./redeem-store";
export { FIXTURE_SUBSCRIPTIONS } from "./fixture-subscriptions";
export type { FixtureSubscription } from "./fixture-subscriptions";
export { createCatalogue } from "./catalogue";
export type { Catalogue } from "./catalogue";
export { FIXTURE_OFFERS, FIXTURE_PRODUCTS } from "./offers";
export { SALES_ERRORS } from "./sales-errors";
export { DEFAULT_SALES_CONFIG, DEFAULT_PAYMENT_OPTIONS, DEFAULT_COUNTRY } from "./sales-store";
export type { SalesStore } from "./sales-store";
export { CARD_INTENTS, PAYPAL, ACTIVE, TERMINATED, CANCELED } from "./sales-types";
export type {
  Address,
  CartItem,
  Order,
  OrderStatus,
  PaymentOption,
  SalesConfig,
  StoredPaymentMethod,
  Subscription,
  SubscriptionStatus,
} from "./sales-types";
export type { Offer, PaymentInfo, PricingStrategy, Product, Rate } from "./retail-types";
