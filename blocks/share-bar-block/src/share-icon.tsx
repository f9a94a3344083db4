import type { ComponentType } from "react";
import { EmailIcon, FacebookIcon, LinkedInIcon, PinterestIcon, XIcon, type IconProps } from "@broadsheet/components";
import type { ShareNetwork } from "./share-links";

// twitter keeps its key and share address; its mark is X's (decisions.md).
const ICONS: Readonly<Record<ShareNetwork, ComponentType<IconProps>>> = {
  facebook: FacebookIcon,
  twitter: XIcon,
  pinterest: PinterestIcon,
  linkedin: LinkedInIcon,
  email: EmailIcon,
};

/** A network's mark in its share link (the links are the island's server part, share-list.tsx). */
export function ShareIcon({ network }: { network: ShareNetwork }) {
  const Icon = ICONS[network];
  return <Icon size={20} />;
}
