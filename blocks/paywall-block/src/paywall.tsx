import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, lazyPart, select, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import {
  DEFAULT_CAMPAIGN,
  DEFAULT_LOGIN_URL,
  EDITOR_IDENTITY_STORE,
  identityStore,
  paywallDisplay,
  useIdentity,
} from "@broadsheet/arc-client";
import { DEFAULT_OFFER_URL, DEFAULT_SIGN_UP_URL, wallLinks } from "./links";
import { paywallStory } from "./story";
import { usePaywallRun } from "./use-paywall-run";
import type { WallCopy } from "./wall";

// The paywall runs on every story; most readers are never walled, so the wall's code loads only when one shows.
const ReaderWall = lazyPart(() => import("./wall").then((module) => module.ReaderWall));
const PreviewWall = lazyPart(() => import("./wall").then((module) => module.PreviewWall));

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

/** In the editor the links lead nowhere that matters; any origin gives the same paths on server and browser. */
const EDITOR_ORIGIN = "https://editor.invalid";

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
    const phrases = usePhrases();
    const identity = useIdentity(isAdmin ? EDITOR_IDENTITY_STORE : identityStore(arcSite, siteProperties));
    const run = usePaywallRun(arcSite, siteProperties, paywallStory(globalContent), !isAdmin);

    const display = paywallDisplay({
      isAdmin,
      adminViewState: customFields.adminViewState,
      paywalled: run?.paywalled ?? false,
      registerWalled: run?.registerWalled ?? false,
      loggedIn: run === null || identity.status === "unknown" ? null : identity.status === "signed-in",
    });
    if (display === "hidden") return null;

    const words = (value: string | undefined, phrase: string) => value?.trim() || phrases.t(phrase);
    const links = run
      ? wallLinks(customFields, run.campaignCode, run.here, run.origin)
      : wallLinks(customFields, DEFAULT_CAMPAIGN, requestUri, EDITOR_ORIGIN);
    const login = {
      prompt: words(customFields.payLinkPrompt, "paywall-block.link-prompt"),
      text: words(customFields.linkText, "paywall-block.link-text"),
      href: links.login,
    };
    const header = customFields.registerHeaderText?.trim();
    const copy: WallCopy =
      display === "regwall"
        ? {
            heading: header || words(customFields.registerReasonPrompt, "paywall-block.register-reason"),
            subheading: customFields.registerSubHeaderText?.trim(),
            reason: header ? words(customFields.registerReasonPrompt, "paywall-block.register-reason") : undefined,
            action: {
              text: words(customFields.registerActionText, "paywall-block.register-action"),
              href: links.register,
            },
            login,
          }
        : {
            heading: words(customFields.payReasonPrompt, "paywall-block.pay-reason"),
            action: { text: words(customFields.payActionText, "paywall-block.pay-action"), href: links.subscribe },
            // A signed-in reader is already logged in (the editor previews the signed-out wording).
            login: identity.status === "signed-in" ? undefined : login,
          };
    const kind = display === "regwall" ? "register" : "pay";
    return isAdmin ? (
      <PreviewWall copy={copy} kind={kind} />
    ) : (
      <ReaderWall copy={copy} mode={customFields.displayMode} kind={kind} />
    );
  },
});
