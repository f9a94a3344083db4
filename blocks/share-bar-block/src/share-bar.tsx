import type { ComponentType, MouseEvent } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { boolean, defineBlock, defineFields, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { EmailIcon, FacebookIcon, LinkedInIcon, PinterestIcon, XIcon, type IconProps } from "@broadsheet/components";
import { openSharePopup, SHARE_NETWORKS, sharedStory, shareURL, type ShareNetwork } from "./share-links";

const fields = defineFields({
  email: boolean({ label: "Email", description: "Offer sharing by email", defaultValue: true }),
  facebook: boolean({ label: "Facebook", description: "Offer sharing on Facebook", defaultValue: true }),
  pinterest: boolean({ label: "Pinterest", description: "Offer sharing on Pinterest", defaultValue: true }),
  twitter: boolean({ label: "X (Twitter)", description: "Offer sharing on X", defaultValue: true }),
  linkedIn: boolean({ label: "LinkedIn", description: "Offer sharing on LinkedIn", defaultValue: true }),
});

type ToggleField = "email" | "facebook" | "pinterest" | "twitter" | "linkedIn";

interface Network {
  /** The network's own name, a brand the same in every language. */
  name: string;
  Icon: ComponentType<IconProps>;
  field: ToggleField;
}

// twitter keeps its key and share address; its mark and name are X's (decisions.md).
const NETWORKS: Readonly<Record<ShareNetwork, Network>> = {
  facebook: { name: "Facebook", Icon: FacebookIcon, field: "facebook" },
  twitter: { name: "X", Icon: XIcon, field: "twitter" },
  pinterest: { name: "Pinterest", Icon: PinterestIcon, field: "pinterest" },
  linkedin: { name: "LinkedIn", Icon: LinkedInIcon, field: "linkedIn" },
  email: { name: "Email", Icon: EmailIcon, field: "email" },
};

const List = styled.ul.withConfig({ componentId: "bs-share-bar" })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--bs-space-sm);
  /* The page region's gap spaces the article header's parts; a margin of its own would double it. */
  margin: 0;
  padding: 0;
  list-style: none;

  .b-share-bar__link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    color: var(--bs-color-text);
    background: var(--bs-color-surface);
    border: thin solid var(--bs-color-border);
    border-radius: var(--bs-radius-pill);
  }

  .b-share-bar__link:hover {
    color: var(--bs-color-link-hover);
    border-color: currentColor;
  }

  .b-share-bar__link:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;

/** Whether a click asks the browser for something of its own (a new tab or window). */
function withModifier(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Share Bar: links that share the page's story on Facebook, X, Pinterest, LinkedIn and by email. The server
 * sends real share links (each works without JavaScript); once hydrated, a click or Enter opens the share page
 * in a centred popup of the spec's size instead, and follows the link when the browser blocks the popup.
 */
export const ShareBar = defineBlock({
  name: "share-bar",
  kind: "feature",
  label: "Share Bar",
  icon: "share",
  description: "Links that share the story on social networks and by email, in a popup window.",
  // It acts only when a reader clicks or presses a link, and the links work before it hydrates.
  hydration: "interaction",
  fields,
  render: function ShareBarView({ customFields }) {
    const phrases = usePhrases();
    const { arcSite, globalContent } = useFusionContext();
    const properties = getProperties(arcSite);
    const story = sharedStory(globalContent, properties.websiteDomain);
    const networks = SHARE_NETWORKS.filter((network) => customFields[NETWORKS[network].field] === true);
    if (story === null || networks.length === 0) return null;
    const siteName = typeof properties.websiteName === "string" ? properties.websiteName : "";

    return (
      <List className="b-share-bar" aria-label={phrases.t("share-bar-block.label")}>
        {networks.map((network) => {
          const { name, Icon } = NETWORKS[network];
          const href = shareURL(network, story, siteName);
          const label =
            network === "email"
              ? phrases.t("share-bar-block.share-by-email")
              : phrases.t("share-bar-block.share-on", { network: name });
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (withModifier(event)) return;
            // A blocked popup leaves the click alone, so the link is followed as it would be without JavaScript.
            if (openSharePopup(network, href)) event.preventDefault();
          };
          return (
            <li key={network}>
              <a
                href={href}
                aria-label={label}
                className={`b-share-bar__link b-share-bar__link--${network}`}
                onClick={onClick}
              >
                <Icon size={20} />
              </a>
            </li>
          );
        })}
      </List>
    );
  },
});

export type ShareBarFields = CustomFieldsOf<typeof ShareBar>;
