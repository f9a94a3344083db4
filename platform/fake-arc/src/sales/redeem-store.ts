/**
 * Codes a reader hands on and another redeems: sharing invitations, gifts bought, enterprise nonces and
 * Subscribe with Google purchases, plus upgrade/downgrade sessions waiting to be finalized. Reset with Sales.
 */
import { randomHex } from "../random";

export interface Invitation {
  redeemCode: string;
  parentID: number;
  email: string;
  /** The associate's subscription once redeemed. */
  subscriptionID?: number;
}

export interface Gift {
  redeemCode: string;
  /** The gift's own id, which setGiftRecipient answers before anyone redeems it. */
  subscriptionID: number;
  buyer: string;
  sku: string;
  priceCode: string;
  orderNumber: string;
  recipient?: { email: string; name: string; note?: string; sendNotificationOn?: string };
  redeemed: boolean;
}

export interface EnterpriseNonce {
  nonce: string;
  priceCode: string;
  used: boolean;
  /** When the invitation stops working (ms since the epoch); none: it never expires. */
  expiresAt?: number;
}

/**
 * Enterprise nonces every fresh fake holds, so the preview's group redemption page can be tried without a test
 * minting one (`/account/redeem-group/?nonce=…`): one that works (once per reset) and one already expired.
 */
export const DEMO_ENTERPRISE_NONCE = "ENT-DEMO-GROUP-2026";
export const DEMO_EXPIRED_ENTERPRISE_NONCE = "ENT-DEMO-EXPIRED";

const demoNonces = (): EnterpriseNonce[] => [
  { nonce: DEMO_ENTERPRISE_NONCE, priceCode: "DIGITAL-ANNUAL", used: false },
  { nonce: DEMO_EXPIRED_ENTERPRISE_NONCE, priceCode: "DIGITAL-ANNUAL", used: false, expiresAt: 0 },
];

export interface ChangeSession {
  sessionId: string;
  owner: string;
  subscriptionID: number;
  newPriceCode: string;
  productChanges: "NOW" | "END_OF_CURRENT_TERM";
  currentTerm: "ENDS" | "CONTINUES";
  proposedNextEventDate: number;
}

export interface RedeemStore {
  reset(): void;
  code(prefix: string): string;
  invitations: Invitation[];
  gifts: Gift[];
  nonces: EnterpriseNonce[];
  sessions: ChangeSession[];
  /** Purchase tokens of Subscribe with Google purchases, by the reader who linked them. */
  swgPurchases: Map<string, string>;
}

export function createRedeemStore(): RedeemStore {
  let sequence = 0;
  const store: RedeemStore = {
    reset: () => {
      sequence = 0;
      store.invitations = [];
      store.gifts = [];
      store.nonces = demoNonces();
      store.sessions = [];
      store.swgPurchases = new Map();
    },
    code: (prefix) => {
      sequence += 1;
      // A redeem code is a bearer credential for a subscription: the random part, not the count, guards it.
      return `${prefix}-${String(sequence).padStart(4, "0")}-${randomHex(12)}`;
    },
    invitations: [],
    gifts: [],
    nonces: demoNonces(),
    sessions: [],
    swgPurchases: new Map(),
  };
  return store;
}
