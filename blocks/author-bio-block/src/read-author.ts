import { isRecord } from "@broadsheet/kit";
import {
  authorLink,
  hasAuthorBio,
  socialURL,
  type AnsImage,
  type SocialLink,
  type SocialType,
} from "@broadsheet/components";

/** A social profile a bio links to: the network and the address built from the author's handle or URL. */
export type BioSocialLink = SocialLink;

/** What a bio block shows of an author, every field already checked; "" or [] where the author has none. */
export interface BioAuthor {
  name: string;
  /** The author's profile page (bio_page), "" when there is none that is safe to link. */
  url: string;
  role: string;
  /** The short bio (the credit's description), for the bio under a story. */
  bio: string;
  /** The long bio when there is one, else the short one, for the author's own page. */
  longBio: string;
  /** An ANS image, or the address of one (some author services give a string). */
  image: AnsImage | string | null;
  socialLinks: BioSocialLink[];
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function originalOf(author: Record<string, unknown>): Record<string, unknown> {
  const extra = author.additional_properties;
  const original = isRecord(extra) ? extra.original : undefined;
  return isRecord(original) ? original : {};
}

function imageOf(value: unknown): AnsImage | string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  // Image reads the rest defensively; a record without an address is no picture at all.
  if (isRecord(value) && text(value.url) !== "") return { ...value, type: "image", url: text(value.url) };
  return null;
}

function socialLinksOf(value: unknown): BioSocialLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link): BioSocialLink[] => {
    if (!isRecord(link)) return [];
    const url = socialURL(link.site, link.url);
    // socialURL gives "" for an unknown network, so a non-empty URL means the site is one of ours.
    return url === "" ? [] : [{ site: text(link.site).toLowerCase() as SocialType, url }];
  });
}

/** An author-service record (author-api) rather than a story's credit: flat, with no `original`. */
function isServiceRecord(author: Record<string, unknown>): boolean {
  return !isRecord(author.additional_properties) && text(author.bio_page) !== "";
}

/**
 * Whether an author belongs in a bio block (decisions.md: bios list only authors with a description and an
 * original bio). The author service's record keeps its one bio in `bio`, which a story's credit folds into both.
 */
export function passesBioFilter(author: unknown): boolean {
  if (!isRecord(author)) return false;
  return hasAuthorBio(author) || (isServiceRecord(author) && text(author.bio) !== "");
}

/** The author's fields for a bio, from a story's credit or the author service's record; null for no author. */
export function readAuthor(author: unknown): BioAuthor | null {
  if (!isRecord(author)) return null;
  const original = originalOf(author);
  const link = authorLink(author);
  const bio = text(author.description) || text(original.bio) || text(author.bio);
  return {
    name: link?.name ?? "",
    url: link?.url ?? "",
    role: text(original.role) || text(author.role),
    bio,
    longBio: text(original.longBio) || text(author.longBio) || bio,
    image: imageOf(author.image) ?? imageOf(author.ansImage) ?? imageOf(original.ansImage) ?? imageOf(original.image),
    socialLinks: socialLinksOf(author.social_links),
  };
}

/** Spec §5: a bio renders only when at least one of byline, image, role, bio or socials is there. */
export function hasBioContent(author: BioAuthor, bioText: string): boolean {
  return (
    author.name !== "" || author.image !== null || author.role !== "" || bioText !== "" || author.socialLinks.length > 0
  );
}
