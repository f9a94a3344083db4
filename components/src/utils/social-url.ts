import { safeURL } from "./urls";

/** The social link types an author's profile can carry. */
export const SOCIAL_TYPES = [
  "email",
  "facebook",
  "instagram",
  "linkedin",
  "medium",
  "pinterest",
  "reddit",
  "rss",
  "snapchat",
  "soundcloud",
  "tumblr",
  "twitter",
  "whatsapp",
  "youtube",
] as const;

export type SocialType = (typeof SOCIAL_TYPES)[number];

// Profile addresses per network, for a bare handle (encoded, without a leading "@").
const PROFILE_URLS: Record<Exclude<SocialType, "email" | "rss" | "whatsapp">, (handle: string) => string> = {
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}/`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  medium: (handle) => `https://medium.com/@${handle}`,
  pinterest: (handle) => `https://www.pinterest.com/${handle}/`,
  reddit: (handle) => `https://www.reddit.com/user/${handle}/`,
  snapchat: (handle) => `https://www.snapchat.com/add/${handle}`,
  soundcloud: (handle) => `https://soundcloud.com/${handle}`,
  tumblr: (handle) => `https://www.tumblr.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
};

const FULL_URL = /^https?:\/\//i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function isSocialType(type: string): type is SocialType {
  return (SOCIAL_TYPES as readonly string[]).includes(type);
}

function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate half cannot be encoded, so no link can be built from it.
    return "";
  }
}

/**
 * The link for a social profile. A full http(s) URL is kept as given; otherwise the URL is built from the
 * handle for the network (`twitter` + `@thedaily` → `https://twitter.com/thedaily`; `email` → `mailto:`;
 * `whatsapp` → `https://wa.me/{digits}`). An `rss` entry is a feed address and is used as given when it is a
 * site path. Gives "" for an unknown type, a blank handle or one that cannot make a link.
 */
export function socialURL(type: unknown, handle: unknown): string {
  if (typeof type !== "string" || typeof handle !== "string") return "";
  const network = type.trim().toLowerCase();
  const value = handle.trim();
  if (value === "" || !isSocialType(network)) return "";
  if (FULL_URL.test(value)) return safeURL(value);

  switch (network) {
    case "email": {
      const address = value.replace(/^mailto:/i, "");
      return EMAIL.test(address) ? `mailto:${encode(address).replace(/%40/g, "@")}` : "";
    }
    case "rss":
      // A feed on the site itself ("/arc/outboundfeeds/rss/"); anything else cannot be made into a URL.
      return value.startsWith("/") && !value.startsWith("//") ? safeURL(value) : "";
    case "whatsapp": {
      const digits = value.replace(/\D/g, "");
      return digits === "" ? "" : `https://wa.me/${digits}`;
    }
    default: {
      const encoded = encode(value.replace(/^@+/, ""));
      return encoded === "" ? "" : PROFILE_URLS[network](encoded);
    }
  }
}
