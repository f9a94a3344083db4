export { Checkout } from "./checkout";
export type { CheckoutFields } from "./checkout";
