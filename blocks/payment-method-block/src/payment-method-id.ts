import { PAYMENT_METHOD_ID_PARAM } from "@broadsheet/arc-client";

/**
 * The stored payment method a page updates, from its query (§5: "Payment method update requires the
 * paymentMethodID query parameter"). Sales numbers payment methods, so a value that is no whole number names
 * none and counts as missing, like an empty one: no call is made for it.
 */
export function paymentMethodIdFrom(search: string): number | null {
  const value = new URLSearchParams(search).get(PAYMENT_METHOD_ID_PARAM)?.trim() ?? "";
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
