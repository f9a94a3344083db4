import { http, type PathParams, type RequestHandler } from "msw";
import { badParameter } from "../fake-arc-error";
import { pathParam, route } from "../handlers/route";
import { checkEmail } from "../identity/identity-rules";
import { readJson, stringField } from "../request-body";
import type { Reader } from "../identity/identity-types";
import { startSubscription } from "./checkout";
import type { SalesContext } from "./sales-context";
import { salesError } from "./sales-errors";
import { answer, readerOf } from "./sales-request";
import { ACTIVE_STATUSES } from "./subscription-handlers";
import { TERMINATED, type Address, type Subscription } from "./sales-types";

/** The payment partners of subscriptions nobody paid for by card (spec §4 leaves them out of the lists). */
export const SHARING_PARTNER = "Sharing";
export const GIFT_PARTNER = "Gift";
export const ENTERPRISE_PARTNER = "EmailGroupSubPaymentProvider";

/**
 * Sharing with associates, gifts and enterprise nonces (spec §7): each hands a code to another reader, whose
 * redeeming it starts a subscription of their own, paid by nobody (its partner says how it came).
 */
export function redeemHandlers(context: SalesContext): RequestHandler[] {
  const { store, catalogue, redeem } = context;
  const v1 = `${context.origin}/sales/public/v1`;

  const own = (reader: Reader, params: PathParams): Subscription => {
    const raw = pathParam(params, "id");
    const subscription = /^\d+$/.test(raw) ? store.subscription(Number(raw)) : undefined;
    if (!subscription || subscription.owner !== reader.uuid) {
      throw salesError("subscriptionNotFound", `No subscription "${raw}"`);
    }
    return subscription;
  };
  const sharesAllowed = (subscription: Subscription): number =>
    catalogue.product(subscription.sku)?.maxSubscriptionAssociations ?? 0;
  const liveAssociates = (parentID: number) =>
    redeem.invitations.filter((invitation) => {
      if (invitation.parentID !== parentID) return false;
      const associate =
        invitation.subscriptionID === undefined ? undefined : store.subscription(invitation.subscriptionID);
      return !associate || associate.status !== TERMINATED;
    });
  const redeemFor = (
    reader: Reader,
    partner: string,
    priceCode: string,
    address: Address,
    extra: { sharedFrom?: number; subscriptionID?: number } = {},
  ) => {
    const method = store.addPaymentMethod(reader.uuid, {
      paymentPartner: partner,
      creditCardType: null,
      firstSix: null,
      lastFour: null,
      expiration: null,
      cardHolderName: null,
    });
    return startSubscription(context, {
      owner: reader.uuid,
      priceCode,
      billingAddress: address,
      paymentMethodID: method.paymentMethodID,
      orderNumber: "",
      ...extra,
    });
  };
  const token = async (request: Request): Promise<string> => {
    const value = stringField(await readJson(request), "token");
    if (value === undefined) throw badParameter("token", "is required");
    return value;
  };

  return [
    http.get(
      `${v1}/subscription/:id/sharing`,
      route(({ request, params }) => {
        const subscription = own(readerOf(context.identity, request), params);
        return answer({
          numSharesAllowed: sharesAllowed(subscription),
          sharedSubscriptions: liveAssociates(subscription.subscriptionID)
            .filter((invitation) => invitation.subscriptionID !== undefined)
            .map((invitation) => ({ email: invitation.email, subscriptionID: invitation.subscriptionID })),
        });
      }),
    ),

    http.put(
      `${v1}/subscription/:id/share`,
      route(async ({ request, params }) => {
        const reader = readerOf(context.identity, request);
        const subscription = own(reader, params);
        const email = checkEmail((await readJson(request)).email);
        if (!ACTIVE_STATUSES.has(subscription.status)) {
          throw salesError("invalidStatus", "Only an active subscription can be shared");
        }
        if (email.toLowerCase() === reader.email.toLowerCase()) throw badParameter("email", "must be someone else's");
        // Open invitations count against the limit, as redeemed ones do.
        if (liveAssociates(subscription.subscriptionID).length >= sharesAllowed(subscription)) {
          throw salesError("shareLimitReached");
        }
        const invitation = { redeemCode: redeem.code("SHARE"), parentID: subscription.subscriptionID, email };
        redeem.invitations.push(invitation);
        return answer({ redeemCode: invitation.redeemCode });
      }),
    ),

    http.put(
      `${v1}/subscription/:id/stopshare`,
      route(({ request, params }) => {
        const reader = readerOf(context.identity, request);
        const raw = pathParam(params, "id");
        const associate = /^\d+$/.test(raw) ? store.subscription(Number(raw)) : undefined;
        const parent = associate?.sharedFrom === undefined ? undefined : store.subscription(associate.sharedFrom);
        // The owner ends an associate's access, or the associate leaves.
        if (!associate || !parent || (parent.owner !== reader.uuid && associate.owner !== reader.uuid)) {
          throw salesError("subscriptionNotFound", `No shared subscription "${raw}"`);
        }
        associate.status = TERMINATED;
        associate.events.push({
          eventType: "TERMINATE_SUBSCRIPTION",
          eventDateUTC: Date.now(),
          details: "Sharing stopped",
        });
        return answer({ subscriptionID: associate.subscriptionID });
      }),
    ),

    http.post(
      `${v1}/subscription/redeem`,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const code = await token(request);
        const invitation = redeem.invitations.find(
          (one) => one.redeemCode === code && one.subscriptionID === undefined,
        );
        const parent = invitation && store.subscription(invitation.parentID);
        if (!invitation || !parent || !ACTIVE_STATUSES.has(parent.status)) throw salesError("redeemCodeInvalid");
        if (invitation.email.toLowerCase() !== reader.email.toLowerCase()) throw salesError("redeemEmailMismatch");
        const subscription = redeemFor(reader, SHARING_PARTNER, parent.priceCode, parent.billingAddress, {
          sharedFrom: parent.subscriptionID,
        });
        invitation.subscriptionID = subscription.subscriptionID;
        return answer({ subscriptionID: subscription.subscriptionID });
      }),
    ),

    http.put(
      `${v1}/subscription/gift/:redeemCode`,
      route(async ({ request, params }) => {
        const reader = readerOf(context.identity, request);
        const code = pathParam(params, "redeemCode");
        const gift = redeem.gifts.find((one) => one.redeemCode === code && one.buyer === reader.uuid);
        if (!gift) throw salesError("redeemCodeInvalid");
        if (gift.redeemed) throw salesError("redeemCodeInvalid", "The gift was already redeemed");
        const body = await readJson(request);
        const name = stringField(body, "name");
        if (name === undefined) throw badParameter("name", "is required");
        const note = stringField(body, "note");
        const sendNotificationOn = stringField(body, "sendNotificationOn");
        gift.recipient = {
          email: checkEmail(body.email),
          name,
          ...(note === undefined ? {} : { note }),
          ...(sendNotificationOn === undefined ? {} : { sendNotificationOn }),
        };
        return answer({ subscriptionID: gift.subscriptionID, redeemCode: gift.redeemCode, ...gift.recipient });
      }),
    ),

    http.post(
      `${v1}/subscription/gift/redeem`,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const code = await token(request);
        const gift = redeem.gifts.find((one) => one.redeemCode === code && !one.redeemed);
        if (!gift) throw salesError("redeemCodeInvalid");
        const order = store.order(gift.orderNumber);
        gift.redeemed = true;
        const subscription = redeemFor(reader, GIFT_PARTNER, gift.priceCode, order?.billingAddress ?? emptyAddress(), {
          subscriptionID: gift.subscriptionID,
        });
        return answer({ subscriptionID: subscription.subscriptionID });
      }),
    ),

    http.post(
      `${context.origin}/sales/public/v2/subscriptions/enterprise`,
      route(async ({ request }) => {
        const reader = readerOf(context.identity, request);
        const body = await readJson(request);
        const value = stringField(body, "nonce");
        if (value === undefined) throw badParameter("nonce", "is required");
        const nonce = redeem.nonces.find((one) => one.nonce === value);
        if (!nonce) throw salesError("redeemCodeInvalid");
        if (nonce.used) throw salesError("redeemCodeUsed");
        if (nonce.expiresAt !== undefined && nonce.expiresAt <= Date.now()) throw salesError("redeemCodeExpired");
        nonce.used = true;
        const subscription = redeemFor(reader, ENTERPRISE_PARTNER, nonce.priceCode, emptyAddress());
        return answer({ subscriptionID: subscription.subscriptionID });
      }),
    ),
  ];
}

/** Subscriptions nobody was billed for have no address of their own. */
function emptyAddress(): Address {
  return { line1: "", locality: "", region: "", postal: "", country: "" };
}
