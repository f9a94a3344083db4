import type { ComponentType } from "react";
import { styled } from "@broadsheet/style";
import { usePhrases } from "@broadsheet/kit";
import {
  EmailIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MediumIcon,
  PinterestIcon,
  RedditIcon,
  RssIcon,
  SnapchatIcon,
  SoundCloudIcon,
  TumblrIcon,
  WhatsAppIcon,
  XIcon,
  YouTubeIcon,
  type IconProps,
} from "../icons";
import type { SocialType } from "../utils/social-url";
import { classNames } from "../utils/class-names";

/** A social profile to link: the network and its address (see socialURL). */
export interface SocialLink {
  site: SocialType;
  url: string;
}

interface Network {
  /** The network's own name: a brand, the same in every language. */
  name: string;
  Icon: ComponentType<IconProps>;
}

// twitter keeps its key and URLs; its mark and name are X's (decisions.md).
const NETWORKS: Record<SocialType, Network> = {
  email: { name: "Email", Icon: EmailIcon },
  facebook: { name: "Facebook", Icon: FacebookIcon },
  instagram: { name: "Instagram", Icon: InstagramIcon },
  linkedin: { name: "LinkedIn", Icon: LinkedInIcon },
  medium: { name: "Medium", Icon: MediumIcon },
  pinterest: { name: "Pinterest", Icon: PinterestIcon },
  reddit: { name: "Reddit", Icon: RedditIcon },
  rss: { name: "RSS", Icon: RssIcon },
  snapchat: { name: "Snapchat", Icon: SnapchatIcon },
  soundcloud: { name: "SoundCloud", Icon: SoundCloudIcon },
  tumblr: { name: "Tumblr", Icon: TumblrIcon },
  twitter: { name: "X", Icon: XIcon },
  whatsapp: { name: "WhatsApp", Icon: WhatsAppIcon },
  youtube: { name: "YouTube", Icon: YouTubeIcon },
};

const List = styled.ul.withConfig({ componentId: "bs-social-links" })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--bs-space-sm);
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    color: var(--bs-color-text);
    border-radius: var(--bs-radius-sm);
  }
  a:hover {
    color: var(--bs-color-link-hover);
  }
  a:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
`;

export interface SocialLinksProps {
  /** Whose profiles these are (an author, the site), for each link's accessible name ("Jane Okafor on X"). */
  name: string;
  links: readonly SocialLink[];
  className?: string;
}

/** Social profiles as icon links, each named for whose it is and the network; nothing when there are none. */
export function SocialLinks({ name, links, className }: SocialLinksProps) {
  const phrases = usePhrases();
  if (links.length === 0) return null;
  return (
    <List className={classNames("c-social-links", className)}>
      {links.map((link, index) => {
        const { name: network, Icon } = NETWORKS[link.site];
        const label = name === "" ? network : phrases.t("global.social-link", { name, network });
        // An author may list a network twice; the position keeps the keys apart.
        return (
          <li key={`${link.site}-${index}`}>
            <a href={link.url} aria-label={label} className={`c-social-links__link c-social-links__link--${link.site}`}>
              <Icon size={24} />
            </a>
          </li>
        );
      })}
    </List>
  );
}
