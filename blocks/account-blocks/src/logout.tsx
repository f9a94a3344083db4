import { useEffect } from "react";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { identityStore, safeRedirect, toArcError } from "@broadsheet/arc-client";
import { pageNavigation } from "@broadsheet/components";

const fields = defineFields({
  redirectURL: text({
    label: "After logging out",
    description: "Where the reader goes once logged out (same site only; the home page otherwise)",
    defaultValue: "/",
  }),
});

const Root = styled.div.withConfig({ componentId: "bs-account-logout" })`
  min-block-size: 3rem;
  .b-logout__status {
    margin: 0;
  }
`;

/** The window event a finished log out dispatches beside the SDK's `ArcSDK.logout` (for analytics, tests). */
export const LOGGED_OUT_EVENT = "broadsheet:logged-out";

/**
 * Log out: the log out page's block. It ends the session through the identity store's `logout()` (sdk-identity
 * clears the session, fires its logout event and signs out of Facebook and Google when their scripts are loaded),
 * then sends the reader to the redirect page. Eager: the page exists to do this. In the editor it does nothing.
 */
export const Logout = defineBlock({
  name: "logout",
  kind: "feature",
  label: "Log out",
  description: "Logs the reader out, then goes to the home page (or the page chosen).",
  hydration: "eager",
  fields,
  render: function LogoutView({ customFields }) {
    const { arcSite, siteProperties, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const redirectURL = customFields.redirectURL;

    useEffect(() => {
      if (isAdmin) return;
      const target = safeRedirect(redirectURL, window.location.origin, "/");
      const leave = () => {
        window.dispatchEvent(new CustomEvent(LOGGED_OUT_EVENT));
        pageNavigation.assign(target);
      };
      // The SDK clears the session before it reports a failed server call: the reader is logged out here
      // either way, so the failure is logged (without tokens) and the reader still leaves.
      identityStore(arcSite, siteProperties)
        .logout()
        .then(leave, (thrown: unknown) => {
          console.warn(`[account-blocks] log out: the identity service answered ${toArcError(thrown).code}`);
          leave();
        });
    }, [isAdmin, arcSite, siteProperties, redirectURL]);

    return (
      <Root className="b-logout">
        <p role="status" className="b-logout__status">
          {phrases.t(isAdmin ? "account-blocks.logout-editor" : "account-blocks.logging-out")}
        </p>
      </Root>
    );
  },
});

export type LogoutFields = CustomFieldsOf<typeof Logout>;
