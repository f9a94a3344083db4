import { http, HttpResponse, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import type { Catalogue } from "./catalogue";
import { cycleAt } from "./pricing";
import type { PaymentInfo } from "./retail-types";
import { salesError } from "./sales-errors";

function wholeNumber(raw: string, name: string, min: number): number {
  const value = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min)) throw badParameter(name, `must be a whole number from ${min}, not "${raw}"`);
  return value;
}

/** Retail's public calls (spec §7): live offers by campaign, a price's cycle, a product. */
export function retailHandlers(origin: string, catalogue: Catalogue): RequestHandler[] {
  const v1 = `${origin}/retail/public/v1`;
  return [
    http.get(
      `${v1}/offer/live/:campaign`,
      route(({ params }) => {
        const campaign = pathParam(params, "campaign");
        const offer = catalogue.offer(campaign);
        if (!offer) throw salesError("campaignNotFound", `No live offer for campaign "${campaign}"`);
        return HttpResponse.json(offer);
      }),
    ),

    http.get(
      `${v1}/pricing/paymentInfo/:priceCode/:cycleIndex/:startDate`,
      route(({ params }) => {
        const priceCode = pathParam(params, "priceCode");
        const cycleIndex = wholeNumber(pathParam(params, "cycleIndex"), "cycleIndex", 1);
        const startDate = wholeNumber(pathParam(params, "startDate"), "startDate", 0);
        const found = catalogue.price(priceCode);
        if (!found) throw salesError("priceNotFound", `No price with the price code "${priceCode}"`);
        const cycle = cycleAt(found.strategy, cycleIndex, startDate);
        if (!cycle) throw salesError("cycleNotFound", `The price "${priceCode}" has no cycle ${cycleIndex}`);
        const answer: PaymentInfo = {
          price: cycle.amount,
          paymentDate: cycle.startsAt,
          pricingStrategy: found.strategy,
        };
        return HttpResponse.json(answer);
      }),
    ),

    http.get(
      `${v1}/product/:sku`,
      route(({ params }) => {
        const sku = pathParam(params, "sku");
        const product = catalogue.product(sku);
        if (!product) throw salesError("productNotFound", `No product with the SKU "${sku}"`);
        return HttpResponse.json(product);
      }),
    ),
  ];
}
