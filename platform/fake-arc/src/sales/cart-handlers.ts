import { http, HttpResponse, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { readJson } from "../request-body";
import { priceLines, type CartLine } from "./cart-pricing";
import { cartAnswer } from "./sales-answers";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, callerOf } from "./sales-request";
import { readAddress } from "./sales-rules";
import { TERMINATED } from "./sales-types";

/**
 * The most of one product a cart line holds. Arc documents no figure; a bound keeps a total from overflowing
 * into `Infinity` or a price no provider takes (`1e308` is an integer to JavaScript).
 */
export const MAX_CART_QUANTITY = 100;

/** The items of an add-to-cart call, one line per SKU: a SKU listed twice keeps its last line, as adding it again does. */
function readLines(value: unknown): CartLine[] {
  if (!Array.isArray(value) || value.length === 0) throw badParameter("items", "must be a list of items");
  const lines = value.map((raw: unknown, index): CartLine => {
    const item = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const { sku, priceCode } = item;
    const quantity = item.quantity ?? 1;
    if (typeof sku !== "string" || sku === "") throw badParameter(`items[${index}].sku`, "is required");
    if (typeof priceCode !== "string" || priceCode === "") {
      throw badParameter(`items[${index}].priceCode`, "is required");
    }
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) {
      throw badParameter(`items[${index}].quantity`, `must be a whole number from 1 to ${MAX_CART_QUANTITY}`);
    }
    return { sku, priceCode, quantity };
  });
  return [...new Map(lines.map((line) => [line.sku, line])).values()];
}

/** Sales config, the cart, payment options and entitlements (spec §7): calls that work signed in or not. */
export function cartHandlers(context: SalesContext): RequestHandler[] {
  const { store } = context;
  const v1 = `${context.origin}/sales/public/v1`;
  return [
    http.get(
      `${v1}/config`,
      route(() => HttpResponse.json({ ...store.config() })),
    ),

    http.get(
      `${v1}/cart`,
      route(({ request }) => {
        const caller = callerOf(context.identity, request);
        return answer(cartAnswer(context, store.cart(caller.key)), caller);
      }),
    ),

    http.post(
      `${v1}/cart/item`,
      route(async ({ request }) => {
        const caller = callerOf(context.identity, request);
        const body = await readJson(request);
        const added = readLines(body.items);
        const cart = store.cart(caller.key);
        // A cart holds one price per product: adding a SKU again replaces its line.
        const lines = [...cart.lines.filter((line) => !added.some((one) => one.sku === line.sku)), ...added];
        const billingAddress =
          body.billingAddress === undefined || body.billingAddress === null
            ? cart.billingAddress
            : readAddress(body.billingAddress);
        priceLines(context.catalogue, lines, billingAddress);
        const next = { lines, cartDate: Date.now(), ...(billingAddress ? { billingAddress } : {}) };
        store.putCart(caller.key, next);
        return answer(cartAnswer(context, next), caller);
      }),
    ),

    http.delete(
      `${v1}/cart/item/:sku`,
      route(({ request, params }) => {
        const caller = callerOf(context.identity, request);
        const sku = pathParam(params, "sku");
        const cart = store.cart(caller.key);
        if (!cart.lines.some((line) => line.sku === sku)) {
          throw salesError("cartItemNotFound", `The cart holds no item "${sku}"`);
        }
        const next = { ...cart, lines: cart.lines.filter((line) => line.sku !== sku) };
        store.putCart(caller.key, next);
        return answer(cartAnswer(context, next), caller);
      }),
    ),

    http.delete(
      `${v1}/cart/clear`,
      route(({ request }) => {
        const caller = callerOf(context.identity, request);
        const next = { lines: [], cartDate: Date.now() };
        store.putCart(caller.key, next);
        return answer(cartAnswer(context, next), caller);
      }),
    ),

    http.get(
      `${v1}/checkout/payment/options`,
      route(({ request }) => {
        const caller = callerOf(context.identity, request);
        return answer(store.paymentOptions(), caller);
      }),
    ),

    http.get(
      `${v1}/entitlements`,
      route(({ request }) => {
        const caller = callerOf(context.identity, request);
        // A canceled subscription keeps its access until it terminates at the end of its term.
        const skus = caller.reader
          ? [
              ...new Set(
                store
                  .subscriptions(caller.key)
                  .filter((subscription) => subscription.status !== TERMINATED)
                  .map((subscription) => subscription.sku),
              ),
            ].map((sku) => ({ sku }))
          : [];
        return answer({ skus, edgescape: { country_code: store.country() } }, caller);
      }),
    ),
  ];
}
