import { http, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { readJson, stringField } from "../request-body";
import { priceLines } from "./cart-pricing";
import { completeOrder } from "./checkout";
import { orderAnswer } from "./sales-answers";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, callerOf, readerOf, type Caller } from "./sales-request";
import { checkCheckoutCaptcha, readAddress } from "./sales-rules";
import { CARD_INTENTS, type Order, type PaymentOption } from "./sales-types";
import { settlePayment } from "./settle-payment";

/** The currencies PayPal is offered in (spec §5). */
export const PAYPAL_CURRENCIES: ReadonlySet<string> = new Set(["BRL", "CAD", "EUR", "JPY", "MXN", "NZD", "GBP", "USD"]);

const text = (body: Record<string, unknown>, name: string): string | null => stringField(body, name) ?? null;

/** Create order, payment options, initialize and finalize payment (spec §7, §4 "Payment flow"). */
export function checkoutHandlers(context: SalesContext): RequestHandler[] {
  const { store, payments } = context;
  const v1 = `${context.origin}/sales/public/v1`;

  const ownOrder = (caller: Caller, orderNumber: string): Order => {
    const order = store.order(orderNumber);
    if (!order || order.owner !== caller.key) throw salesError("orderNotFound", `No order "${orderNumber}"`);
    return order;
  };
  const option = (raw: string): PaymentOption => {
    const found = store.paymentOptions().find((one) => String(one.paymentMethodID) === raw);
    if (!found) throw salesError("paymentMethodNotFound", `No payment method "${raw}"`);
    return found;
  };

  /** Finalize and its 3-D Secure variant: counted per order before anything is checked, so double submits show. */
  const finalize = (captcha: boolean) =>
    route(async ({ request, params }) => {
      const orderNumber = pathParam(params, "orderNumber");
      store.countFinalize(orderNumber);
      const caller = callerOf(context.identity, request);
      const body = await readJson(request);
      if (captcha) checkCheckoutCaptcha(store.config(), body["recaptcha-token"], context.spentCaptchaTokens);
      const order = ownOrder(caller, orderNumber);
      if (order.status === "Paid") throw salesError("orderAlreadyPaid", `The order "${orderNumber}" is already paid`);
      const chosen = option(pathParam(params, "paymentMethodID"));
      const token = stringField(body, "token");
      if (token === undefined) throw badParameter("token", "is required");
      const attempt = order.attempts.find(
        (one) => one.paymentMethodID === chosen.paymentMethodID && one.token === token,
      );
      if (!attempt) {
        if (!order.attempts.some((one) => one.paymentMethodID === chosen.paymentMethodID)) {
          throw salesError("paymentNotInitialized");
        }
        throw salesError("paymentTokenInvalid");
      }
      const holder = [order.firstName, order.lastName].filter(Boolean).join(" ");
      const method = settlePayment(payments, attempt.paymentMethodType, token, order.orderNumber, holder || null);
      return answer(orderAnswer(context, completeOrder(context, order, method)), caller);
    });

  return [
    http.post(
      `${v1}/checkout/order`,
      route(async ({ request }) => {
        const caller = callerOf(context.identity, request);
        const body = await readJson(request);
        checkCheckoutCaptcha(store.config(), body["recaptcha-token"], context.spentCaptchaTokens);
        const billingAddress = readAddress(body.billingAddress);
        const cart = store.cart(caller.key);
        if (cart.lines.length === 0) throw salesError("cartEmpty");
        const priced = priceLines(context.catalogue, cart.lines, billingAddress);
        const order = store.addOrder({
          orderNumber: store.nextOrderNumber(),
          owner: caller.key,
          email: text(body, "email") ?? caller.reader?.email ?? null,
          phone: text(body, "phone"),
          firstName: text(body, "firstName") ?? caller.reader?.firstName ?? null,
          lastName: text(body, "lastName") ?? caller.reader?.lastName ?? null,
          secondLastName: text(body, "secondLastName"),
          status: "Pending",
          ...priced,
          billingAddress,
          orderDate: Date.now(),
          attempts: [],
          subscriptionIDs: [],
        });
        // The cart keeps its items (re-added if the reader edits the address); it now also knows the tax.
        store.putCart(caller.key, { ...cart, billingAddress });
        return answer(orderAnswer(context, order), caller);
      }),
    ),

    // The signed-in reader's billing addresses, each once, the latest used first (sdk-sales getAddresses).
    http.get(
      `${v1}/checkout/addresses`,
      route(({ request }) => {
        const reader = readerOf(context.identity, request);
        const seen = new Set<string>();
        const addresses = store
          .orders(reader.uuid)
          .sort((a, b) => b.orderDate - a.orderDate || b.orderNumber.localeCompare(a.orderNumber))
          .map((order) => order.billingAddress)
          .filter((address) => {
            const key = JSON.stringify([
              address.line1,
              address.line2,
              address.locality,
              address.region,
              address.postal,
              address.country,
            ]);
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          });
        return answer(addresses);
      }),
    ),

    http.get(
      `${v1}/checkout/order/:orderNumber/payment/:paymentMethodID`,
      route(({ request, params }) => {
        const caller = callerOf(context.identity, request);
        const order = ownOrder(caller, pathParam(params, "orderNumber"));
        if (order.status === "Paid")
          throw salesError("orderAlreadyPaid", `The order "${order.orderNumber}" is already paid`);
        const chosen = option(pathParam(params, "paymentMethodID"));
        const input = { orderNumber: order.orderNumber, amount: order.total, currency: order.currency };
        if (chosen.paymentMethodType === CARD_INTENTS) {
          const intent = payments.createCardIntent(input);
          order.attempts.push({ ...chosen, token: intent.id });
          return answer(
            {
              orderNumber: order.orderNumber,
              parameter1: intent.clientSecret,
              parameter2: payments.publishableKey,
              parameter3: null,
              parameter4: null,
            },
            caller,
          );
        }
        // Spec §5: PayPal takes only a total above zero in one of its currencies.
        if (order.total <= 0 || !PAYPAL_CURRENCIES.has(order.currency)) throw salesError("payPalUnavailable");
        // PayPal sends the reader back to the page that started the payment, with ?token=.
        const returnUrl = request.headers.get("referer") ?? `${context.origin}/checkout/`;
        const approval = payments.createPayPalApproval({ ...input, returnUrl });
        order.attempts.push({ ...chosen, token: approval.token });
        return answer(
          {
            orderNumber: order.orderNumber,
            parameter1: approval.approvalUrl,
            parameter2: approval.token,
            parameter3: null,
            parameter4: null,
          },
          caller,
        );
      }),
    ),

    http.put(`${v1}/checkout/order/:orderNumber/payment/:paymentMethodID`, finalize(true)),
    http.put(`${v1}/checkout/3ds/order/:orderNumber/payment/:paymentMethodID`, finalize(false)),
  ];
}
