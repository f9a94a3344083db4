import { http, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { route } from "../handlers/route";
import { readJson } from "../request-body";
import { startSubscription } from "./checkout";
import { subscriptionSummary } from "./sales-answers";
import type { SalesContext } from "./sales-context";
import { answer, readerOf } from "./sales-request";

export const SWG_PARTNER = "SwG";

/**
 * Google's purchase token from a Subscribe with Google answer: top level, or inside `purchaseData.raw` (the
 * JSON string Google signs).
 */
function purchaseToken(body: Record<string, unknown>): string | undefined {
  if (typeof body.purchaseToken === "string" && body.purchaseToken !== "") return body.purchaseToken;
  const data = body.purchaseData;
  const raw = typeof data === "object" && data !== null ? (data as Record<string, unknown>).raw : undefined;
  if (typeof raw !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const token =
      typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>).purchaseToken : undefined;
    return typeof token === "string" && token !== "" ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Subscribe with Google (spec §7): a purchase made on Google links to the signed-in reader as a subscription
 * to the offer's SwG product; loginexists says whether a purchase is linked to an account yet.
 */
export function swgHandlers(context: SalesContext): RequestHandler[] {
  const { store, catalogue, redeem } = context;
  const v1 = `${context.origin}/sales/public/v1/swg`;
  return [
    http.post(
      `${v1}/purchase`,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const token = purchaseToken(await readJson(request));
        if (token === undefined) throw badParameter("purchaseData", "must carry Google's purchaseToken");
        const linked = redeem.swgPurchases.get(token);
        if (linked !== undefined) {
          const existing = store.subscriptions().find((one) => one.orderNumber === `swg:${token}`);
          if (linked !== reader.uuid || !existing) throw badParameter("purchaseData", "is linked to another account");
          return answer(subscriptionSummary(context, existing));
        }
        const product = catalogue.swgProduct();
        const priceCode = product?.pricingStrategies[0]?.priceCode;
        if (!priceCode) throw badParameter("purchaseData", "names no product sold through Google");
        const method = store.addPaymentMethod(reader.uuid, {
          paymentPartner: SWG_PARTNER,
          creditCardType: null,
          firstSix: null,
          lastFour: null,
          expiration: null,
          cardHolderName: null,
        });
        const subscription = startSubscription(context, {
          owner: reader.uuid,
          priceCode,
          billingAddress: { line1: "", locality: "", region: "", postal: "", country: "" },
          paymentMethodID: method.paymentMethodID,
          orderNumber: `swg:${token}`,
        });
        redeem.swgPurchases.set(token, reader.uuid);
        return answer(subscriptionSummary(context, subscription));
      }),
    ),

    http.post(
      `${v1}/loginexists`,
      route(async ({ request }) => {
        const token = purchaseToken(await readJson(request));
        if (token === undefined) throw badParameter("purchaseData", "must carry Google's purchaseToken");
        // findOrCreate would make an account for a new Google subscriber; the fake only finds.
        return answer({ exists: redeem.swgPurchases.has(token) });
      }),
    ),
  ];
}
