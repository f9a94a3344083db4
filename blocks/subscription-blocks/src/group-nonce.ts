/**
 * The nonce of a group (enterprise) invitation: read from the link's address, checked before it reaches Sales,
 * and taken out of the address once Sales has answered for it, so a reload does not spend a dead code again.
 */
import { hasCode, toArcError } from "@broadsheet/arc-client";

/** The address's parameter carrying the nonce, as the publisher's invitation email links it. */
export const GROUP_NONCE_PARAM = "nonce";

// Nonces are opaque tokens of URL-safe characters; anything else in the address is not sent on.
const NONCE = /^[A-Za-z0-9._~-]{1,256}$/;

/** The nonce of a page's query string: "" when there is none, null when what is there cannot be one. */
export function groupNonceFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(GROUP_NONCE_PARAM)?.trim() ?? "";
  if (value === "") return "";
  return NONCE.test(value) ? value : null;
}

/** Removes the nonce from the address bar, keeping the rest of the address and the history entry. */
export function dropGroupNonce(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(GROUP_NONCE_PARAM)) return;
  url.searchParams.delete(GROUP_NONCE_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** Why Sales refused a nonce, when the refusal is final (another try cannot work). */
export type GroupRefusal = "invalid" | "used" | "expired";

/** Sales' codes for a spent or expired nonce (the fake's words: the spec names none). */
export const GROUP_NONCE_CODES = {
  invalid: "redeem_code_invalid",
  used: "redeem_code_used",
  expired: "redeem_code_expired",
} as const;

/** Statuses that refuse the nonce itself (not Sales failing): a code unknown to us still means "not valid". */
const REFUSED = new Set([400, 403, 404, 409, 410, 422]);

/** The final refusal a redemption failed with, or null when it may work on another try (network, 5xx). */
export function groupRefusalOf(thrown: unknown): GroupRefusal | null {
  if (hasCode(thrown, GROUP_NONCE_CODES.used)) return "used";
  if (hasCode(thrown, GROUP_NONCE_CODES.expired)) return "expired";
  if (hasCode(thrown, GROUP_NONCE_CODES.invalid)) return "invalid";
  const { httpStatus } = toArcError(thrown);
  return httpStatus !== undefined && REFUSED.has(httpStatus) ? "invalid" : null;
}
