import fc from "fast-check";
import {
  PENDING_VALIDITY_MS,
  isFresh,
  latestPendingOrder,
  orderTime,
  resolveCartSource,
  type OrderSummary,
} from "./cart-resolution";

const now = Date.UTC(2026, 10, 25, 12);
const HOUR = 3_600_000;
const order = (orderNumber: string, orderStatus: string, hoursAgo: number): OrderSummary => ({
  orderNumber,
  orderStatus,
  orderDate: now - hoursAgo * HOUR,
});
const item = (hoursAgo: number) => ({ sku: "digital", priceCode: "MONTHLY", cartDate: now - hoursAgo * HOUR });

describe("the 2-day limit", () => {
  it("is 172800000 ms", () => {
    expect(PENDING_VALIDITY_MS).toBe(2 * 24 * HOUR);
  });

  it("is fresh strictly under 2 days, and in the future", () => {
    expect(isFresh(now - PENDING_VALIDITY_MS + 1, now)).toBe(true);
    expect(isFresh(now - PENDING_VALIDITY_MS, now)).toBe(false);
    expect(isFresh(now + HOUR, now)).toBe(true);
  });
});

describe("orderTime", () => {
  it.each([
    [1_700_000_000_000, 1_700_000_000_000],
    ["1700000000000", 1_700_000_000_000],
    ["2026-11-25T12:00:00Z", Date.UTC(2026, 10, 25, 12)],
    ["not a date", null],
    ["", null],
    [Number.NaN, null],
    [null, null],
  ])("%j is %j", (date, time) => {
    expect(orderTime(date)).toBe(time);
  });
});

describe("latestPendingOrder", () => {
  it("takes the latest Pending order when no Paid order is as recent", () => {
    expect(
      latestPendingOrder([order("A", "Pending", 30), order("B", "Pending", 3), order("C", "Paid", 40)], now),
    ).toEqual({ orderNumber: "B", orderDate: now - 3 * HOUR });
  });

  it("ignores it when a Paid order is as recent or more", () => {
    expect(latestPendingOrder([order("A", "Pending", 3), order("B", "Paid", 2)], now)).toBeNull();
    expect(latestPendingOrder([order("A", "Pending", 3), order("B", "Paid", 3)], now)).toBeNull();
  });

  it("ignores it when it is 2 days old or older", () => {
    expect(latestPendingOrder([order("A", "Pending", 48)], now)).toBeNull();
    expect(latestPendingOrder([order("A", "Pending", 47.9)], now)).not.toBeNull();
  });

  it("ignores orders without a readable date or number, and other statuses", () => {
    expect(latestPendingOrder([{ orderNumber: "A", orderStatus: "Pending", orderDate: "?" }], now)).toBeNull();
    expect(latestPendingOrder([order("", "Pending", 1)], now)).toBeNull();
    expect(latestPendingOrder([order("A", "Cancelled", 1)], now)).toBeNull();
    expect(latestPendingOrder(null, now)).toBeNull();
  });
});

describe("resolveCartSource", () => {
  it("resumes a PayPal return when a token and a stored order number are both there", () => {
    expect(
      resolveCartSource({
        payPalToken: "EC-1",
        storedOrderNumber: "ORD-9",
        cart: { items: [{}] },
        orders: [order("B", "Pending", 1)],
        pendingCartItem: item(0),
        now,
      }),
    ).toEqual({ source: "paypal-return", orderNumber: "ORD-9", payPalToken: "EC-1" });
  });

  it("goes on to the other rules with a token but no stored order (or the reverse)", () => {
    expect(resolveCartSource({ payPalToken: "EC-1", storedOrderNumber: null, cart: { items: [{}] }, now })).toEqual({
      source: "cart",
    });
    expect(resolveCartSource({ payPalToken: "", storedOrderNumber: "ORD-9", cart: { items: [{}] }, now })).toEqual({
      source: "cart",
    });
  });

  it("uses the cart when it has items, whatever else is stored", () => {
    expect(
      resolveCartSource({
        cart: { items: [{ sku: "x" }] },
        orders: [order("B", "Pending", 0)],
        pendingCartItem: item(0),
        now,
      }),
    ).toEqual({ source: "cart" });
  });

  it("uses the more recent of a fresh pending order and a fresh pending item", () => {
    const orders = [order("B", "Pending", 5)];
    expect(resolveCartSource({ cart: { items: [] }, orders, pendingCartItem: item(10), now })).toEqual({
      source: "pending-order",
      orderNumber: "B",
      orderDate: now - 5 * HOUR,
    });
    expect(resolveCartSource({ cart: { items: [] }, orders, pendingCartItem: item(1), now })).toEqual({
      source: "pending-cart-item",
      item: item(1),
    });
  });

  it("gives a tie to the order", () => {
    expect(resolveCartSource({ orders: [order("B", "Pending", 5)], pendingCartItem: item(5), now }).source).toBe(
      "pending-order",
    );
  });

  it("uses whichever is fresh when the other is stale", () => {
    expect(resolveCartSource({ orders: [order("B", "Pending", 1)], pendingCartItem: item(49), now }).source).toBe(
      "pending-order",
    );
    expect(resolveCartSource({ orders: [order("B", "Pending", 49)], pendingCartItem: item(47), now }).source).toBe(
      "pending-cart-item",
    );
  });

  it("gives nothing when all is empty or stale", () => {
    expect(resolveCartSource({ now })).toEqual({ source: "none" });
    expect(
      resolveCartSource({ cart: { items: [] }, orders: [order("B", "Pending", 48)], pendingCartItem: item(72), now }),
    ).toEqual({ source: "none" });
  });

  const hoursAgo = fc.double({ min: -24, max: 200, noNaN: true });
  const statuses = fc.constantFrom("Pending", "Paid", "Cancelled");

  it("never picks a stale or superseded source (1,000 runs)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ minLength: 1 }), statuses, hoursAgo), { maxLength: 6 }),
        fc.option(hoursAgo),
        (rows, itemAge) => {
          const orders = rows.map(([n, s, h]) => order(n, s, h));
          const pendingCartItem = itemAge === null ? null : item(itemAge);
          const result = resolveCartSource({ orders, pendingCartItem, now });
          if (result.source === "pending-order") {
            const paidNewer = orders.some((o) => o.orderStatus === "Paid" && Number(o.orderDate) >= result.orderDate);
            const stale = now - result.orderDate >= PENDING_VALIDITY_MS;
            const beaten =
              pendingCartItem !== null &&
              isFresh(pendingCartItem.cartDate, now) &&
              pendingCartItem.cartDate > result.orderDate;
            return !paidNewer && !stale && !beaten;
          }
          if (result.source === "pending-cart-item") {
            const order = latestPendingOrder(orders, now);
            return isFresh(result.item.cartDate, now) && (order === null || order.orderDate < result.item.cartDate);
          }
          if (result.source === "none") {
            return (
              latestPendingOrder(orders, now) === null &&
              (pendingCartItem === null || !isFresh(pendingCartItem.cartDate, now))
            );
          }
          return false; // no cart and no PayPal return were given
        },
      ),
      { numRuns: 1000 },
    );
  });
});
