import { useCallback, useEffect, useRef, useState } from "react";
import { useFusionContext } from "fusion:context";
import { boolean, defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGIN_URL,
  blockIdentityStore,
  loginUrlWithRedirect,
  passwordRulesFrom,
  useIdentity,
  type PasswordConfig,
  type PasswordRules,
} from "@broadsheet/arc-client";
import { accountSdk } from "./account-sdk";
import { EmailRow } from "./email-row";
import { Panel } from "./panel";
import { PasswordRow } from "./password-row";
import { SocialRow, connectionsOf, oidcClientsFrom, type Connection, type OidcClient } from "./social-row";
import { sitePath } from "./links";
import { pageNavigation } from "@broadsheet/components";

const fields = defineFields({
  redirectURL: text({
    label: "Login page",
    description: "Where a signed-out visitor is sent (with a redirect back to this page)",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
  showEmail: boolean({ label: "Email address", description: "Let readers change their email", defaultValue: true }),
  showPassword: boolean({ label: "Password", description: "Let readers change or add a password", defaultValue: true }),
  showSocialProfile: boolean({
    label: "Connected accounts",
    description: "Let readers disconnect their Google, Facebook, Apple and other sign-in (OIDC) accounts",
    defaultValue: true,
  }),
});

/**
 * Account management: the reader's email, password and connected social accounts, each a row that toggles
 * between its value and a form. Signed-out visitors go to the login page with a redirect back. In the editor it
 * renders without a login check and sends nothing. Eager: it is the page's purpose, and it must redirect soon.
 */
export const AccountManagement = defineBlock({
  name: "account-management",
  kind: "feature",
  label: "Account management",
  description: "Change email and password, disconnect social accounts.",
  hydration: "eager",
  fields,
  render: function AccountManagementView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const [rules, setRules] = useState<PasswordRules | null>(null);
    const [oidcClients, setOidcClients] = useState<readonly OidcClient[]>([]);
    const signedIn = identity.status === "signed-in";
    const loginURL = sitePath(customFields.redirectURL, DEFAULT_LOGIN_URL);

    // Only a visitor who arrives signed out is sent to log in; one who signs out here (log out, an approved
    // deletion) goes where that action sends them.
    const seenSignedIn = useRef(false);
    if (signedIn) seenSignedIn.current = true;
    useEffect(() => {
      if (isAdmin || identity.status !== "signed-out" || seenSignedIn.current) return;
      pageNavigation.assign(loginUrlWithRedirect(window.location.href, window.location.origin, loginURL));
    }, [isAdmin, identity.status, loginURL]);

    // The password rules of the identity config; without them the generic message speaks (spec §5).
    useEffect(() => {
      if (!signedIn) return;
      let live = true;
      accountSdk(arcSite, siteProperties)
        .then((sdk) => sdk.getConfig())
        .then(
          (config) => {
            if (!live) return;
            setRules(passwordRulesFrom(config as PasswordConfig));
            setOidcClients(oidcClientsFrom(config));
          },
          () => live && setRules(null),
        );
      return () => {
        live = false;
      };
    }, [signedIn, arcSite, siteProperties]);

    // Each change is followed by a fresh look at the profile, which every block on the page shares.
    const sdkCall = useCallback(
      async (call: (sdk: Awaited<ReturnType<typeof accountSdk>>) => Promise<unknown>) => {
        await call(await accountSdk(arcSite, siteProperties));
        await store.refresh();
      },
      [arcSite, siteProperties, store],
    );

    // Until the browser knows who is reading, the rows stand empty and inert at the size they will have, so the
    // panels and footer below keep their place when the reader's values arrive (a bare title moved them 0.18 CLS).
    const loading = !isAdmin && !signedIn;
    const profile = signedIn ? identity.profile : null;
    const hasPassword =
      loading || (profile?.identities ?? []).some((one) => String(one.type).toLowerCase() === "password");
    const live = !isAdmin && !loading;
    return (
      <Panel
        className="b-account-panel b-account-management"
        aria-busy={loading || (signedIn && profile === null)}
        inert={loading}
      >
        <h2 className="b-account-panel__title">{phrases.t("account-blocks.manage-title")}</h2>
        {customFields.showEmail ? (
          <EmailRow
            email={typeof profile?.email === "string" ? profile.email : ""}
            save={live ? (email) => sdkCall((sdk) => sdk.updateUserProfile({ email })) : undefined}
          />
        ) : null}
        {customFields.showPassword ? (
          <PasswordRow
            hasPassword={isAdmin || hasPassword}
            rules={rules}
            save={live ? (current, next) => sdkCall((sdk) => sdk.updatePassword(current, next)) : undefined}
          />
        ) : null}
        {customFields.showSocialProfile ? (
          <SocialRow
            connections={connectionsOf(profile, oidcClients, phrases.t("account-blocks.oidc-unnamed"))}
            unlink={
              live
                ? (connection: Connection) =>
                    sdkCall((sdk) =>
                      connection.kind === "social"
                        ? sdk.unlinkSocialIdentity(connection.provider)
                        : sdk.unlinkOIDC(connection.identifier),
                    )
                : undefined
            }
          />
        ) : null}
      </Panel>
    );
  },
});

export type AccountManagementFields = CustomFieldsOf<typeof AccountManagement>;
