import { Image, Link, MediaItem, isSafeHref, type AnsImage } from "@broadsheet/components";
import { field, textOf } from "../read";

/** Spec §9: article images 800 wide (400 when floated), from these candidate widths. */
export const ARTICLE_IMAGE_WIDTH = 800;
export const FLOATED_IMAGE_WIDTH = 400;
export const ARTICLE_IMAGE_WIDTHS = [274, 400, 768, 1024, 1440] as const;

export type ImageAlignment = "left" | "right";

export function alignmentOf(value: unknown): ImageAlignment | undefined {
  return value === "left" || value === "right" ? value : undefined;
}

/**
 * A body image with its caption and credits: full width at 800, or floated to one side at 400 when it has
 * an alignment; wrapped in a link when it carries one.
 */
export function ImageElement({ element }: { element: Record<string, unknown> }) {
  if (textOf(element.url) === "") return null;
  const alignment = alignmentOf(element.alignment);
  const width = alignment ? FLOATED_IMAGE_WIDTH : ARTICLE_IMAGE_WIDTH;
  const link = field(element, "additional_properties", "link");
  const alt = textOf(element.alt_text);
  // A linked image is the link's only content, so it needs words; the caption says what it shows.
  const linkName = alt || textOf(element.caption) || textOf(element.subtitle);
  const linked = isSafeHref(link) && linkName !== "";

  const image = (
    <Image
      ansImage={element as unknown as AnsImage}
      alt={linked ? linkName : alt}
      width={width}
      responsiveImages={ARTICLE_IMAGE_WIDTHS}
      sizes={[
        { mediaCondition: "(min-width: 48rem)", sourceSizeValue: `${width}px` },
        { sourceSizeValue: "100vw", isDefault: true },
      ]}
    />
  );
  return (
    <MediaItem
      className={`b-article-body__image${alignment ? ` b-article-body__image--${alignment}` : ""}`}
      title={textOf(element.subtitle)}
      caption={textOf(element.caption)}
      credits={element.credits}
      vanityCredits={element.vanity_credits}
    >
      {linked ? (
        <Link href={link} className="b-article-body__image-link">
          {image}
        </Link>
      ) : (
        image
      )}
    </MediaItem>
  );
}
