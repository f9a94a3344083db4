import { useFusionContext } from "fusion:context";
import { defineBlock, isRecord, type CustomFieldsOf } from "@broadsheet/kit";
import { BioCard, type PortraitSize } from "./bio-card";
import { hasBioContent, passesBioFilter, readAuthor, type BioAuthor } from "./read-author";

/** Spec §9: the author image shown 100 wide, 1:1, offered at 100/200/400. */
export const AUTHOR_BIO_PORTRAIT: PortraitSize = { width: 100, responsiveImages: [100, 200, 400] };

/** The story's credited authors that a bio box may show (spec §5 and decisions.md), read for the box. */
export function bioAuthors(globalContent: unknown): BioAuthor[] {
  const credits = isRecord(globalContent) ? globalContent.credits : undefined;
  const by = isRecord(credits) && Array.isArray(credits.by) ? credits.by : [];
  return by
    .filter(passesBioFilter)
    .map(readAuthor)
    .filter((author): author is BioAuthor => author !== null && hasBioContent(author, author.bio));
}

/** Under a story: a short bio of each credited author who has one. */
export const AuthorBio = defineBlock({
  name: "author-bio",
  kind: "feature",
  label: "Author Bio",
  icon: "user",
  description: "A short bio of each of the story's authors, with their social profiles.",
  render: function AuthorBioView() {
    const { globalContent } = useFusionContext();
    const authors = bioAuthors(globalContent);
    if (authors.length === 0) return null;
    return (
      <div className="b-author-bio">
        {authors.map((author, index) => (
          // Two credits may share a name; the order of the credits is stable.
          <BioCard
            key={`${author.url || author.name}-${index}`}
            author={author}
            bioText={author.bio}
            portrait={AUTHOR_BIO_PORTRAIT}
            className="b-author-bio__author"
          />
        ))}
      </div>
    );
  },
});

export type AuthorBioFields = CustomFieldsOf<typeof AuthorBio>;
