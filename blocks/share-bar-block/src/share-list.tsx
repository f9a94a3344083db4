import { usePhrases } from "@broadsheet/kit";
import type { ShareableStory, ShareNetwork } from "./share-links";
import { shareURL } from "./share-url";
import { ShareIcon } from "./share-icon";
import { withTitle } from "./shared-story";

// twitter keeps its key and share address; its name is X's (decisions.md).
const NAMES: Readonly<Record<ShareNetwork, string>> = {
  facebook: "Facebook",
  twitter: "X",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  email: "Email",
};

export interface ShareListProps {
  story: ShareableStory;
  /** The networks to offer, in the order shown. */
  networks: readonly ShareNetwork[];
  /** The site's name, in the email's subject. */
  siteName: string;
}

/**
 * The share links: real links to each network's share page (each works without JavaScript), with the network's
 * mark. Alone in its module so that the island renders it as a server part: the links never change once rendered,
 * and the island, which only turns their clicks into popups, does not carry the code that writes them.
 */
export function ShareList({ story, networks, siteName }: ShareListProps) {
  const phrases = usePhrases();
  const shared = withTitle(story);
  return (
    <ul className="b-share-bar" aria-label={phrases.t("share-bar-block.label")}>
      {networks.map((network) => {
        const label =
          network === "email"
            ? phrases.t("share-bar-block.share-by-email")
            : phrases.t("share-bar-block.share-on", { network: NAMES[network] });
        return (
          <li key={network}>
            <a
              href={shareURL(network, shared, siteName)}
              aria-label={label}
              className={`b-share-bar__link b-share-bar__link--${network}`}
            >
              <ShareIcon network={network} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
