/**
 * Session facts every account block reads the same way (commerce-and-identity §3 "Profile"): a reader may have
 * several identities (a password, Google, Facebook, Apple…), and the one logged in most recently is the one the
 * reader is signed in with.
 */
import type { IdentityProfile } from "./identity-store";

export type ProfileIdentity = NonNullable<IdentityProfile["identities"]>[number];

/** The identity with the latest lastLoginDate (the first of equals); null without dated identities. */
export function signedInIdentity(
  profile: Pick<IdentityProfile, "identities"> | null | undefined,
): ProfileIdentity | null {
  let latest: ProfileIdentity | null = null;
  for (const identity of profile?.identities ?? []) {
    const date = identity.lastLoginDate;
    if (typeof date !== "number" || !Number.isFinite(date)) continue;
    if (latest === null || date > (latest.lastLoginDate ?? -Infinity)) latest = identity;
  }
  return latest;
}
