import { styled } from "@broadsheet/style";
import { isRecord, usePhrases } from "@broadsheet/kit";
import { useFusionContext } from "fusion:context";
import {
  DateTime,
  formatAuthors,
  getImageFromANS,
  Heading,
  Image,
  inlineHtml,
  Link,
  Overline,
  type SourceSize,
} from "@broadsheet/components";
import { media, token } from "@broadsheet/themes";

/** Which parts of a card show, and the image's crop. */
export interface CardOptions {
  showOverline: boolean;
  showHeadline: boolean;
  showImage: boolean;
  showDescription: boolean;
  showByline: boolean;
  showDate: boolean;
  imageRatio: "16:9" | "3:2" | "4:3";
}

/** Spec §9: results cards ask the resizer for 250 and 500 px pictures. */
export const CARD_IMAGE_WIDTHS = [250, 500] as const;
/** The picture's drawn width: a third of the card on phones, at most 300 px (CARD_IMAGE_MAX) from the desktop breakpoint. */
export const CARD_IMAGE_SIZES = [
  { mediaCondition: "(min-width: 48rem)", sourceSizeValue: "300px" },
  { sourceSizeValue: "33vw", isDefault: true },
] as const satisfies readonly SourceSize[];

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const basic = (value: unknown): string => (isRecord(value) ? text(value.basic) : "");

/** The story's address on this site: its websites entry, else its own website_url or canonical_url. */
export function storyUrl(item: Record<string, unknown>, arcSite: string): string {
  const websites = isRecord(item.websites) ? item.websites[arcSite] : undefined;
  return (
    text(isRecord(websites) ? websites.website_url : undefined) || text(item.website_url) || text(item.canonical_url)
  );
}

/** The section label above the headline: the story's label when it is to be displayed, else its primary section. */
function overlineOf(item: Record<string, unknown>, arcSite: string): { text: string; url?: string } {
  const label = isRecord(item.label) && isRecord(item.label.basic) ? item.label.basic : undefined;
  if (label && label.display === true && text(label.text) !== "") {
    const url = text(label.url);
    return url ? { text: text(label.text), url } : { text: text(label.text) };
  }
  const websites = isRecord(item.websites) ? item.websites[arcSite] : undefined;
  const section =
    (isRecord(websites) && isRecord(websites.website_section) ? websites.website_section : undefined) ??
    (isRecord(item.taxonomy) && isRecord(item.taxonomy.primary_section) ? item.taxonomy.primary_section : undefined);
  if (!section) return { text: "" };
  const id = text(section._id);
  return id ? { text: text(section.name), url: id.endsWith("/") ? id : `${id}/` } : { text: text(section.name) };
}

// A thumbnail beside a text column that keeps a readable measure: a third of the card (at most 300 px), the text
// taking the rest, on phones and desktops alike.
const Card = styled.article.withConfig({ componentId: "bs-results-card" })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token("space", "md")};
  align-items: start;
  padding-block: ${token("space", "md")};
  border-block-end: thin solid ${token("color", "border")};
  font-family: ${token("font", "body")};

  &.b-results__card--with-image {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
  .b-results__image {
    inline-size: 100%;
  }
  .b-results__text {
    display: flex;
    flex-direction: column;
    gap: ${token("space", "xs")};
    min-inline-size: 0;
    max-inline-size: ${token("size", "measure")};
  }
  .b-results__headline.c-heading {
    font-size: ${token("fontSize", "headline-s")};
    line-height: ${token("lineHeight", "tight")};
  }
  .b-results__description {
    margin: 0;
    font-size: ${token("fontSize", "sm")};
    line-height: ${token("lineHeight", "body")};
    color: ${token("color", "text-muted")};
  }
  .b-results__meta {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${token("space", "sm")};
    margin: 0;
    font-family: ${token("font", "ui")};
    font-size: ${token("fontSize", "meta")};
    color: ${token("color", "text-muted")};
  }
  .b-results__separator {
    color: ${token("color", "border")};
  }

  ${media.desktop} {
    gap: ${token("space", "lg")};
    &.b-results__card--with-image {
      grid-template-columns: min(33%, 18.75rem) minmax(0, 1fr);
    }
    .b-results__headline.c-heading {
      font-size: ${token("fontSize", "headline-m")};
    }
    .b-results__description {
      font-size: ${token("fontSize", "md")};
    }
  }
`;

export interface StoryCardProps {
  item: unknown;
  options: CardOptions;
}

/** One story of a results list: image, overline, headline link, description, byline, date; nothing without a headline or url. */
export function StoryCard({ item, options }: StoryCardProps) {
  const { arcSite } = useFusionContext();
  const phrases = usePhrases();
  if (!isRecord(item)) return null;
  // The headline's inline markup (e.g. `<i>`) as the article body draws it; it is the card's link, and links
  // cannot nest, so a link in the markup keeps only its text.
  const headline = inlineHtml(basic(item.headlines), { links: false });
  const url = storyUrl(item, arcSite);
  if (headline === null && url === "") return null;
  const description = basic(item.description);
  const image = options.showImage ? getImageFromANS(item) : null;
  const overline = options.showOverline ? overlineOf(item, arcSite) : { text: "" };
  const byline = options.showByline
    ? formatAuthors(isRecord(item.credits) ? item.credits.by : undefined, phrases.t("global.and-text")).text
    : "";
  const date = options.showDate && typeof item.display_date === "string" ? item.display_date : undefined;

  return (
    <Card className={image ? "b-results__card b-results__card--with-image" : "b-results__card"}>
      {image ? (
        <Image
          className="b-results__image"
          ansImage={image}
          alt=""
          loading="lazy"
          width={CARD_IMAGE_WIDTHS[0]}
          aspectRatio={options.imageRatio}
          responsiveImages={CARD_IMAGE_WIDTHS}
          sizes={CARD_IMAGE_SIZES}
        />
      ) : null}
      <div className="b-results__text">
        {overline.text ? (
          <Overline className="b-results__overline" href={overline.url} openInNewTab={false}>
            {overline.text}
          </Overline>
        ) : null}
        {options.showHeadline && headline !== null ? (
          <Heading className="b-results__headline">
            <Link className="b-results__link" href={url || undefined} openInNewTab={false} variant="headline">
              {headline}
            </Link>
          </Heading>
        ) : null}
        {options.showDescription && description ? <p className="b-results__description">{description}</p> : null}
        {byline || date ? (
          <p className="b-results__meta">
            {byline ? <span className="b-results__byline">{byline}</span> : null}
            {byline && date ? (
              // The spaces keep the parts apart in copied text and reader modes; on screen the gap does.
              <>
                {" "}
                <span className="b-results__separator" aria-hidden="true">
                  ·
                </span>{" "}
              </>
            ) : null}
            {date ? <DateTime className="b-results__date" date={date} /> : null}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
