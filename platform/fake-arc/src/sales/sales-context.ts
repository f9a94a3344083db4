import type { IdentityStore } from "../identity/identity-store";
import type { PaymentProvider } from "../payments/payment-provider";
import type { Catalogue } from "./catalogue";
import type { RedeemStore } from "./redeem-store";
import type { SalesStore } from "./sales-store";

/** What every Sales handler works over. */
export interface SalesContext {
  origin: string;
  identity: IdentityStore;
  store: SalesStore;
  catalogue: Catalogue;
  payments: PaymentProvider;
  redeem: RedeemStore;
  /** Each reCAPTCHA token counts once, as the provider's verification does: Identity's set, shared. */
  spentCaptchaTokens: Set<string>;
}
