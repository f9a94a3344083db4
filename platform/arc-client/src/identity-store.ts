/**
 * Sign-in state as ONE external store (commerce-and-identity §4 "Session"), read with React's
 * useSyncExternalStore through `useIdentity(store)`. The server snapshot is always `{ status: "unknown" }`, and
 * nothing is loaded, configured or called until the first component subscribes, which React does only in the
 * browser, after hydration. Then: unknown → signed-out | signed-in (uuid, then the profile). One check and one
 * set of window listeners serve every subscribed component; the SDK's `ArcSDK.logout` window event signs out and
 * its `ARC_LOGIN_SUCCESS` message checks again.
 */
import { useSyncExternalStore } from "react";
import { isRecord } from "@broadsheet/kit";
import type { ArcError } from "./errors";
import type { SessionTurn } from "./identity-session";

/**
 * What asks the SDK, loaded only for a browser that may hold a session (or a reader who logs out): the store
 * is on every page, and most readers never signed in.
 */
const sessionCode = () => import("./identity-session");

/** The part of `@arc-publishing/sdk-identity`'s Identity the store uses (a hand-written fake in tests). */
export interface IdentitySdk {
  isLoggedIn(): Promise<boolean>;
  getUserProfile(): Promise<unknown>;
  logout(): Promise<unknown>;
  readonly userIdentity?: { uuid?: string | undefined } | null | undefined;
}

export interface IdentityProfile {
  uuid?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  secondLastName?: string;
  picture?: string;
  identities?: ReadonlyArray<{ type?: string; userName?: string; lastLoginDate?: number }>;
  [field: string]: unknown;
}

export type IdentityState =
  | { readonly status: "unknown" }
  | { readonly status: "signed-out"; readonly error?: ArcError }
  | { readonly status: "signed-in"; readonly uuid: string; readonly profile: IdentityProfile | null };

export interface IdentityStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): IdentityState;
  getServerSnapshot(): IdentityState;
  /** Checks the session again (after a login the page did itself, for example); resolves to the new state. */
  refresh(): Promise<IdentityState>;
  /** Logs out through the SDK; the state is signed-out whatever the SDK answers. */
  logout(): Promise<void>;
}

/** The window event sdk-identity dispatches on logout, and the message it posts after a login. */
export const LOGOUT_EVENT = "ArcSDK.logout";
export const LOGIN_SUCCESS_MESSAGE = "ARC_LOGIN_SUCCESS";

export const UNKNOWN: IdentityState = Object.freeze({ status: "unknown" });
const SIGNED_OUT: IdentityState = Object.freeze({ status: "signed-out" });

export interface IdentityStoreOptions {
  /** The configured SDK (or a promise of it); called on the first subscription, never on the server. */
  sdk: () => IdentitySdk | Promise<IdentitySdk>;
  /** The window to listen on; the global one by default. */
  window?: Window;
  /**
   * False when the browser surely holds no session (nothing stored): the state is signed-out without loading
   * or calling the SDK. Asked on each check, so a login made since is seen.
   */
  mayBeSignedIn?: () => boolean;
}

function isLoginSuccess(event: Event): boolean {
  const data: unknown = (event as MessageEvent).data;
  return isRecord(data) && data.type === LOGIN_SUCCESS_MESSAGE;
}

export function createIdentityStore(options: IdentityStoreOptions): IdentityStore {
  let state: IdentityState = UNKNOWN;
  const listeners = new Set<() => void>();
  let detach: (() => void) | null = null;
  /** Each check and logout takes a number; a result that is not the latest's is dropped. */
  let generation = 0;
  let sdkPromise: Promise<IdentitySdk> | null = null;

  const set = (next: IdentityState): IdentityState => {
    if (next !== state) {
      state = next;
      for (const listener of [...listeners]) listener();
    }
    return state;
  };

  const sdk = (): Promise<IdentitySdk> => {
    sdkPromise ??= Promise.resolve().then(options.sdk);
    // A failed load (site not configured) is tried again on the next check.
    sdkPromise.catch(() => {
      sdkPromise = null;
    });
    return sdkPromise;
  };

  /** A check or logout: the latest one started is the only one whose results count. */
  const turn = (): SessionTurn => {
    const mine = ++generation;
    return { current: () => mine === generation, state: () => state, set, signedOut: SIGNED_OUT, sdk };
  };

  async function check(): Promise<IdentityState> {
    const session = turn();
    try {
      if (options.mayBeSignedIn?.() === false) return set(SIGNED_OUT);
      const { readSession } = await sessionCode();
      return await readSession(session);
    } catch {
      // The session code did not arrive (a dropped connection): as when the SDK cannot tell, signed out.
      return session.current() ? set(SIGNED_OUT) : state;
    }
  }

  function attach(): void {
    const target = options.window ?? (typeof window === "undefined" ? undefined : window);
    if (!target) return;
    const onLogout = () => {
      generation++;
      set(SIGNED_OUT);
    };
    const onMessage = (event: Event) => {
      if (isLoginSuccess(event)) void check();
    };
    target.addEventListener(LOGOUT_EVENT, onLogout);
    target.addEventListener("message", onMessage);
    detach = () => {
      target.removeEventListener(LOGOUT_EVENT, onLogout);
      target.removeEventListener("message", onMessage);
      detach = null;
    };
    void check();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && detach === null) attach();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) detach?.();
      };
    },
    getSnapshot: () => state,
    getServerSnapshot: () => UNKNOWN,
    refresh: check,
    async logout() {
      const session = turn();
      const { endSession } = await sessionCode();
      await endSession(session);
    },
  };
}

/** The reader's sign-in state: `{ status: "unknown" }` on the server and until the browser knows. */
export function useIdentity(store: IdentityStore): IdentityState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
