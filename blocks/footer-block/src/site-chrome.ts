import { isRecord } from "@broadsheet/kit";
import { safeURL, socialURL, type SocialLink, type SocialType } from "@broadsheet/components";

/** What the footer shows of the site's properties, every part checked; "" or [] where the site has none. */
export interface FooterSite {
  name: string;
  /** The logo's address: the light-background logo, else the primary one. */
  logo: string;
  logoAlt: string;
  /** The primary logo file's width and height (site properties), when that is the logo shown. */
  logoFile?: { width: unknown; height: unknown };
  socialLinks: SocialLink[];
  copyright: string;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

// The site's own profiles, in the order the footer shows them, and the property each is built from.
const SITE_SOCIAL: readonly [SocialType, string][] = [
  ["twitter", "twitterUsername"],
  ["facebook", "facebookPage"],
  ["rss", "rssUrl"],
];

/**
 * Reads the footer's parts from site properties of any shape. The twitter link is built from the username
 * (`thedaily` → https://twitter.com/thedaily); a property that cannot make a safe link is left out.
 */
export function readFooterSite(properties: unknown): FooterSite {
  const site = isRecord(properties) ? properties : {};
  const light = safeURL(site.lightBackgroundLogo);
  const logo = light || safeURL(site.primaryLogo);
  const name = text(site.websiteName);
  // The alt text goes with the logo it describes; the site's name stands in for a missing one.
  const logoAlt = (light ? text(site.lightBackgroundLogoAlt) : text(site.primaryLogoAlt)) || name;
  return {
    name,
    logo,
    logoAlt,
    ...(light ? {} : { logoFile: { width: site.primaryLogoWidth, height: site.primaryLogoHeight } }),
    socialLinks: SITE_SOCIAL.flatMap(([network, property]): SocialLink[] => {
      const url = socialURL(network, site[property]);
      return url === "" ? [] : [{ site: network, url }];
    }),
    copyright: text(site.copyrightText),
  };
}
