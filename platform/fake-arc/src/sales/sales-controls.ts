import { http, HttpResponse, type RequestHandler } from "msw";
import { arcErrorBody } from "../errors";
import { badParameter, notFoundError } from "../fake-arc-error";
import { route } from "../handlers/route";
import { readJson } from "../request-body";
import type { IdentityStore } from "../identity/identity-store";
import type { Scenarios } from "../scenarios/scenarios";
import type { Catalogue } from "./catalogue";
import { priceLines } from "./cart-pricing";
import { completeOrder } from "./checkout";
import type { SalesContext } from "./sales-context";
import type { SalesStore } from "./sales-store";
import { CARD_PARTNER } from "./settle-payment";
import { TERMINATED, type Address, type Order, type PaymentOption, type Subscription } from "./sales-types";

export const DEMO_ADDRESS: Address = {
  line1: "1 Press Row",
  locality: "Springfield",
  region: "OR",
  postal: "97477",
  country: "US",
};

/** What tests do to the fake Sales and Retail services, beside the generic scenarios. All of it goes on reset. */
export interface SalesControls {
  store: SalesStore;
  catalogue: Catalogue;
  /** Turns the checkout captcha (`checkoutRecaptchaEnabled`) on or off: order creation and finalize need a token. */
  requireCaptcha(required?: boolean): void;
  /** The country entitlements report (`edgescape.country_code`); `IN` hides the wallets (spec §4). */
  setCountry(country: string): void;
  /** The payment options checkout offers (default: card intents 1, PayPal 2). */
  setPaymentOptions(options: PaymentOption[]): void;
  /** Fails a Sales call (`path` under `/sales/public/`, e.g. `v1/cart`) with a code and message. */
  fail(path: string, status: number, code: string, message: string, once?: boolean): void;
  /** Fails a Retail call (`path` under `/retail/public/`, e.g. `v1/offer/live/default`). */
  failRetail(path: string, status: number, code: string, message: string, once?: boolean): void;
  /** How many finalize calls (plain and 3-D Secure) an order received, failed ones included. */
  finalizeCount(orderNumber: string): number;
  /** A reader's orders (every order without an email), oldest first. */
  orders(email?: string): Order[];
  subscriptions(email?: string): Subscription[];
  /** A paid subscription for a reader without going through checkout (a Visa ending 4242). */
  grantSubscription(email: string, priceCode: string, billingAddress?: Address): Subscription;
  /** A gift price bought by a reader without going through checkout: the gift's redeem code. */
  grantGift(email: string, priceCode: string): string;
  /** Ends a subscription as its term running out would: status 2, a TERMINATE event, its entitlement gone. */
  terminate(subscriptionID: number): void;
  /**
   * A one-time enterprise nonce (what an employer's email link carries) for a subscription on that price;
   * `expired` makes one whose invitation has run out.
   */
  enterpriseNonce(priceCode: string, options?: { expired?: boolean }): string;
  /** The redeem codes of the gifts a reader bought, oldest first. */
  giftCodes(email: string): string[];
  /** The sharing invitation codes sent to an address (the fake's mailbox for them). */
  invitationCodes(email: string): string[];
}

export function createSalesControls(
  context: SalesContext,
  identity: IdentityStore,
  scenarios: Scenarios,
): SalesControls {
  const { store, catalogue } = context;
  const uuidOf = (email: string): string => {
    const reader = identity.readerByEmail(email);
    if (!reader) throw notFoundError(`No reader "${email}"`);
    return reader.uuid;
  };
  const failUnder =
    (prefix: string) =>
    (path: string, status: number, code: string, message: string, once = false) =>
      scenarios.fail({ path: `${prefix}${path.replace(/^\/+/, "")}`, ...(once ? { once } : {}) }, status, {
        ...arcErrorBody(status, code, message),
      });
  /** An order of one item, paid by a Visa ending 4242 without checkout; the reader's cart stays as it was. */
  const paidOrder = (email: string, priceCode: string, billingAddress: Address): Order => {
    const reader = identity.readerByEmail(email);
    if (!reader) throw notFoundError(`No reader "${email}"`);
    const found = catalogue.price(priceCode);
    if (!found) throw notFoundError(`No price "${priceCode}"`);
    const priced = priceLines(catalogue, [{ sku: found.product.sku, priceCode, quantity: 1 }], billingAddress);
    const order = store.addOrder({
      orderNumber: store.nextOrderNumber(),
      owner: reader.uuid,
      email: reader.email,
      phone: null,
      firstName: reader.firstName ?? null,
      lastName: reader.lastName ?? null,
      secondLastName: null,
      status: "Pending",
      ...priced,
      billingAddress,
      orderDate: Date.now(),
      attempts: [],
      subscriptionIDs: [],
    });
    const cart = store.cart(reader.uuid);
    completeOrder(context, order, {
      paymentPartner: CARD_PARTNER,
      creditCardType: "visa",
      firstSix: null,
      lastFour: "4242",
      expiration: "1230",
      cardHolderName: [reader.firstName, reader.lastName].filter(Boolean).join(" ") || null,
    });
    store.putCart(reader.uuid, cart);
    return order;
  };
  return {
    store,
    catalogue,
    requireCaptcha: (required = true) => store.setConfig({ checkoutRecaptchaEnabled: required }),
    setCountry: (country) => store.setCountry(country),
    setPaymentOptions: (options) => store.setPaymentOptions(options),
    fail: failUnder("/sales/public/"),
    failRetail: failUnder("/retail/public/"),
    finalizeCount: (orderNumber) => store.finalizeCalls(orderNumber),
    orders: (email) => store.orders(email === undefined ? undefined : uuidOf(email)).map((one) => structuredClone(one)),
    subscriptions: (email) =>
      store.subscriptions(email === undefined ? undefined : uuidOf(email)).map((one) => structuredClone(one)),
    grantSubscription: (email, priceCode, billingAddress = DEMO_ADDRESS) => {
      const order = paidOrder(email, priceCode, billingAddress);
      const granted = store.subscription(order.subscriptionIDs[0] ?? -1);
      if (!granted) throw new Error(`No subscription granted (is "${priceCode}" a gift price?)`);
      return structuredClone(granted);
    },
    grantGift: (email, priceCode) => {
      const code = paidOrder(email, priceCode, DEMO_ADDRESS).items[0]?.redeemCode;
      if (code === undefined) throw new Error(`No gift bought ("${priceCode}" is no gift price)`);
      return code;
    },
    terminate: (subscriptionID) => {
      const subscription = store.subscription(subscriptionID);
      if (!subscription) throw notFoundError(`No subscription ${subscriptionID}`);
      subscription.status = TERMINATED;
      subscription.events.push({ eventType: "TERMINATE_SUBSCRIPTION", eventDateUTC: Date.now(), details: null });
    },
    enterpriseNonce: (priceCode, options = {}) => {
      if (!catalogue.price(priceCode)) throw notFoundError(`No price "${priceCode}"`);
      const nonce = context.redeem.code("ENT");
      context.redeem.nonces.push({ nonce, priceCode, used: false, ...(options.expired ? { expiresAt: 0 } : {}) });
      return nonce;
    },
    giftCodes: (email) => {
      const uuid = uuidOf(email);
      return context.redeem.gifts.filter((gift) => gift.buyer === uuid).map((gift) => gift.redeemCode);
    },
    invitationCodes: (email) =>
      context.redeem.invitations
        .filter((invitation) => invitation.email.toLowerCase() === email.toLowerCase())
        .map((invitation) => invitation.redeemCode),
  };
}

const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== "string" || value === "") throw badParameter(name, "is required");
  return value;
};

/**
 * The same controls over HTTP for browser tests against the preview: `POST /__fake-arc/sales` with
 * `{ "action": "<control>", … }` (arguments by name); `GET /__fake-arc/sales/orders` reads every order with
 * its finalize count.
 */
export function salesControlHandlers(origin: string, controls: SalesControls): RequestHandler[] {
  return [
    http.get(
      `${origin}/__fake-arc/sales/orders`,
      route(() =>
        HttpResponse.json({
          orders: controls.store.orders().map((order) => ({
            orderNumber: order.orderNumber,
            status: order.status,
            total: order.total,
            currency: order.currency,
            finalizeCount: controls.finalizeCount(order.orderNumber),
          })),
        }),
      ),
    ),
    http.post(
      `${origin}/__fake-arc/sales`,
      route(async ({ request }) => {
        const body = await readJson(request);
        switch (body.action) {
          case "requireCaptcha":
            controls.requireCaptcha(body.required !== false);
            break;
          case "setCountry":
            controls.setCountry(text(body, "country"));
            break;
          case "grantSubscription":
            return HttpResponse.json({
              subscriptionID: controls.grantSubscription(text(body, "email"), text(body, "priceCode")).subscriptionID,
            });
          case "terminate":
            if (typeof body.subscriptionID !== "number") throw badParameter("subscriptionID", "must be a number");
            controls.terminate(body.subscriptionID);
            break;
          case "enterpriseNonce":
            return HttpResponse.json({
              nonce: controls.enterpriseNonce(text(body, "priceCode"), { expired: body.expired === true }),
            });
          default:
            throw badParameter(
              "action",
              "must be requireCaptcha, setCountry, grantSubscription, terminate or enterpriseNonce",
            );
        }
        return HttpResponse.json({ done: body.action });
      }),
    ),
  ];
}
