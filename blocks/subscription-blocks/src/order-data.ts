/** The reader's order history (commerce-and-identity §3 "Order", §7, §9: pages of 10 from 0). */
import { finite, list, record, text } from "./read";
import type { SubscriptionSales } from "./sales-sdk";

export const ORDER_PAGE_SIZE = 10;

export interface OrderRow {
  orderNumber: string;
  orderDate: number | null;
  orderStatus: string;
  total: number | null;
  currency: string;
}

export interface OrderPage {
  start: number;
  /** Every order the reader has (Sales' maxResults), for paging. */
  count: number;
  orders: OrderRow[];
}

/** One page of the history, from `start`; orders without a number are left out. */
export async function loadOrderPage(sales: SubscriptionSales, start: number): Promise<OrderPage> {
  const answer = record(await sales.getOrderHistory(start, ORDER_PAGE_SIZE));
  const orders = list(answer.orders)
    .map(record)
    .map((order) => ({
      orderNumber: text(order.orderNumber),
      orderDate: finite(order.orderDate),
      orderStatus: text(order.orderStatus ?? order.status),
      total: finite(order.totalAmount ?? order.total),
      currency: text(order.currency),
    }))
    .filter((order) => order.orderNumber !== "");
  return { start, count: Math.max(finite(answer.maxResults) ?? 0, start + orders.length), orders };
}
