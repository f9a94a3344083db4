/**
 * Session facts every account block reads the same way (commerce-and-identity §3 "Profile"): a reader may have
 * several identities (a password, Google, Facebook, Apple…), and the one logged in most recently is the one the
 * reader is signed in with.
 */
/** What the rule reads of an identity; the SDK's and the store's identity types both fit. */
export interface DatedIdentity {
  type?: unknown;
  lastLoginDate?: unknown;
}

/** The identity with the latest lastLoginDate (the first of equals); null without dated identities. */
export function signedInIdentity<I extends DatedIdentity>(
  profile: { identities?: readonly I[] | null | undefined } | null | undefined,
): I | null {
  let latest: I | null = null;
  let latestDate = -Infinity;
  for (const identity of profile?.identities ?? []) {
    const date = identity.lastLoginDate;
    if (typeof date !== "number" || !Number.isFinite(date) || date <= latestDate) continue;
    latest = identity;
    latestDate = date;
  }
  return latest;
}
