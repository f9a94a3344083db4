import { http, HttpResponse, type RequestHandler } from "msw";
import { pathParam, route } from "../handlers/route";
import type { BillingDetails, FakePaymentProvider, Result } from "./fake-payment-provider";
import type { CardIntent } from "./payment-provider";
import { objectField, textField } from "./read-body";
import { readJson } from "../request-body";
import type { StripeError } from "./stripe-errors";
import { intentObject, paymentMethodObject } from "./stripe-objects";

/** Where the fake plays Stripe's API; the Stripe.js stand-in calls it on the page's own origin. */
export const FAKE_STRIPE_PREFIX = "/__fake-stripe/";

/** Stripe answers a card's refusal with 402 and every other refusal with 400 (404 for a missing object). */
function errorAnswer(error: StripeError, intent?: CardIntent): Response {
  const status = error.type === "card_error" ? 402 : error.code === "resource_missing" ? 404 : 400;
  const attached = intent
    ? { [intent.kind === "payment" ? "payment_intent" : "setup_intent"]: intentObject(intent) }
    : {};
  return HttpResponse.json({ error: { ...error, ...attached } }, { status });
}

function intentAnswer(result: Result<CardIntent>): Response {
  return result.ok ? HttpResponse.json(intentObject(result.value)) : errorAnswer(result.error, result.intent);
}

/** A month or year as typed ("04", 2031) as a number; NaN when it is not one. */
function wholeNumber(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
}

export function stripeHandlers(origin: string, provider: FakePaymentProvider): RequestHandler[] {
  const v1 = `${origin}${FAKE_STRIPE_PREFIX}v1`;
  const retrieve = (kind: "payment_intents" | "setup_intents") =>
    http.get(
      `${v1}/${kind}/:id`,
      route(({ params, url }) => {
        const id = pathParam(params, "id");
        const secret = url.searchParams.get("client_secret") ?? "";
        const intent = provider.cardIntentBySecret(secret);
        if (!intent || intent.id !== id) {
          return errorAnswer({
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such ${kind === "payment_intents" ? "payment_intent" : "setup_intent"}: '${id}'`,
          });
        }
        return HttpResponse.json(intentObject(intent));
      }),
    );
  const confirm = (kind: "payment_intents" | "setup_intents") =>
    http.post(
      `${v1}/${kind}/:id/confirm`,
      route(async ({ params, request }) => {
        const body = await readJson(request);
        const secret = textField(body, "client_secret");
        // The id in the path must be the secret's, as Stripe checks.
        const id = pathParam(params, "id");
        const clientSecret = secret.startsWith(`${id}_secret_`) ? secret : `${id}_secret_invalid`;
        return intentAnswer(
          provider.confirmCardIntent({ clientSecret, paymentMethod: textField(body, "payment_method") }),
        );
      }),
    );
  return [
    http.post(
      `${v1}/payment_methods`,
      route(async ({ request }) => {
        const body = await readJson(request);
        const card = objectField(body, "card");
        const result = provider.createPaymentMethod({
          number: textField(card, "number"),
          expMonth: wholeNumber(card.exp_month),
          expYear: wholeNumber(card.exp_year),
          cvc: textField(card, "cvc"),
          billingDetails: objectField(body, "billing_details") as BillingDetails,
        });
        return result.ok ? HttpResponse.json(paymentMethodObject(result.value)) : errorAnswer(result.error);
      }),
    ),
    retrieve("payment_intents"),
    retrieve("setup_intents"),
    confirm("payment_intents"),
    confirm("setup_intents"),
    // What the 3-D Secure page's buttons do (in real life the card issuer's page, in an iframe).
    http.post(
      `${v1}/three_d_secure/authenticate`,
      route(async ({ request }) => {
        const body = await readJson(request);
        const outcome = textField(body, "outcome") === "fail" ? "fail" : "complete";
        return intentAnswer(provider.authenticate({ clientSecret: textField(body, "client_secret"), outcome }));
      }),
    ),
  ];
}
