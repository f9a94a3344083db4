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
export const DEFAULT_SUBSCRIPTIONS_URL = "/account/subscriptions/";
/**
 * The login page's return parameter, arc-client's REDIRECT_PARAM (a test holds them equal): written out because
 * importing the constant brings arc-client's redirect module into this island, 0.8 KB gzip for one word.
 */
export const RETURN_PARAM = "redirect";

const fields = defineFields({
  loginURL: text({ label: "Log in page", defaultValue: DEFAULT_LOGIN_URL }),
  createAccountURL: text({ label: "Sign up page", defaultValue: DEFAULT_SIGN_UP_URL }),
  logoutURL: text({
    label: "Log out page",
    description: "Where the reader goes once logged out (the log out page returns them to the home page)",
    defaultValue: DEFAULT_LOGOUT_URL,
  }),
  manageAccountURL: text({ label: "Manage account page", defaultValue: DEFAULT_LOGGED_IN_PAGE }),
  subscriptionsURL: text({
    label: "Subscriptions page",
    description: "Where a signed-in reader manages their subscriptions",
    defaultValue: DEFAULT_SUBSCRIPTIONS_URL,
  }),
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
 * dropdown (mobile), each bringing the reader back to the page; signed in, an Account dropdown with Manage account,
 * Subscriptions and Log out. The server (and the browser
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
    const subscriptionsURL = sitePath(customFields.subscriptionsURL, DEFAULT_SUBSCRIPTIONS_URL);

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
            compact
            items={[
              { href: manageURL, label: phrases.t("account-blocks.manage-account") },
              { href: subscriptionsURL, label: phrases.t("account-blocks.subscriptions") },
              { href: logoutURL, label: phrases.t("account-blocks.log-out"), onSelect: logOut },
            ]}
          />
        </Frame>
      );
    }

    const signUp = phrases.t("account-blocks.sign-up");
    const logIn = phrases.t("account-blocks.log-in");
    // Only ever drawn in the browser (the server draws the pending box), so the page is known: logging in or
    // signing up from here brings the reader back to it. Not from the account pages (the log in page's folder:
    // log in, sign up, log out, reset): back to those would loop, or log the reader out again.
    const accountArea = (loginURL.split(/[?#]/)[0] ?? "/").replace(/\/$/, "").replace(/[^/]*$/, "");
    const onAccountPage = accountArea !== "/" && window.location.pathname.startsWith(accountArea);
    // The page is this site's by definition (only its path and query go): the redirect checks of arc-client,
    // which the login page applies anyway, would only add their weight to this island.
    const here = encodeURIComponent(`${window.location.pathname}${window.location.search}`);
    const back = (url: string) => {
      if (onAccountPage) return url;
      const [path = url, hash] = url.split("#", 2);
      return `${path}${path.includes("?") ? "&" : "?"}${RETURN_PARAM}=${here}${hash ? `#${hash}` : ""}`;
    };
    const logInHere = back(loginURL);
    const signUpHere = back(signUpURL);
    return (
      <Frame state="signed-out">
        <div className="b-account-header__desktop">
          <a className="b-account-header__link" href={signUpHere}>
            {signUp}
          </a>
          <a className="b-account-header__link b-account-header__link--primary" href={logInHere}>
            {logIn}
          </a>
        </div>
        <Dropdown
          className="b-account-header__mobile"
          label={phrases.t("account-blocks.login-options")}
          compact
          items={[
            { href: signUpHere, label: signUp },
            { href: logInHere, label: logIn },
          ]}
        />
      </Frame>
    );
  },
});

export type AccountHeaderFields = CustomFieldsOf<typeof AccountHeader>;
