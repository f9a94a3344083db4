import type { MouseEvent } from "react";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { boolean, defineBlock, defineFields, serverPart, type CustomFieldsOf } from "@broadsheet/kit";
import { openSharePopup, SHARE_NETWORKS, shareableStory, type ShareNetwork } from "./share-links";

const fields = defineFields({
  email: boolean({ label: "Email", description: "Offer sharing by email", defaultValue: true }),
  facebook: boolean({ label: "Facebook", description: "Offer sharing on Facebook", defaultValue: true }),
  pinterest: boolean({ label: "Pinterest", description: "Offer sharing on Pinterest", defaultValue: true }),
  twitter: boolean({ label: "X (Twitter)", description: "Offer sharing on X", defaultValue: true }),
  linkedIn: boolean({ label: "LinkedIn", description: "Offer sharing on LinkedIn", defaultValue: true }),
});

type ToggleField = "email" | "facebook" | "pinterest" | "twitter" | "linkedIn";

/** The field that turns each network on. */
const FIELDS: Readonly<Record<ShareNetwork, ToggleField>> = {
  facebook: "facebook",
  twitter: "twitter",
  pinterest: "pinterest",
  linkedin: "linkedIn",
  email: "email",
};

/*
 * The links, their marks and the bar's look never change once rendered: the server writes them into the page, and
 * the island (which only turns clicks into popups) does not carry their code (kit's serverPart).
 */
const KeptList = serverPart(() => import("./share-list").then((module) => module.ShareList));
const KeptStyles = serverPart(() => import("./share-bar.styles").then((module) => module.ShareBarStyles));

/** Whether a click asks the browser for something of its own (a new tab or window). */
function withModifier(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The share link a click landed on, and its network (from its `b-share-bar__link--<network>` class). */
function clickedLink(event: MouseEvent<HTMLElement>): { network: ShareNetwork; href: string } | null {
  const link = event.target instanceof Element ? event.target.closest("a.b-share-bar__link") : null;
  if (!link || !event.currentTarget.contains(link)) return null;
  const network = SHARE_NETWORKS.find((name) => link.classList.contains(`b-share-bar__link--${name}`));
  const href = link.getAttribute("href");
  return network && href ? { network, href } : null;
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
    const { arcSite, globalContent } = useFusionContext();
    const properties = getProperties(arcSite);
    const story = shareableStory(globalContent, properties.websiteDomain);
    const networks = SHARE_NETWORKS.filter((network) => customFields[FIELDS[network]] === true);
    if (story === null || networks.length === 0) return null;
    const siteName = typeof properties.websiteName === "string" ? properties.websiteName : "";

    // The links are kept server HTML, so their clicks (Enter on a link is one too) are taken where they bubble to.
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      if (withModifier(event)) return;
      const clicked = clickedLink(event);
      // A blocked popup leaves the click alone, so the link is followed as it would be without JavaScript.
      if (clicked && openSharePopup(clicked.network, clicked.href)) event.preventDefault();
    };

    return (
      // The links are what readers use; this element only takes their clicks as they bubble.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div className="b-share-bar__frame" onClick={onClick}>
        <KeptList story={story} networks={networks} siteName={siteName} />
        <KeptStyles />
      </div>
    );
  },
});

export type ShareBarFields = CustomFieldsOf<typeof ShareBar>;
