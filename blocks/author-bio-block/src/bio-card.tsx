import { styled } from "@broadsheet/style";
import { Heading, Image, Link, Paragraph, SocialLinks } from "@broadsheet/components";
import type { BioAuthor } from "./read-author";

/** How big the portrait is drawn and which widths the resizer offers (spec §9). */
export interface PortraitSize {
  width: number;
  responsiveImages: readonly number[];
  /** The width of the site's fallback image when the author has no portrait; none drawn when unset. */
  fallbackWidth?: number;
}

export interface BioCardProps {
  author: BioAuthor;
  /** The bio to show: the short one under a story, the long one on the author's page. */
  bioText: string;
  portrait: PortraitSize;
  /** The name as the page's heading on the author page (1), a section heading under a story (unset). */
  headingLevel?: 1;
  className: string;
}

const Card = styled.section.withConfig({ componentId: "bs-author-bio-card" })`
  display: flex;
  flex-wrap: wrap;
  gap: var(--bs-space-md);
  padding-block: var(--bs-space-md);
  border-block-start: 1px solid var(--bs-color-border);

  .b-bio-card__portrait {
    flex: none;
    border-radius: var(--bs-radius-pill);
  }
  .b-bio-card__text {
    display: flex;
    flex: 1 1 16rem;
    flex-direction: column;
    gap: var(--bs-space-xs);
    min-inline-size: 0;
  }
  .b-bio-card__role {
    margin: 0;
    color: var(--bs-color-text-muted);
    font-size: var(--bs-font-size-sm);
  }
`;

/** One author's bio: portrait, name linking to the profile, role, bio and social profiles. */
export function BioCard({ author, bioText, portrait, headingLevel, className }: BioCardProps) {
  const { image } = author;
  const imageProps = {
    className: "b-bio-card__portrait",
    aspectRatio: "1:1" as const,
    // The name sits beside the portrait, so a portrait without its own description is decorative.
    alt: typeof image === "string" ? "" : (image?.alt_text ?? ""),
  };
  return (
    <Card className={`b-bio-card ${className}`}>
      {image !== null ? (
        <Image
          {...imageProps}
          {...(typeof image === "string" ? { src: image } : { ansImage: image })}
          width={portrait.width}
          responsiveImages={portrait.responsiveImages}
        />
      ) : (
        portrait.fallbackWidth !== undefined && <Image {...imageProps} src={null} width={portrait.fallbackWidth} />
      )}
      <div className="b-bio-card__text">
        {author.name !== "" && (
          <Heading level={headingLevel} className="b-bio-card__name">
            {/* Without a safe profile address Link leaves the name as plain text. */}
            <Link href={author.url || undefined} openInNewTab={false} variant="headline">
              {author.name}
            </Link>
          </Heading>
        )}
        {author.role !== "" && <p className="b-bio-card__role">{author.role}</p>}
        {bioText !== "" && <Paragraph className="b-bio-card__bio">{bioText}</Paragraph>}
        <SocialLinks name={author.name} links={author.socialLinks} className="b-bio-card__social" />
      </div>
    </Card>
  );
}
