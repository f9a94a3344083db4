import { styled } from "@broadsheet/style";
import { usePhrases } from "@broadsheet/kit";
import {
  Attribution,
  classNames,
  DateTime,
  formatAuthors,
  Heading,
  Image,
  inlineHtml,
  inlineText,
  Link,
  MediaItem,
  Overline,
  Paragraph,
  type SourceSize,
} from "@broadsheet/components";
import type { ListStory } from "./list-content";

/** The image a list item shows: its width (asked of the resizer and drawn), and srcset candidates. */
export interface ListImage {
  width: number;
  responsive?: readonly number[];
  /** "above" stacks the image over the text; "end" sets it beside the text, at the end of the line. */
  position: "above" | "end";
}

/** How one list shows its items: the parts each block renders, set by its fields and its kind. */
export interface ListItemLayout {
  image: ListImage | null;
  /** The headline as a heading (the outline's next level) rather than a paragraph. */
  headlineHeading: boolean;
  /** Lines the headline is clamped to; 0 shows it all. */
  headlineLines: number;
  showHeadline: boolean;
  showOverline: boolean;
  showDescription: boolean;
  showByline: boolean;
  showDate: boolean;
}

/** Every part off: a block turns on what it shows. */
export const BARE_LAYOUT: ListItemLayout = {
  image: null,
  headlineHeading: false,
  headlineLines: 0,
  showHeadline: true,
  showOverline: false,
  showDescription: false,
  showByline: false,
  showDate: false,
};

export interface ListItemProps {
  story: ListStory;
  layout: ListItemLayout;
  /** The block's own class for the item, e.g. `b-card-list__item`. */
  className?: string;
  /** How the image loads: eager for a list at the top of a page that is not lazy. */
  loading?: "lazy" | "eager";
}

const Item = styled.li.withConfig({ componentId: "bs-list-item" })`
  display: flex;
  gap: var(--bs-space-sm);
  align-items: flex-start;
  padding-block: var(--bs-space-sm);
  font-family: var(--bs-font-body);

  .b-list-item__text {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: var(--bs-space-xs);
    min-inline-size: 0;
  }

  .b-list-item__headline {
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-headline-s);
    font-weight: var(--bs-font-weight-bold);
    line-height: var(--bs-line-height-tight);
  }

  .b-list-item__meta {
    margin: 0;
    font-family: var(--bs-font-ui);
    font-size: var(--bs-font-size-meta);
    color: var(--bs-color-text-muted);
  }

  .b-list-item__image {
    flex: 0 0 auto;
  }

  &.b-list-item--image-end .b-list-item__image {
    inline-size: 6.5rem;
  }

  &.b-list-item--image-above {
    flex-direction: column;
  }
  &.b-list-item--image-above .b-list-item__image {
    order: -1;
    inline-size: 100%;
  }
  &.b-list-item--image-above .c-image {
    inline-size: 100%;
  }
`;

/**
 * How wide the picture is drawn, for the browser's pick from the srcset: the column's width on phones when it
 * stacks over the text, its own width otherwise.
 */
export function listImageSizes(image: ListImage): readonly SourceSize[] {
  const own = `${image.width}px`;
  return image.position === "above"
    ? [
        { mediaCondition: "(min-width: 48rem)", sourceSizeValue: own },
        { sourceSizeValue: "100vw", isDefault: true },
      ]
    : [{ sourceSizeValue: own, isDefault: true }];
}

/** "By A and B" in the words of the site's language, as text (the item already links to the story). */
function useByline(authors: readonly unknown[]): string {
  const phrases = usePhrases();
  const { segments } = formatAuthors(authors, phrases.t("global.and-text"));
  if (segments.length === 0) return "";
  const names = segments.map((segment) => (segment.kind === "text" ? segment.text : segment.name)).join("");
  return `${phrases.t("global.by-text")} ${names}`;
}

function Headline({ story, layout }: Pick<ListItemProps, "story" | "layout">) {
  const link = (
    <Link href={story.url} openInNewTab={false} variant="headline" className="b-list-item__link">
      {/* The headline is the link to the story and links cannot nest: a link in its markup keeps its text. */}
      {inlineHtml(story.headline, { links: false })}
    </Link>
  );
  if (layout.headlineHeading) return <Heading className="b-list-item__headline">{link}</Heading>;
  return (
    <Paragraph className="b-list-item__headline" truncationLines={layout.headlineLines}>
      {link}
    </Paragraph>
  );
}

/**
 * One story of a list: overline, headline linking to the story, description, byline and date, and its
 * image, each shown as the block's layout says. With the headline hidden the image links to the story and
 * carries the headline as its text, so every item still says where it goes.
 */
export function ListItem({ story, layout, className, loading = "lazy" }: ListItemProps) {
  const byline = useByline(layout.showByline ? story.authors : []);
  const date = layout.showDate ? story.displayDate : "";
  const image = layout.image;
  const overline = layout.showOverline && (story.overline !== null || story.sponsored);
  const picture = image ? (
    <Image
      ansImage={story.image}
      alt={layout.showHeadline ? "" : inlineText(story.headline)}
      width={image.width}
      aspectRatio="3:2"
      responsiveImages={image.responsive}
      sizes={image.responsive ? listImageSizes(image) : undefined}
      loading={loading}
    />
  ) : null;

  return (
    <Item className={classNames("b-list-item", image && `b-list-item--image-${image.position}`, className)}>
      <div className="b-list-item__text">
        {overline ? (
          <Overline
            className="b-list-item__overline"
            sponsored={story.sponsored}
            href={!story.sponsored && story.overline?.url ? story.overline.url : undefined}
          >
            {story.sponsored ? undefined : story.overline?.text}
          </Overline>
        ) : null}
        {layout.showHeadline ? <Headline story={story} layout={layout} /> : null}
        {layout.showDescription && story.description !== "" ? (
          <Paragraph className="b-list-item__description">{story.description}</Paragraph>
        ) : null}
        {byline !== "" || date !== "" ? (
          <p className="b-list-item__meta">
            {byline !== "" ? <Attribution>{byline}</Attribution> : null}
            {byline !== "" && date !== "" ? " · " : null}
            {date !== "" ? <DateTime date={date} /> : null}
          </p>
        ) : null}
      </div>
      {picture ? (
        <MediaItem className="b-list-item__image">
          {layout.showHeadline ? (
            picture
          ) : (
            <Link href={story.url} openInNewTab={false} variant="headline" className="b-list-item__link">
              {picture}
            </Link>
          )}
        </MediaItem>
      ) : null}
    </Item>
  );
}
