import { useCallback, useEffect, useRef } from "react";
import { useFusionContext } from "fusion:context";
import { pageNavigation } from "@broadsheet/components";
import {
  DEFAULT_LOGIN_URL,
  blockIdentityStore,
  loginUrlWithRedirect,
  sitePath,
  useIdentity,
} from "@broadsheet/arc-client";
import { subscriptionSales, type SubscriptionSales } from "./sales-sdk";

export interface Reader {
  /** PageBuilder's editor: sample data, no login check, nothing sent. */
  isAdmin: boolean;
  /** Known signed in (never on the server pass, nor before the browser has checked). */
  signedIn: boolean;
  /** The signed-in reader's profile has been read (it may still hold no email). */
  profileKnown: boolean;
  /** The signed-in reader's email, once the profile is read; "" otherwise. */
  email: string;
  locale: string;
  arcSite: string;
  siteProperties: ReturnType<typeof useFusionContext>["siteProperties"];
  sales: () => Promise<SubscriptionSales>;
}

/**
 * Who reads the block, for every subscription block alike: a visitor who arrives signed out goes to the login
 * page with a redirect back to this page, query included (a redeem token survives the round trip); one who
 * signs out here goes where that sends them. The editor gets no login check.
 */
export function useReader(loginField: string | null | undefined): Reader {
  const { arcSite, siteProperties, isAdmin } = useFusionContext();
  const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
  const identity = useIdentity(store);
  const signedIn = identity.status === "signed-in";
  const loginURL = sitePath(loginField, DEFAULT_LOGIN_URL);

  const seenSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) seenSignedIn.current = true;
  }, [signedIn]);
  useEffect(() => {
    if (isAdmin || identity.status !== "signed-out" || seenSignedIn.current) return;
    pageNavigation.assign(loginUrlWithRedirect(window.location.href, window.location.origin, loginURL));
  }, [isAdmin, identity.status, loginURL]);

  const sales = useCallback(() => subscriptionSales(arcSite, siteProperties), [arcSite, siteProperties]);
  const profile = signedIn ? identity.profile : null;
  const email = typeof profile?.email === "string" ? profile.email : "";
  return {
    isAdmin,
    signedIn,
    profileKnown: profile !== null,
    email,
    locale: siteProperties.locale ?? "en",
    arcSite,
    siteProperties,
    sales,
  };
}
