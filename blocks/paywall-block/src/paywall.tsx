import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, lazyPart, select, text, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_LOGIN_URL,
  DEFAULT_OFFER_URL,
  DEFAULT_SIGN_UP_URL,
  blockIdentityStore,
  paywallDisplay,
  useIdentity,
} from "@broadsheet/arc-client";
import { paywallStory } from "./story";
import { usePaywallRun } from "./use-paywall-run";

// The paywall runs on every story; most readers are never walled, so the wall's words, links and look load
// only when one shows.
const ShownWall = lazyPart(() => import("./shown-wall").then((module) => module.ShownWall));

const inSiteLanguage = (words: string) => `Leave empty for “${words}” in the site's language`;

const fields = defineFields({
  adminViewState: select({
    label: "Preview in the editor",
    description: "Which wall the editor shows here; readers see the wall the paywall's rules choose",
    options: ["hide", "showRegwall", "showPaywall"],
    labels: { hide: "No wall", showRegwall: "Registration wall", showPaywall: "Payment wall" },
    defaultValue: "hide",
  }),
  displayMode: select({
    label: "Display",
    description: "Where the wall stands over the story",
    options: ["bottomHalf", "full", "modal"],
    labels: { bottomHalf: "Lower half of the screen", full: "Whole screen", modal: "Dialog" },
    defaultValue: "bottomHalf",
  }),
  payReasonPrompt: text({
    label: "Reason",
    group: "Payment wall",
    description: inSiteLanguage("Subscribe to continue reading."),
  }),
  payActionText: text({ label: "Action text", group: "Payment wall", description: inSiteLanguage("Subscribe") }),
  payActionUrl: text({
    label: "Action link",
    group: "Payment wall",
    description: "The offer page; the campaign of the rule that walled the story is added unless it is the default",
    defaultValue: DEFAULT_OFFER_URL,
  }),
  registerHeaderText: text({ label: "Header", group: "Registration wall" }),
  registerSubHeaderText: text({ label: "Subheader", group: "Registration wall" }),
  registerReasonPrompt: text({
    label: "Reason",
    group: "Registration wall",
    description: inSiteLanguage("Register to continue reading."),
  }),
  registerActionText: text({
    label: "Action text",
    group: "Registration wall",
    description: inSiteLanguage("Register"),
  }),
  registerActionUrl: text({
    label: "Action link",
    group: "Registration wall",
    description: "The sign-up page; the reader comes back to the story",
    defaultValue: DEFAULT_SIGN_UP_URL,
  }),
  payLinkPrompt: text({ label: "Login prompt", group: "Login", description: inSiteLanguage("Already a subscriber?") }),
  linkText: text({ label: "Login link text", group: "Login", description: inSiteLanguage("Log In.") }),
  linkUrl: text({
    label: "Login link",
    group: "Login",
    description: "The login page; the reader comes back to the story",
    defaultValue: DEFAULT_LOGIN_URL,
  }),
});

export type PaywallFields = CustomFieldsOf<typeof Paywall>;

/**
 * The paywall (content-and-presentation §2, §4; commerce-and-identity §4 "Paywall"): for readers, the site's
 * paywall script judges the story in the browser, and the block shows a registration wall, a payment wall or
 * nothing, from the reader's login and the script's paywalled and register-walled flags. Nothing on the server
 * pass, and nothing until the browser knows who reads; a reader who is not walled meets nothing at all. In the
 * editor, the chosen preview, in the page's flow, with nothing loaded or called.
 */
export const Paywall = defineBlock({
  name: "paywall",
  kind: "feature",
  label: "Paywall",
  description: "A registration or payment wall over restricted stories, from the site's paywall rules.",
  // The wall must stand before the reader is into the story.
  hydration: "eager",
  fields,
  render: function PaywallView({ customFields }) {
    const { arcSite, siteProperties, isAdmin, globalContent, requestUri } = useFusionContext();
    const identity = useIdentity(blockIdentityStore(arcSite, siteProperties, isAdmin));
    const run = usePaywallRun(arcSite, siteProperties, paywallStory(globalContent), !isAdmin);

    const display = paywallDisplay({
      isAdmin,
      adminViewState: customFields.adminViewState,
      paywalled: run?.paywalled ?? false,
      registerWalled: run?.registerWalled ?? false,
      loggedIn: run === null || identity.status === "unknown" ? null : identity.status === "signed-in",
    });
    if (display === "hidden") return null;

    return (
      <ShownWall
        fields={customFields}
        wall={display}
        run={run}
        signedIn={identity.status === "signed-in"}
        requestUri={requestUri}
        isAdmin={isAdmin}
      />
    );
  },
});
