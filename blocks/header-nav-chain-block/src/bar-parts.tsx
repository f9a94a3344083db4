import { useFusionContext } from "fusion:context";
import { isRecord, usePhrases } from "@broadsheet/kit";
import { logoWidth, navigationLinks, safeURL } from "@broadsheet/components";
import { LOGO_HEIGHT } from "./logo-height";

/*
 * The parts of the top bar that never change once drawn: the logo, the horizontal links and the editor's notice
 * about them. The chain keeps the server's HTML of each (kit's serverPart), so its code carries neither them nor
 * the readers of the site's logo and the links' hierarchy.
 */

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

// A scheme, or an address from the site's root: used as it is; anything else is a file of the bundle.
const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/)/i;

/** The site's primary logo: "" when it has none; a relative address resolved against the bundle's deployment. */
export function logoAddress(logo: unknown, deployment: (path: string) => string): string {
  const safe = safeURL(logo);
  if (safe === "" || ABSOLUTE.test(safe)) return safe;
  return deployment(safe);
}

export interface BarLogoProps {
  /** The editor's name for the logo's link to the home page; "" for none. */
  ariaLabelLink: string;
}

/** The site's primary logo (site properties), linked to the home page; nothing when the site has none. */
export function BarLogo({ ariaLabelLink }: BarLogoProps) {
  const { arcSite, siteProperties, deployment } = useFusionContext();
  const site: Record<string, unknown> = isRecord(siteProperties) ? siteProperties : {};
  const logo = logoAddress(site.primaryLogo, deployment);
  if (logo === "") return null;
  return (
    <a href="/" className="b-header-nav-chain__logo-link" aria-label={ariaLabelLink || undefined}>
      <img
        src={logo}
        alt={text(site.primaryLogoAlt) || text(site.websiteName) || arcSite}
        height={LOGO_HEIGHT}
        width={logoWidth(LOGO_HEIGHT, site.primaryLogoWidth, site.primaryLogoHeight)}
        className="b-header-nav-chain__logo"
      />
    </a>
  );
}

export interface BarLinksProps {
  /** The links' hierarchy as the content source answered (null while there is none). */
  hierarchy: unknown;
  /** Dots between the links. */
  dots: boolean;
}

/** The horizontal links: the hierarchy's active top-level nodes; nothing when there are none. */
export function BarLinks({ hierarchy, dots }: BarLinksProps) {
  const links = navigationLinks(hierarchy);
  if (links.length === 0) return null;
  return (
    <ul className={`b-header-nav-chain__links${dots ? " b-header-nav-chain__links--dots" : ""}`}>
      {links.map((link, index) => (
        <li key={`${link.url}-${index}`}>
          <a href={link.url} className="b-header-nav-chain__link">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export interface CentredLogoNoticeProps {
  /** The links' hierarchy, as for BarLinks. */
  hierarchy: unknown;
}

/** For editors of a header with a centred logo: horizontal links move it aside (nothing when there are none). */
export function CentredLogoNotice({ hierarchy }: CentredLogoNoticeProps) {
  const phrases = usePhrases();
  if (navigationLinks(hierarchy).length === 0) return null;
  return (
    <p role="note" className="b-header-nav-chain__notice">
      {phrases.t("header-nav-chain-block.centred-logo-notice")}
    </p>
  );
}
