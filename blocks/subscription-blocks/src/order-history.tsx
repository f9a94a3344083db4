import { useState } from "react";
import { Button, DateTime, Heading } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { DEFAULT_LOGIN_URL, formatPrice } from "@broadsheet/arc-client";
import { LoadError } from "./load-error";
import { loadOrderPage, ORDER_PAGE_SIZE, type OrderPage } from "./order-data";
import { Panel } from "./panel.styles";
import { SAMPLE_ORDERS } from "./sample";
import { useLoad } from "./use-load";
import { useReader } from "./use-reader";

const fields = defineFields({
  loginURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
});

/** The statuses Sales names (§3, and the history's filter values); another shows as Sales words it. */
const STATUS_PHRASES: Readonly<Record<string, string>> = {
  Paid: "subscription-blocks.order-paid",
  Pending: "subscription-blocks.order-pending",
  PartiallyPaid: "subscription-blocks.order-partially-paid",
  Cancelled: "subscription-blocks.order-cancelled",
};

/**
 * The reader's orders (commerce-and-identity §7 order history, §9 page size 10 from 0): number, date, status and
 * total in its currency, ten at a time with previous and next. Signed-out visitors go to log in; the editor
 * shows sample orders.
 */
export const OrderHistory = defineBlock({
  name: "order-history",
  kind: "feature",
  label: "Order history",
  description: "The reader's orders, ten at a time.",
  // Below the subscriptions on an account page: loaded when the reader gets to it.
  hydration: "visible",
  fields,
  render: function OrderHistoryView({ customFields }) {
    const phrases = usePhrases();
    const t = phrases.t.bind(phrases);
    const reader = useReader(customFields.loginURL);
    const [start, setStart] = useState(0);
    const { loaded, reload } = useLoad(`orders from ${start}`, reader.signedIn, async () =>
      loadOrderPage(await reader.sales(), start),
    );
    const page: OrderPage | null = reader.isAdmin ? SAMPLE_ORDERS : loaded.data;
    const loading = !reader.isAdmin && loaded.status === "loading";
    const title = <Heading className="b-subscriptions__title">{t("subscription-blocks.orders-title")}</Heading>;

    if (page === null) {
      return (
        <Panel className="b-subscriptions b-subscriptions--orders" aria-busy={loaded.status !== "error"}>
          {title}
          {loaded.status === "error" ? (
            <LoadError message={t("subscription-blocks.orders-error")} onRetry={reload} />
          ) : null}
        </Panel>
      );
    }

    const go = (next: number) => {
      if (reader.isAdmin || loading) return;
      // The page shown stays until the next one arrives (the buttons wait meanwhile).
      setStart(next);
      reload();
    };
    const first = page.orders.length > 0 ? page.start + 1 : 0;
    const last = page.start + page.orders.length;
    return (
      <Panel className="b-subscriptions b-subscriptions--orders" aria-busy={loading}>
        {title}
        {loaded.status === "error" && !reader.isAdmin ? (
          <LoadError message={t("subscription-blocks.orders-error")} onRetry={reload} />
        ) : null}
        {page.orders.length === 0 ? (
          <p className="b-subscriptions__empty">{t("subscription-blocks.orders-none")}</p>
        ) : (
          <table className="b-subscriptions__table">
            <caption>{t("subscription-blocks.orders-range", { first, last, count: page.count })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("subscription-blocks.order-number")}</th>
                <th scope="col">{t("subscription-blocks.order-date")}</th>
                <th scope="col">{t("subscription-blocks.order-status")}</th>
                <th scope="col">{t("subscription-blocks.order-total")}</th>
              </tr>
            </thead>
            <tbody>
              {page.orders.map((order) => {
                const phrase = STATUS_PHRASES[order.orderStatus];
                return (
                  <tr key={order.orderNumber}>
                    <th scope="row" className="b-subscriptions__code">
                      {order.orderNumber}
                    </th>
                    <td>{order.orderDate === null ? null : <DateTime date={order.orderDate} />}</td>
                    <td>{phrase ? t(phrase) : order.orderStatus}</td>
                    <td className="b-subscriptions__number">
                      {formatPrice(order.total, order.currency, reader.locale)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {page.count > ORDER_PAGE_SIZE ? (
          <nav className="b-subscriptions__actions" aria-label={t("subscription-blocks.orders-pages")}>
            <Button
              disabled={loading || page.start === 0}
              onClick={() => go(Math.max(0, page.start - ORDER_PAGE_SIZE))}
            >
              {t("subscription-blocks.orders-previous")}
            </Button>
            <Button disabled={loading || last >= page.count} onClick={() => go(page.start + ORDER_PAGE_SIZE)}>
              {t("subscription-blocks.orders-next")}
            </Button>
          </nav>
        ) : null}
      </Panel>
    );
  },
});

export type OrderHistoryFields = CustomFieldsOf<typeof OrderHistory>;
