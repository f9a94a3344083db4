import { http, HttpResponse, type RequestHandler } from "msw";
import { badParameter, notFoundError } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import type { FakePaymentProvider } from "./fake-payment-provider";
import { textField } from "./read-body";
import { readJson } from "../request-body";

function amountField(body: Record<string, unknown>): number {
  const value = body.amount;
  if (typeof value !== "number" || !Number.isFinite(value)) throw badParameter("amount", "must be a number");
  return value;
}

/**
 * The provider over HTTP for browser tests against the preview, in place of the Sales calls that will make
 * intents: `POST /__fake-arc/payments` with `{ "action": "createCardIntent" | "createPayPalApproval", … }`
 * (the method's input by name); `GET /__fake-arc/payments` lists everything, `…/intents/:id` reads one.
 */
export function paymentControlHandlers(origin: string, provider: FakePaymentProvider): RequestHandler[] {
  const base = `${origin}/__fake-arc/payments`;
  return [
    http.get(
      base,
      route(() =>
        HttpResponse.json({
          publishableKey: provider.publishableKey,
          intents: provider.cardIntents(),
          approvals: provider.payPalApprovals(),
        }),
      ),
    ),
    http.get(
      `${base}/intents/:id`,
      route(({ params }) => {
        const id = pathParam(params, "id");
        const intent = provider.cardIntent(id);
        if (!intent) throw notFoundError(`No card intent "${id}"`);
        return HttpResponse.json(intent);
      }),
    ),
    http.post(
      base,
      route(async ({ request }) => {
        const body = await readJson(request);
        const orderNumber = textField(body, "orderNumber") || "ORD-TEST";
        const currency = textField(body, "currency") || "USD";
        switch (body.action) {
          case "createCardIntent":
            return HttpResponse.json(provider.createCardIntent({ orderNumber, amount: amountField(body), currency }));
          case "createPayPalApproval": {
            const returnUrl = textField(body, "returnUrl");
            if (!returnUrl) throw badParameter("returnUrl", "is required");
            return HttpResponse.json(
              provider.createPayPalApproval({ orderNumber, amount: amountField(body), currency, returnUrl }),
            );
          }
          default:
            throw badParameter("action", "must be createCardIntent or createPayPalApproval");
        }
      }),
    ),
  ];
}
