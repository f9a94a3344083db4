export { UpdatePaymentMethod } from "./update-payment-method";
export type { UpdatePaymentMethodFields, UpdateStatus } from "./update-payment-method";
