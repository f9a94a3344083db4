export { Checkout } from "./checkout";
export type { CheckoutFields } from "./checkout";
export { OrderConfirmation } from "./order-confirmation";
export type { OrderConfirmationFields } from "./order-confirmation";
