/**
 * The page's sign-in store for a site. It is on every page (the account header reads it), so it holds only the
 * store and the storage check: a reader who never signed in is signed out at once, and only a page whose
 * browser may hold a session loads the code that configures Identity (and then the SDK).
 */
import {
  createIdentityStore,
  UNKNOWN,
  type IdentitySdk,
  type IdentityState,
  type IdentityStore,
} from "./identity-store";
import { storedSessionMayExist } from "./stored-session";
import type { IdentitySiteProperties } from "./configure";

const NOBODY: IdentityState = Object.freeze({ status: "signed-out" });

/**
 * The store PageBuilder's editor uses: it never checks and reads as signed out, so account blocks render
 * without a login check (commerce-and-identity §6) and nothing in the editor calls Arc about its user.
 */
export const EDITOR_IDENTITY_STORE: IdentityStore = Object.freeze({
  subscribe: () => () => undefined,
  getSnapshot: () => NOBODY,
  getServerSnapshot: () => UNKNOWN,
  refresh: async () => NOBODY,
  logout: async () => undefined,
});

const stores = new Map<string, IdentityStore>();

/**
 * The page's one sign-in store for a site, fed by the configured SDK. Creating it loads nothing: the SDK is
 * configured when the first component subscribes (in the browser), and only when a session may exist.
 */
export function identityStore(site: string, properties: IdentitySiteProperties | null | undefined): IdentityStore {
  let store = stores.get(site);
  if (!store) {
    store = createIdentityStore({
      sdk: (): Promise<IdentitySdk> =>
        import("./configure").then(({ configureIdentity }) => configureIdentity(site, properties)),
      mayBeSignedIn: () => storedSessionMayExist(window),
    });
    stores.set(site, store);
  }
  return store;
}

/** Forgets the stores (tests, and `resetArcClient`). */
export function forgetIdentityStores(): void {
  stores.clear();
}

/** The store a block reads: in PageBuilder's editor the editor's, which never checks; for readers the site's. */
export function blockIdentityStore(
  site: string,
  properties: IdentitySiteProperties | null | undefined,
  isAdmin: boolean,
): IdentityStore {
  return isAdmin ? EDITOR_IDENTITY_STORE : identityStore(site, properties);
}
