import type { MouseEvent, ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, serverPart, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGGED_IN_PAGE,
  DEFAULT_LOGIN_URL,
  DEFAULT_SIGN_UP_URL,
  blockIdentityStore,
  useIdentity,
} from "@broadsheet/arc-client";
import { Dropdown } from "./dropdown";
import { sitePath } from "./links";
import { pageNavigation } from "@broadsheet/components";

export const DEFAULT_LOGOUT_URL = "/account/logout/";

const fields = defineFields({
  loginURL: text({ label: "Log in page", defaultValue: DEFAULT_LOGIN_URL }),
  createAccountURL: text({ label: "Sign up page", defaultValue: DEFAULT_SIGN_UP_URL }),
  logoutURL: text({
    label: "Log out page",
    description: "Where the reader goes once logged out (the log out page returns them to the home page)",
    defaultValue: DEFAULT_LOGOUT_URL,
  }),
  manageAccountURL: text({ label: "Manage account page", defaultValue: DEFAULT_LOGGED_IN_PAGE }),
});

/** The header's look never changes once rendered: the server writes it into the page, and this code does not carry it. */
const KeptStyles = serverPart(() => import("./account-header-styles").then((module) => module.AccountHeaderStyles));

/** The block's box in each state, its styles always in the same place (so they stay kept as the state changes). */
function Frame({ state, children }: { state: "pending" | "signed-in" | "signed-out"; children?: ReactNode }) {
  return (
    <div className={`b-account-header b-account-header--${state}`} aria-hidden={state === "pending" || undefined}>
      <KeptStyles />
      {children}
    </div>
  );
}

/**
 * Account header: the header's account action. Signed out, Sign up and Log in (desktop) or a Login options
 * dropdown (mobile); signed in, an Account dropdown with Manage account and Log out. The server (and the browser
 * until the session is known) draws an empty box of the same size. An island hydrated when the browser is idle:
 * the session check waits for it, and the page's first work does not.
 */
export const AccountHeader = defineBlock({
  name: "account-header",
  kind: "feature",
  label: "Account header",
  description: "Sign up and Log in for signed-out readers, an Account menu for signed-in ones.",
  hydration: "idle",
  fields,
  render: function AccountHeaderView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const store = blockIdentityStore(arcSite, siteProperties, isAdmin);
    const identity = useIdentity(store);
    const loginURL = sitePath(customFields.loginURL, DEFAULT_LOGIN_URL);
    const signUpURL = sitePath(customFields.createAccountURL, DEFAULT_SIGN_UP_URL);
    const logoutURL = sitePath(customFields.logoutURL, DEFAULT_LOGOUT_URL);
    const manageURL = sitePath(customFields.manageAccountURL, DEFAULT_LOGGED_IN_PAGE);

    if (identity.status === "unknown") {
      return <Frame state="pending" />;
    }

    if (identity.status === "signed-in") {
      // Log out here and then go to the log out page (which returns home): the reader is signed out even when
      // that page is not the log out page, and before hydration the link alone still gets them there.
      const logOut = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        store.logout().then(
          () => pageNavigation.assign(logoutURL),
          () => pageNavigation.assign(logoutURL),
        );
      };
      return (
        <Frame state="signed-in">
          <Dropdown
            label={phrases.t("account-blocks.account")}
            items={[
              { href: manageURL, label: phrases.t("account-blocks.manage-account") },
              { href: logoutURL, label: phrases.t("account-blocks.log-out"), onSelect: logOut },
            ]}
          />
        </Frame>
      );
    }

    const signUp = phrases.t("account-blocks.sign-up");
    const logIn = phrases.t("account-blocks.log-in");
    return (
      <Frame state="signed-out">
        <div className="b-account-header__desktop">
          <a className="b-account-header__link" href={signUpURL}>
            {signUp}
          </a>
          <a className="b-account-header__link b-account-header__link--primary" href={loginURL}>
            {logIn}
          </a>
        </div>
        <Dropdown
          className="b-account-header__mobile"
          label={phrases.t("account-blocks.login-options")}
          items={[
            { href: signUpURL, label: signUp },
            { href: loginURL, label: logIn },
          ]}
        />
      </Frame>
    );
  },
});

export type AccountHeaderFields = CustomFieldsOf<typeof AccountHeader>;
