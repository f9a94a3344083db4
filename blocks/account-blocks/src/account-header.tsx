import type { MouseEvent } from "react";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGGED_IN_PAGE,
  DEFAULT_LOGIN_URL,
  DEFAULT_SIGN_UP_URL,
  EDITOR_IDENTITY_STORE,
  identityStore,
  useIdentity,
} from "@broadsheet/arc-client";
import { navigation } from "./account-sdk";
import { Dropdown } from "./dropdown";
import { sitePath } from "./links";

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

const Root = styled.div.withConfig({ componentId: "bs-account-header" })`
  /* Every state takes the same room, so the header does not move when the browser learns who is reading. */
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--bs-space-xs);
  min-block-size: 2.5rem;
  /* The widest signed-out view (Login options on mobile, Sign up and Log in on desktop); page-cls measures it. */
  min-inline-size: 10rem;
  .b-account-header__desktop {
    display: none;
    gap: var(--bs-space-xs);
  }
  ${media.desktop} {
    .b-account-header__desktop {
      display: flex;
    }
    .b-account-header__mobile {
      display: none;
    }
  }
  .b-account-header__link,
  .b-account-dropdown__toggle {
    display: inline-flex;
    align-items: center;
    gap: var(--bs-space-xs);
    min-block-size: 2.25rem;
    padding-inline: var(--bs-space-sm);
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-background);
    color: var(--bs-color-text);
    font: inherit;
    font-weight: var(--bs-font-weight-bold);
    text-decoration: none;
    cursor: pointer;
  }
  .b-account-header__link--primary {
    border-color: var(--bs-color-primary);
    background: var(--bs-color-primary);
    color: var(--bs-color-primary-contrast);
  }
  .b-account-header__link:focus-visible,
  .b-account-dropdown__toggle:focus-visible,
  .b-account-dropdown__link:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-account-dropdown {
    position: relative;
  }
  .b-account-dropdown__chevron {
    inline-size: 0.5em;
    block-size: 0.5em;
    border-inline-end: 2px solid currentColor;
    border-block-end: 2px solid currentColor;
    transform: rotate(45deg);
  }
  .b-account-dropdown__list {
    position: absolute;
    inset-inline-end: 0;
    inset-block-start: calc(100% + var(--bs-space-xs));
    z-index: 10;
    min-inline-size: 12rem;
    margin: 0;
    padding: var(--bs-space-xs) 0;
    list-style: none;
    border: 1px solid var(--bs-color-border);
    border-radius: var(--bs-radius-sm);
    background: var(--bs-color-background);
    box-shadow: var(--bs-shadow-md);
  }
  .b-account-dropdown__list[hidden] {
    display: none;
  }
  .b-account-dropdown__link {
    display: block;
    padding: var(--bs-space-xs) var(--bs-space-sm);
    color: var(--bs-color-text);
    text-decoration: none;
  }
  .b-account-dropdown__link:hover {
    background: var(--bs-color-surface);
  }
`;

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
    const store = isAdmin ? EDITOR_IDENTITY_STORE : identityStore(arcSite, siteProperties);
    const identity = useIdentity(store);
    const loginURL = sitePath(customFields.loginURL, DEFAULT_LOGIN_URL);
    const signUpURL = sitePath(customFields.createAccountURL, DEFAULT_SIGN_UP_URL);
    const logoutURL = sitePath(customFields.logoutURL, DEFAULT_LOGOUT_URL);
    const manageURL = sitePath(customFields.manageAccountURL, DEFAULT_LOGGED_IN_PAGE);

    if (identity.status === "unknown") {
      return <Root className="b-account-header b-account-header--pending" aria-hidden="true" />;
    }

    if (identity.status === "signed-in") {
      // Log out here and then go to the log out page (which returns home): the reader is signed out even when
      // that page is not the log out page, and before hydration the link alone still gets them there.
      const logOut = (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        store.logout().then(
          () => navigation.assign(logoutURL),
          () => navigation.assign(logoutURL),
        );
      };
      return (
        <Root className="b-account-header b-account-header--signed-in">
          <Dropdown
            label={phrases.t("account-blocks.account")}
            items={[
              { href: manageURL, label: phrases.t("account-blocks.manage-account") },
              { href: logoutURL, label: phrases.t("account-blocks.log-out"), onSelect: logOut },
            ]}
          />
        </Root>
      );
    }

    const signUp = phrases.t("account-blocks.sign-up");
    const logIn = phrases.t("account-blocks.log-in");
    return (
      <Root className="b-account-header b-account-header--signed-out">
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
      </Root>
    );
  },
});

export type AccountHeaderFields = CustomFieldsOf<typeof AccountHeader>;
