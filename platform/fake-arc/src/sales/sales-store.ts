import type { CartLine } from "./cart-pricing";
import {
  CARD_INTENTS,
  PAYPAL,
  type Address,
  type Order,
  type PaymentOption,
  type SalesConfig,
  type StoredPaymentMethod,
  type Subscription,
} from "./sales-types";

export const DEFAULT_SALES_CONFIG: SalesConfig = {
  checkoutRecaptchaEnabled: false,
  recaptchaKey: "fake-recaptcha-site-key",
  cancelReasons: [
    { reasonCode: "TOO_EXPENSIVE", reason: "It costs too much" },
    { reasonCode: "NOT_READING", reason: "I don't read it enough" },
    { reasonCode: "OTHER", reason: "Another reason" },
  ],
  authProviderTypeId: 1,
};

export const DEFAULT_PAYMENT_OPTIONS: readonly PaymentOption[] = [
  { paymentMethodID: 1, paymentMethodType: CARD_INTENTS },
  { paymentMethodID: 2, paymentMethodType: PAYPAL },
];

/** Where entitlements say the reader is (spec §7 `edgescape.country_code`). */
export const DEFAULT_COUNTRY = "US";

export interface StoredCart {
  lines: CartLine[];
  billingAddress?: Address;
  cartDate: number;
}

/** A payment-method update in progress: the provider's setup intent for a stored method. */
export interface PaymentUpdate {
  paymentID: number;
  paymentMethodID: number;
  token: string;
}

interface State {
  config: SalesConfig;
  country: string;
  paymentOptions: PaymentOption[];
  carts: Map<string, StoredCart>;
  orders: Order[];
  subscriptions: Subscription[];
  paymentMethods: Map<number, StoredPaymentMethod & { owner: string }>;
  paymentUpdates: PaymentUpdate[];
  finalizeCalls: Map<string, number>;
  sequence: { order: number; subscription: number; paymentMethod: number };
}

function fresh(): State {
  return {
    config: structuredClone(DEFAULT_SALES_CONFIG),
    country: DEFAULT_COUNTRY,
    paymentOptions: DEFAULT_PAYMENT_OPTIONS.map((option) => ({ ...option })),
    carts: new Map(),
    orders: [],
    subscriptions: [],
    paymentMethods: new Map(),
    paymentUpdates: [],
    finalizeCalls: new Map(),
    // Numbering restarts on reset, so a test can name the first order it places.
    sequence: { order: 1000, subscription: 5000, paymentMethod: 9000 },
  };
}

/**
 * The fake Sales service's state: config, carts by key (a reader's uuid or an anonymous cart cookie), orders,
 * subscriptions, stored payment methods and the count of finalize calls per order; all of it goes on reset.
 */
export interface SalesStore {
  reset(): void;
  config(): SalesConfig;
  setConfig(change: Partial<SalesConfig>): void;
  country(): string;
  setCountry(country: string): void;
  paymentOptions(): PaymentOption[];
  setPaymentOptions(options: PaymentOption[]): void;
  cart(key: string): StoredCart;
  putCart(key: string, cart: StoredCart): void;
  nextOrderNumber(): string;
  addOrder(order: Order): Order;
  order(orderNumber: string): Order | undefined;
  orders(owner?: string): Order[];
  nextSubscriptionID(): number;
  addSubscription(subscription: Subscription): Subscription;
  subscription(id: number): Subscription | undefined;
  subscriptions(owner?: string): Subscription[];
  addPaymentMethod(owner: string, method: Omit<StoredPaymentMethod, "paymentMethodID">): StoredPaymentMethod;
  paymentMethod(id: number): (StoredPaymentMethod & { owner: string }) | undefined;
  replacePaymentMethod(id: number, method: Omit<StoredPaymentMethod, "paymentMethodID">): StoredPaymentMethod;
  startPaymentUpdate(update: PaymentUpdate): void;
  paymentUpdate(paymentID: number, paymentMethodID: number): PaymentUpdate | undefined;
  endPaymentUpdate(update: PaymentUpdate): void;
  /** Counts one finalize call for the order and answers the new count. */
  countFinalize(orderNumber: string): number;
  finalizeCalls(orderNumber: string): number;
}

export function createSalesStore(): SalesStore {
  let state = fresh();
  return {
    reset: () => {
      state = fresh();
    },
    config: () => structuredClone(state.config),
    setConfig: (change) => {
      state.config = { ...state.config, ...structuredClone(change) };
    },
    country: () => state.country,
    setCountry: (country) => {
      state.country = country;
    },
    paymentOptions: () => state.paymentOptions.map((option) => ({ ...option })),
    setPaymentOptions: (options) => {
      state.paymentOptions = options.map((option) => ({ ...option }));
    },
    cart: (key) => structuredClone(state.carts.get(key) ?? { lines: [], cartDate: Date.now() }),
    putCart: (key, cart) => {
      state.carts.set(key, structuredClone(cart));
    },
    nextOrderNumber: () => {
      state.sequence.order += 1;
      return `ORD${state.sequence.order}`;
    },
    addOrder: (order) => {
      state.orders.push(order);
      return order;
    },
    order: (orderNumber) => state.orders.find((order) => order.orderNumber === orderNumber),
    orders: (owner) => state.orders.filter((order) => owner === undefined || order.owner === owner),
    nextSubscriptionID: () => {
      state.sequence.subscription += 1;
      return state.sequence.subscription;
    },
    addSubscription: (subscription) => {
      state.subscriptions.push(subscription);
      return subscription;
    },
    subscription: (id) => state.subscriptions.find((subscription) => subscription.subscriptionID === id),
    subscriptions: (owner) =>
      state.subscriptions.filter((subscription) => owner === undefined || subscription.owner === owner),
    addPaymentMethod: (owner, method) => {
      state.sequence.paymentMethod += 1;
      const stored = { ...method, paymentMethodID: state.sequence.paymentMethod, owner };
      state.paymentMethods.set(stored.paymentMethodID, stored);
      const { owner: _owner, ...answer } = stored;
      return answer;
    },
    paymentMethod: (id) => state.paymentMethods.get(id),
    replacePaymentMethod: (id, method) => {
      const existing = state.paymentMethods.get(id);
      if (!existing) throw new Error(`No payment method ${id}`);
      const stored = { ...method, paymentMethodID: id, owner: existing.owner };
      state.paymentMethods.set(id, stored);
      const { owner: _owner, ...answer } = stored;
      return answer;
    },
    startPaymentUpdate: (update) => {
      state.paymentUpdates = [
        ...state.paymentUpdates.filter(
          (one) => !(one.paymentID === update.paymentID && one.paymentMethodID === update.paymentMethodID),
        ),
        update,
      ];
    },
    paymentUpdate: (paymentID, paymentMethodID) =>
      state.paymentUpdates.find((one) => one.paymentID === paymentID && one.paymentMethodID === paymentMethodID),
    endPaymentUpdate: (update) => {
      state.paymentUpdates = state.paymentUpdates.filter((one) => one !== update);
    },
    countFinalize: (orderNumber) => {
      const count = (state.finalizeCalls.get(orderNumber) ?? 0) + 1;
      state.finalizeCalls.set(orderNumber, count);
      return count;
    },
    finalizeCalls: (orderNumber) => state.finalizeCalls.get(orderNumber) ?? 0,
  };
}
