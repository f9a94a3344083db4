/**
 * What a sign-in store asks the SDK: who is signed in (the uuid, then the profile), and to log out. Apart from
 * the store, which every page carries, because only a browser that may hold a session needs it.
 */
import { isRecord } from "@broadsheet/kit";
import { ARC_ERROR_CODES, toArcError } from "./errors";
import type { IdentityProfile, IdentitySdk, IdentityState } from "./identity-store";

/** One check or logout of a store. */
export interface SessionTurn {
  /** False once a later check or logout has started: this one's results are dropped. */
  current(): boolean;
  state(): IdentityState;
  set(next: IdentityState): IdentityState;
  /** The store's one signed-out state (a new object each time would tell every reader of the store again). */
  signedOut: IdentityState;
  /** The configured SDK, loaded once for the store. */
  sdk(): Promise<IdentitySdk>;
}

/** Asks the SDK who is signed in; any failure (an expired refresh token, a profile call) reads as signed out. */
export async function readSession({ current, state, set, signedOut, sdk }: SessionTurn): Promise<IdentityState> {
  try {
    const identity = await sdk();
    const loggedIn = await identity.isLoggedIn();
    if (!current()) return state();
    const uuid = identity.userIdentity?.uuid;
    if (!loggedIn || typeof uuid !== "string" || uuid === "") return set(signedOut);
    const before = state();
    if (before.status !== "signed-in" || before.uuid !== uuid) set({ status: "signed-in", uuid, profile: null });
    const profile = await identity.getUserProfile();
    if (!current()) return state();
    if (!isRecord(profile)) return set(signedOut);
    return set({ status: "signed-in", uuid, profile: profile as IdentityProfile });
  } catch (thrown) {
    return current() ? set({ status: "signed-out", error: toArcError(thrown) }) : state();
  }
}

/** Logs out through the SDK; signed out whatever it answers, and a failure other than "already out" is thrown. */
export async function endSession({ current, set, signedOut, sdk }: SessionTurn): Promise<void> {
  try {
    const identity = await sdk();
    await identity.logout();
  } catch (thrown) {
    const error = toArcError(thrown);
    // The SDK clears the session before it throws; "already logged out" is where we want to be.
    if (error.code !== ARC_ERROR_CODES.alreadyLoggedOut) {
      if (current()) set({ status: "signed-out", error });
      throw error;
    }
  }
  if (current()) set(signedOut);
}
