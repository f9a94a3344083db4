import { http, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { readJson, stringField } from "../request-body";
import type { Reader } from "../identity/identity-types";
import { subscriptionDetail, subscriptionSummary } from "./sales-answers";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, readerOf } from "./sales-request";
import { readAddress } from "./sales-rules";
import { ACTIVE, CANCELED, TERMINATED, type Subscription, type SubscriptionStatus } from "./sales-types";

/** Spec §4: the statuses that display (and act) as Active. */
export const ACTIVE_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([1, 4, 6, 7]);

/** The reader's subscriptions, their details, cancel, rescue and the billing address (spec §7). */
export function subscriptionHandlers(context: SalesContext): RequestHandler[] {
  const { store } = context;
  const v1 = `${context.origin}/sales/public/v1`;

  const own = (reader: Reader, raw: string): Subscription => {
    const subscription = /^\d+$/.test(raw) ? store.subscription(Number(raw)) : undefined;
    if (!subscription || subscription.owner !== reader.uuid) {
      throw salesError("subscriptionNotFound", `No subscription "${raw}"`);
    }
    return subscription;
  };

  return [
    http.get(
      `${v1}/subscription/all`,
      route(({ request }) => {
        const reader = readerOf(context.identity, request);
        return answer(store.subscriptions(reader.uuid).map((one) => subscriptionSummary(context, one)));
      }),
    ),

    http.get(
      `${v1}/subscription/allactive`,
      route(({ request }) => {
        const reader = readerOf(context.identity, request);
        // Canceled stays listed: the reader keeps access until the term ends and may still rescue it.
        return answer(
          store
            .subscriptions(reader.uuid)
            .filter((one) => one.status !== TERMINATED)
            .map((one) => subscriptionSummary(context, one)),
        );
      }),
    ),

    http.put(
      `${v1}/subscription/address`,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const body = await readJson(request);
        const subscription = own(reader, String(body.subscriptionID ?? ""));
        subscription.billingAddress = readAddress(body.billingAddress);
        return answer(subscription.billingAddress);
      }),
    ),

    http.get(
      `${v1}/subscription/:id/details`,
      route(({ request, params }) => {
        const reader = readerOf(context.identity, request);
        return answer(subscriptionDetail(context, own(reader, pathParam(params, "id"))));
      }),
    ),

    http.put(
      `${v1}/subscription/:id/cancel`,
      route(async ({ request, params }) => {
        const reader = readerOf(context.identity, request);
        const subscription = own(reader, pathParam(params, "id"));
        const body = await readJson(request);
        if (!ACTIVE_STATUSES.has(subscription.status)) {
          throw salesError("invalidStatus", "Only an active subscription can be canceled");
        }
        const reasonCode = stringField(body, "reasonCode");
        if (reasonCode !== undefined && !store.config().cancelReasons.some((one) => one.reasonCode === reasonCode)) {
          throw badParameter("reasonCode", "must be one of the config's cancelReasons");
        }
        subscription.status = CANCELED;
        subscription.events.push({
          eventType: "CANCEL_SUBSCRIPTION",
          eventDateUTC: Date.now(),
          details: stringField(body, "reason") ?? reasonCode ?? null,
        });
        return answer({ subscriptionID: subscription.subscriptionID });
      }),
    ),

    http.put(
      `${v1}/subscription/:id/rescue`,
      route(({ request, params }) => {
        const reader = readerOf(context.identity, request);
        const subscription = own(reader, pathParam(params, "id"));
        if (subscription.status !== CANCELED) {
          throw salesError("invalidStatus", "Only a canceled subscription can be rescued");
        }
        subscription.status = ACTIVE;
        return answer({ subscriptionID: subscription.subscriptionID });
      }),
    ),
  ];
}
