import { HttpResponse } from "msw";
import { accessToken, signedIn } from "../identity/identity-request";
import type { IdentityStore } from "../identity/identity-store";
import type { Reader } from "../identity/identity-types";
import { randomHex } from "../random";
import { salesError } from "./sales-errors";

/** The cookie that keys an anonymous reader's cart (the SDK sends `credentials: 'include'` when logged out). */
export const CART_COOKIE = "arc-sales-cart";

export interface Caller {
  reader?: Reader;
  /** Whose cart and orders: the reader's uuid, or `anonymous:<cookie>`. */
  key: string;
  /** A cart cookie to set, for an anonymous caller who had none. */
  newCookie?: string;
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * Who makes a call that works signed in or not. A token (raw or `Bearer`) must be a live session's, else 401,
 * as Arc refuses a stale jwt rather than treating the reader as anonymous; `Bearer undefined` is anonymous.
 */
export function callerOf(identity: IdentityStore, request: Request): Caller {
  if (accessToken(request) !== undefined) {
    const { reader } = signedIn(identity, request);
    return { reader, key: reader.uuid };
  }
  const existing = cookie(request, CART_COOKIE);
  if (existing) return { key: `anonymous:${existing}` };
  // The cookie is all that guards an anonymous cart (its address, its order): 128 random bits, not a count.
  const id = randomHex(16);
  return { key: `anonymous:${id}`, newCookie: id };
}

/** The signed-in reader, for calls the SDK gates on login (subscriptions, order history). */
export function readerOf(identity: IdentityStore, request: Request): Reader {
  if (accessToken(request) === undefined) throw salesError("unauthorized");
  return signedIn(identity, request).reader;
}

/** A JSON answer, setting the anonymous cart cookie when the caller had none. */
export function answer(body: unknown, caller?: Caller, status = 200): Response {
  const headers = new Headers({ "content-type": "application/json" });
  if (caller?.newCookie) {
    headers.append("set-cookie", `${CART_COOKIE}=${caller.newCookie}; Path=/; HttpOnly; SameSite=Lax`);
  }
  return new HttpResponse(JSON.stringify(body), { status, headers });
}
