import { HttpResponse } from "msw";
import type { IdentityStore } from "./identity-store";
import type { IdentityType, Reader, Session, UserIdentityAnswer } from "./identity-types";
import { identityError } from "./identity-rules";

/** The cookies `?cookie=true` sets, which the fake also reads when a call carries no Authorization. */
export const ACCESS_COOKIE = "arc-identity-access";
export const REFRESH_COOKIE = "arc-identity-refresh";

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * The access token a call carries: `Authorization: Bearer <jwt>` (Identity's calls) or the raw `<jwt>`
 * (some of Sales'), else the cookie `?cookie=true` set. `Bearer undefined` is anonymous.
 */
export function accessToken(request: Request): string | undefined {
  const header = request.headers.get("authorization")?.trim();
  const token = header ? header.replace(/^Bearer\s+/i, "").trim() : cookie(request, ACCESS_COOKIE);
  return token && token !== "undefined" && token !== "null" ? token : undefined;
}

export interface SignedIn {
  reader: Reader;
  session: Session;
}

/** The reader whose live, unexpired access token the call carries; 401 otherwise. */
export function signedIn(store: IdentityStore, request: Request, options: { allowExpired?: boolean } = {}): SignedIn {
  const token = accessToken(request);
  const session = token === undefined ? undefined : store.sessionByAccessToken(token);
  if (!session || session.revoked) throw identityError("unauthorized");
  if (!options.allowExpired && store.isAccessExpired(session)) throw identityError("accessExpired");
  const reader = store.readerByUuid(session.uuid);
  if (!reader) throw identityError("unauthorized");
  return { reader, session };
}

/** The signed-in reader if the call carries a live token, else nobody (for calls that work either way). */
export function maybeSignedIn(store: IdentityStore, request: Request): SignedIn | undefined {
  try {
    return signedIn(store, request);
  } catch {
    return undefined;
  }
}

/** The profile as `GET /profile` answers it: the SDK checks `uuid`. */
export function profileOf(reader: Reader): Record<string, unknown> {
  return {
    uuid: reader.uuid,
    email: reader.email,
    emailVerified: reader.emailVerified,
    ...(reader.firstName === undefined ? {} : { firstName: reader.firstName }),
    ...(reader.lastName === undefined ? {} : { lastName: reader.lastName }),
    ...(reader.secondLastName === undefined ? {} : { secondLastName: reader.secondLastName }),
    ...(reader.displayName === undefined ? {} : { displayName: reader.displayName }),
    ...(reader.picture === undefined ? {} : { picture: reader.picture }),
    identities: reader.identities.map((identity) => ({ ...identity })),
    status: reader.disabled ? "Disabled" : "Active",
    createdOn: reader.createdOn,
    modifiedOn: reader.modifiedOn,
  };
}

/**
 * A reader signs in with one identity: refused when the account is disabled (100015), the email is
 * unverified (130051) or the reader already has as many sessions as allowed (100013); otherwise the
 * identity's lastLoginDate moves and a session starts.
 */
export function signIn(
  store: IdentityStore,
  reader: Reader,
  type: IdentityType,
  rememberMe: boolean,
): UserIdentityAnswer {
  if (reader.disabled) throw identityError("accountDisabled");
  if (!reader.emailVerified) throw identityError("emailUnverified");
  if (reader.maxDevices !== undefined && store.liveSessions(reader.uuid).length >= reader.maxDevices) {
    throw identityError("maxDevices");
  }
  const now = Date.now();
  store.updateReader(reader.uuid, {
    identities: reader.identities.map((identity) =>
      identity.type === type ? { ...identity, lastLoginDate: now } : identity,
    ),
  });
  return store.startSession(reader.uuid, rememberMe);
}

/** A sign-in answer, setting the session cookies when the call asked for them (`?cookie=true`). */
export function identityAnswer(answer: UserIdentityAnswer, url: URL): Response {
  if (url.searchParams.get("cookie") !== "true") return HttpResponse.json(answer);
  const headers = new Headers({ "content-type": "application/json" });
  headers.append("set-cookie", `${ACCESS_COOKIE}=${answer.accessToken}; Path=/; HttpOnly; SameSite=Lax`);
  headers.append("set-cookie", `${REFRESH_COOKIE}=${answer.refreshToken}; Path=/; HttpOnly; SameSite=Lax`);
  return new HttpResponse(JSON.stringify(answer), { status: 200, headers });
}
