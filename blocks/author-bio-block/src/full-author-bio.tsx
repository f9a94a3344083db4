import { useFusionContext } from "fusion:context";
import { defineBlock, isRecord, type CustomFieldsOf } from "@broadsheet/kit";
import { BioCard, type PortraitSize } from "./bio-card";
import { hasBioContent, passesBioFilter, readAuthor } from "./read-author";

/** Spec §9: the bio image 180 wide (180/360/720), the fallback 100. */
export const FULL_BIO_PORTRAIT: PortraitSize = { width: 180, responsiveImages: [180, 360, 720], fallbackWidth: 100 };

/**
 * The author an author page is about: the author service's answer (`{ authors: [...] }`, author-api) gives the
 * first of its authors, a story the first of its credits.
 */
export function pageAuthor(globalContent: unknown): unknown {
  if (!isRecord(globalContent)) return undefined;
  if (Array.isArray(globalContent.authors)) return globalContent.authors[0];
  const credits = globalContent.credits;
  return isRecord(credits) && Array.isArray(credits.by) ? credits.by[0] : undefined;
}

/** The author page's bio: portrait, name as the page heading linking to the profile, role, long bio, socials. */
export const FullAuthorBio = defineBlock({
  name: "full-author-bio",
  kind: "feature",
  label: "Full Author Bio",
  icon: "user",
  description: "The author page's introduction: portrait, name, role, bio and social profiles.",
  render: function FullAuthorBioView() {
    const { globalContent } = useFusionContext();
    const source = pageAuthor(globalContent);
    const author = passesBioFilter(source) ? readAuthor(source) : null;
    if (author === null || !hasBioContent(author, author.longBio)) return null;
    return (
      <BioCard
        author={author}
        bioText={author.longBio}
        portrait={FULL_BIO_PORTRAIT}
        headingLevel={1}
        className="b-full-author-bio"
      />
    );
  },
});

export type FullAuthorBioFields = CustomFieldsOf<typeof FullAuthorBio>;
