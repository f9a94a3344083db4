import type { CardIntent, PaymentProvider, PayPalApproval } from "../../src/payments/payment-provider";

/**
 * A small stand-in for the fake card provider and PayPal: intents and approvals in memory, which a test
 * confirms, declines or approves itself (what the browser and the provider's servers do in real life).
 */
export interface TestPayments extends PaymentProvider {
  intents(): CardIntent[];
  succeed(id: string, card?: CardIntent["card"]): void;
  decline(id: string, message?: string): void;
  requireAction(id: string): void;
  approve(token: string): void;
  cancel(token: string): void;
}

export function createTestPayments(): TestPayments {
  let intents: CardIntent[] = [];
  let approvals: PayPalApproval[] = [];
  let sequence = 0;
  const intent = (id: string): CardIntent => {
    const found = intents.find((one) => one.id === id);
    if (!found) throw new Error(`No intent ${id}`);
    return found;
  };
  const approval = (token: string): PayPalApproval => {
    const found = approvals.find((one) => one.token === token);
    if (!found) throw new Error(`No approval ${token}`);
    return found;
  };
  return {
    publishableKey: "pk_test_fake",
    createCardIntent: ({ orderNumber, amount, currency }) => {
      sequence += 1;
      const kind = amount > 0 ? "payment" : "setup";
      const id = `${kind === "payment" ? "pi" : "seti"}_test${sequence}`;
      const created: CardIntent = {
        id,
        kind,
        clientSecret: `${id}_secret_test`,
        orderNumber,
        amount: Math.round(amount * 100),
        currency,
        status: "requires_payment_method",
      };
      intents.push(created);
      return { ...created };
    },
    cardIntent: (id) => {
      const found = intents.find((one) => one.id === id);
      return found ? { ...found } : undefined;
    },
    createPayPalApproval: ({ orderNumber, amount, currency }) => {
      sequence += 1;
      const token = `EC-TEST${sequence}`;
      const created: PayPalApproval = {
        token,
        orderNumber,
        amount,
        currency,
        approvalUrl: `https://paypal.example.test/checkoutnow?token=${token}`,
        status: "created",
      };
      approvals.push(created);
      return { ...created };
    },
    payPalApproval: (token) => {
      const found = approvals.find((one) => one.token === token);
      return found ? { ...found } : undefined;
    },
    reset: () => {
      intents = [];
      approvals = [];
    },
    intents: () => intents.map((one) => ({ ...one })),
    succeed: (id, card = { brand: "visa", last4: "4242", expMonth: 4, expYear: 2030 }) => {
      Object.assign(intent(id), { status: "succeeded", card });
    },
    decline: (id, message = "Your card was declined.") => {
      Object.assign(intent(id), { status: "requires_payment_method", lastError: { code: "card_declined", message } });
    },
    requireAction: (id) => {
      Object.assign(intent(id), { status: "requires_action" });
    },
    approve: (token) => {
      approval(token).status = "approved";
    },
    cancel: (token) => {
      approval(token).status = "cancelled";
    },
  };
}
