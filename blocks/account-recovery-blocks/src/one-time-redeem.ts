import {
  browserStorage,
  identityStore,
  loginRedirectTarget,
  type IdentitySiteProperties,
} from "@broadsheet/arc-client";
import { identity, navigation, succeeded } from "./recovery-sdk";

/*
 * Apart from one-time-login.tsx: only a page opened with a link's code redeems it, so the form that asks for a
 * link does not carry the sign-in store's refresh and the redirect rules; this loads when the address has a code.
 */

/**
 * Redeems a one-time link's code (`redeemOTALink`), tells the page's other identity blocks (the header's account
 * menu) of the session, and sends the reader where the login page would. Throws when the code signs nobody in.
 */
export async function redeemOneTimeLink(
  code: string,
  arcSite: string,
  siteProperties: IdentitySiteProperties,
  loggedInPage: string,
): Promise<void> {
  const sdk = await identity(arcSite, siteProperties);
  const signedIn = succeeded(await sdk.redeemOTALink(code));
  if (typeof signedIn !== "object" || signedIn === null || !("uuid" in signedIn)) throw signedIn;
  await identityStore(arcSite, siteProperties).refresh();
  navigation.assign(
    loginRedirectTarget({
      url: window.location.href,
      origin: window.location.origin,
      storage: browserStorage("session"),
      loggedInPage,
    }),
  );
}
