import { http, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { route } from "../handlers/route";
import { readJson, stringField } from "../request-body";
import { cents, cycleAt, DAY_MS, cycleDays } from "./pricing";
import type { ChangeSession } from "./redeem-store";
import { subscriptionSummary } from "./sales-answers";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, readerOf } from "./sales-request";
import { ACTIVE_STATUSES } from "./subscription-handlers";

const PRODUCT_CHANGES = new Set(["NOW", "END_OF_CURRENT_TERM"]);
const CURRENT_TERMS = new Set(["ENDS", "CONTINUES"]);

/**
 * Upgrade and downgrade (spec §7): POST proposes the change (refund of the unused term, the new charge, the
 * next event) under a session id; PUT with that id makes it. A change NOW restarts the subscription on the new
 * price; one at the end of the term is kept until then.
 */
export function changeHandlers(context: SalesContext): RequestHandler[] {
  const { store, catalogue, redeem } = context;
  const url = `${context.origin}/sales/public/v1/subscription/upgradedowngrade`;
  return [
    http.post(
      url,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const body = await readJson(request);
        const subscription =
          typeof body.subscriptionId === "number" ? store.subscription(body.subscriptionId) : undefined;
        if (!subscription || subscription.owner !== reader.uuid) throw salesError("subscriptionNotFound");
        if (!ACTIVE_STATUSES.has(subscription.status)) {
          throw salesError("invalidStatus", "Only an active subscription can change its price");
        }
        const newPriceCode = stringField(body, "newPriceCode") ?? "";
        const proposed = catalogue.price(newPriceCode);
        if (!proposed) throw salesError("priceNotFound", `No price with the price code "${newPriceCode}"`);
        if (newPriceCode === subscription.priceCode) throw badParameter("newPriceCode", "must be another price");
        if (proposed.strategy.currencyCode !== subscription.currency) throw salesError("currencyMismatch");
        const productChanges = stringField(body, "productChanges") ?? "";
        const currentTerm = stringField(body, "currentTerm") ?? "";
        if (!PRODUCT_CHANGES.has(productChanges))
          throw badParameter("productChanges", "must be NOW or END_OF_CURRENT_TERM");
        if (!CURRENT_TERMS.has(currentTerm)) throw badParameter("currentTerm", "must be ENDS or CONTINUES");

        const current = catalogue.price(subscription.priceCode)?.strategy;
        const cycle = current && cycleAt(current, subscription.currentRetailCycleIDX, subscription.startedAt);
        const termStarted = cycle?.startsAt ?? subscription.startedAt;
        const termEnds = subscription.nextEventDateUTC;
        const termAmount = cycle?.amount ?? 0;
        const now = Date.now();
        const firstRate = proposed.strategy.rates[0];
        const charge = Number(firstRate?.amount ?? 0);
        const immediately = productChanges === "NOW";
        // Refund the unused part of the term when the reader gives it up now.
        const unused = Math.max(0, termEnds - now) / Math.max(1, termEnds - termStarted);
        const refund = immediately && currentTerm === "ENDS" ? cents(termAmount * unused) : 0;
        const nextEvent = immediately ? now + (firstRate ? cycleDays(firstRate) * DAY_MS : 0) : termEnds;
        const session: ChangeSession = {
          sessionId: redeem.code("CHG"),
          owner: reader.uuid,
          subscriptionID: subscription.subscriptionID,
          newPriceCode,
          productChanges: immediately ? "NOW" : "END_OF_CURRENT_TERM",
          currentTerm: currentTerm === "ENDS" ? "ENDS" : "CONTINUES",
          proposedNextEventDate: nextEvent,
        };
        redeem.sessions.push(session);
        return answer({
          subscriptionId: subscription.subscriptionID,
          currentSKU: subscription.sku,
          currentPriceCode: subscription.priceCode,
          currentTermStarted: termStarted,
          currentTermEnds: termEnds,
          proposedRefundAmount: refund,
          currency: subscription.currency,
          currentTermTotalAmount: termAmount,
          proposedSKU: proposed.product.sku,
          proposedPriceCode: newPriceCode,
          proposedNextEventDate: nextEvent,
          proposedCharge: charge,
          sessionId: session.sessionId,
        });
      }),
    ),

    http.put(
      url,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const sessionId = stringField(await readJson(request), "sessionId");
        const session = redeem.sessions.find((one) => one.sessionId === sessionId && one.owner === reader.uuid);
        const subscription = session && store.subscription(session.subscriptionID);
        const proposed = session && catalogue.price(session.newPriceCode);
        if (!session || !subscription || !proposed) throw salesError("redeemCodeInvalid", "No such change session");
        redeem.sessions = redeem.sessions.filter((one) => one !== session);
        if (session.productChanges === "NOW") {
          Object.assign(subscription, {
            priceCode: session.newPriceCode,
            sku: proposed.product.sku,
            productName: proposed.product.name,
            rates: proposed.strategy.rates,
            startedAt: Date.now(),
            currentRetailCycleIDX: 1,
            nextEventDateUTC: session.proposedNextEventDate,
          });
        } else {
          subscription.scheduledPriceCode = session.newPriceCode;
        }
        return answer({ ...subscriptionSummary(context, subscription), priceCode: subscription.priceCode });
      }),
    ),
  ];
}
