import { http, type PathParams, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { readJson, stringField } from "../request-body";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, readerOf } from "./sales-request";
import { checkCheckoutCaptcha } from "./sales-rules";
import { CARD_INTENTS, type PaymentOption } from "./sales-types";
import { settlePayment } from "./settle-payment";

/** What the provider's intent or approval is filed under for an update: no order pays for it. */
export const updateReference = (paymentID: number): string => `payment-update-${paymentID}`;

/**
 * Replacing a stored payment method (spec §7): initialize asks the provider for a setup intent (nothing
 * charged) or a PayPal approval; finalize (or its 3-D Secure variant) checks it and swaps the stored method,
 * which every subscription it pays for then shows.
 */
export function paymentUpdateHandlers(context: SalesContext): RequestHandler[] {
  const { store, payments } = context;
  const base = `${context.origin}/sales/public/v1/paymentmethod/:paymentID/provider/:paymentMethodID`;

  const target = (request: Request, params: PathParams) => {
    const reader = readerOf(context.identity, request);
    const raw = pathParam(params, "paymentID");
    const stored = /^\d+$/.test(raw) ? store.paymentMethod(Number(raw)) : undefined;
    if (!stored || stored.owner !== reader.uuid) throw salesError("paymentMethodNotFound", `No payment "${raw}"`);
    const pm = pathParam(params, "paymentMethodID");
    const option: PaymentOption | undefined = store.paymentOptions().find((one) => String(one.paymentMethodID) === pm);
    if (!option) throw salesError("paymentMethodNotFound", `No payment method "${pm}"`);
    return { reader, stored, option };
  };

  const finalize = (captcha: boolean) =>
    route(async ({ request, params }) => {
      const { stored, option } = target(request, params);
      const body = await readJson(request);
      if (captcha) checkCheckoutCaptcha(store.config(), body["recaptcha-token"], context.spentCaptchaTokens);
      const update = store.paymentUpdate(stored.paymentMethodID, option.paymentMethodID);
      if (!update) throw salesError("paymentNotInitialized");
      const token = stringField(body, "token");
      if (token === undefined) throw badParameter("token", "is required");
      if (token !== update.token) throw salesError("paymentTokenInvalid");
      const settled = settlePayment(
        payments,
        option.paymentMethodType,
        token,
        updateReference(stored.paymentMethodID),
        stored.cardHolderName,
      );
      const method = store.replacePaymentMethod(stored.paymentMethodID, settled);
      store.endPaymentUpdate(update);
      // The update form treats any status but Paid as a failure (spec §4).
      return answer({
        status: "Paid",
        paymentProviderID: option.paymentMethodID,
        paymentMethodID: method.paymentMethodID,
        creditCardFirstSix: method.firstSix,
        creditCardLastFour: method.lastFour,
        creditCardTypeID: null,
        cardholderName: method.cardHolderName,
        expiration: method.expiration,
        token,
        redirectURL: null,
        identificationNumber: null,
      });
    });

  return [
    http.put(
      base,
      route(({ request, params }) => {
        const { stored, option } = target(request, params);
        const currency =
          store.subscriptions().find((one) => one.paymentMethodID === stored.paymentMethodID)?.currency ?? "USD";
        const input = { orderNumber: updateReference(stored.paymentMethodID), amount: 0, currency };
        if (option.paymentMethodType === CARD_INTENTS) {
          const intent = payments.createCardIntent(input);
          store.startPaymentUpdate({
            paymentID: stored.paymentMethodID,
            paymentMethodID: option.paymentMethodID,
            token: intent.id,
          });
          return answer({
            parameter1: intent.clientSecret,
            parameter2: payments.publishableKey,
            parameter3: null,
            parameter4: null,
          });
        }
        const returnUrl = request.headers.get("referer") ?? `${context.origin}/account/`;
        const approval = payments.createPayPalApproval({ ...input, returnUrl });
        store.startPaymentUpdate({
          paymentID: stored.paymentMethodID,
          paymentMethodID: option.paymentMethodID,
          token: approval.token,
        });
        return answer({
          parameter1: approval.approvalUrl,
          parameter2: approval.token,
          parameter3: null,
          parameter4: null,
        });
      }),
    ),
    http.put(`${base}/finalize`, finalize(true)),
    http.put(`${base}/finalize3ds`, finalize(false)),
  ];
}
