export { Paywall } from "./paywall";
export type { PaywallFields } from "./paywall";
