import { http, type RequestHandler } from "msw";
import { pathParam, route } from "../handlers/route";
import { integerParam, optionalParam } from "../params";
import { badParameter } from "../fake-arc-error";
import { historyEntry, orderAnswer } from "./sales-answers";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, callerOf, readerOf } from "./sales-request";

/** Spec §9: the history's first page is 10 orders from 0. */
export const ORDER_PAGE_SIZE = 10;
const ORDER_STATUSES = new Set(["Paid", "Pending", "PartiallyPaid", "Cancelled"]);

/** Order detail and the reader's order history (spec §7). */
export function orderHandlers(context: SalesContext): RequestHandler[] {
  const { store } = context;
  const v1 = `${context.origin}/sales/public/v1`;
  return [
    http.get(
      `${v1}/order/detail/:orderNumber`,
      route(({ request, params }) => {
        const caller = callerOf(context.identity, request);
        const orderNumber = pathParam(params, "orderNumber");
        const order = store.order(orderNumber);
        if (!order || order.owner !== caller.key) throw salesError("orderNotFound", `No order "${orderNumber}"`);
        return answer(orderAnswer(context, order), caller);
      }),
    ),

    http.get(
      `${v1}/order/history`,
      route(({ request, url }) => {
        const reader = readerOf(context.identity, request);
        const pageSize = integerParam(url, "pageSize", { fallback: ORDER_PAGE_SIZE, min: 1, max: 100 });
        const start = integerParam(url, "start", { fallback: 0, min: 0, max: 100_000 });
        const status = optionalParam(url, "status");
        if (status !== undefined && !ORDER_STATUSES.has(status)) {
          throw badParameter("status", "must be Paid, Pending, PartiallyPaid or Cancelled");
        }
        const orders = store
          .orders(reader.uuid)
          .filter((order) => status === undefined || order.status === status)
          .sort((a, b) => b.orderDate - a.orderDate || b.orderNumber.localeCompare(a.orderNumber));
        return answer({
          start,
          pageSize,
          maxResults: orders.length,
          orders: orders.slice(start, start + pageSize).map(historyEntry),
        });
      }),
    ),
  ];
}
