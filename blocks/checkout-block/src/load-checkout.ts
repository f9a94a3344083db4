/**
 * What checkout does on load (commerce-and-identity §2 "Redirects", §4 "Cart and order resolution on load"):
 * a signed-out reader goes to log in, and a signed-in one is given the cart to buy from, which comes from a
 * PayPal return, the cart itself, a recent pending order or the pending item the offer page stored (arc-client's
 * resolveCartSource decides which); with nothing to buy the reader goes to the offers. Runs in the browser only.
 */
import {
  clearPendingCartItem,
  readPayPalOrderNumber,
  readPendingCartItem,
  resolveCartSource,
  type OrderSummary,
  type StorageLike,
} from "@broadsheet/arc-client";
import { cartItems, readCart, readOrder, type CheckoutCart, type CheckoutOrder } from "./checkout-data";
import type { CheckoutSales } from "./checkout-sales";

export type CheckoutStart =
  | { kind: "redirect"; to: string }
  | {
      kind: "ready";
      cart: CheckoutCart;
      /** The pending order the cart was rebuilt from (its address fills the form), or the PayPal order. */
      order: CheckoutOrder | null;
      /** A return from PayPal to finalize: the stored order and the token PayPal added to the address. */
      payPalReturn: { orderNumber: string; token: string } | null;
    };

export interface LoadInput {
  signedIn: boolean;
  sales: () => Promise<CheckoutSales>;
  /** The page's address (location.href). */
  url: string;
  loginURL: string;
  offerURL: string;
  storage: StorageLike | null;
  now: number;
}

/** `path` with `name=<value>` added to its query, before any fragment. */
export function withQueryParam(path: string, name: string, value: string): string {
  const hash = path.indexOf("#");
  const [base, fragment] = hash < 0 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}${name}=${encodeURIComponent(value)}${fragment}`;
}

/** `path` with `redirect=<where>` added to its query. */
export function withRedirect(path: string, where: string): string {
  return withQueryParam(path, "redirect", where);
}

/** The page's path and query (never another origin's), as the redirect parameter holds it. */
export function hereOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function readHistory(value: unknown): OrderSummary[] {
  const orders = (value as { orders?: unknown } | null)?.orders;
  return (Array.isArray(orders) ? orders : []).map((order: Record<string, unknown>) => ({
    orderNumber: typeof order.orderNumber === "string" ? order.orderNumber : "",
    orderStatus: typeof order.orderStatus === "string" ? order.orderStatus : "",
    orderDate: typeof order.orderDate === "number" || typeof order.orderDate === "string" ? order.orderDate : "",
  }));
}

/** Empties the cart and puts the order's items back in it (the cart then prices them again). */
async function cartFromOrder(Sales: CheckoutSales, order: CheckoutOrder): Promise<CheckoutCart> {
  await Sales.clearCart();
  return readCart(await Sales.addItemToCart(cartItems(order.items)));
}

export async function loadCheckout(input: LoadInput): Promise<CheckoutStart> {
  const here = hereOf(input.url);
  if (!input.signedIn) return { kind: "redirect", to: withRedirect(input.loginURL, here) };
  const Sales = await input.sales();
  const payPalToken = new URL(input.url).searchParams.get("token");
  const storedOrderNumber = readPayPalOrderNumber(input.storage);
  const cart = readCart(await Sales.getCart());
  const needsHistory = cart.items.length === 0 && !(payPalToken && storedOrderNumber);
  const orders = needsHistory ? readHistory(await Sales.getOrderHistory(0, 10)) : [];
  const pendingCartItem = readPendingCartItem(input.storage);
  const source = resolveCartSource({ payPalToken, storedOrderNumber, cart, orders, pendingCartItem, now: input.now });

  switch (source.source) {
    case "paypal-return": {
      const order = readOrder(await Sales.getOrderDetails(source.orderNumber));
      return {
        kind: "ready",
        cart: await cartFromOrder(Sales, order),
        order,
        payPalReturn: { orderNumber: source.orderNumber, token: source.payPalToken },
      };
    }
    case "cart":
      clearPendingCartItem(input.storage);
      return { kind: "ready", cart, order: null, payPalReturn: null };
    case "pending-order": {
      const order = readOrder(await Sales.getOrderDetails(source.orderNumber));
      clearPendingCartItem(input.storage);
      return { kind: "ready", cart: await cartFromOrder(Sales, order), order, payPalReturn: null };
    }
    case "pending-cart-item": {
      const { sku, priceCode } = source.item;
      const filled = readCart(await Sales.addItemToCart([{ sku, priceCode, quantity: 1 }]));
      clearPendingCartItem(input.storage);
      return { kind: "ready", cart: filled, order: null, payPalReturn: null };
    }
    case "none":
      return { kind: "redirect", to: withRedirect(input.offerURL, here) };
  }
}
