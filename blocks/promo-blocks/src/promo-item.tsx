import type { CSSProperties, ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { media } from "@broadsheet/themes";
import { usePhrases } from "@broadsheet/kit";
import {
  Badge,
  Heading,
  Image,
  Link,
  MediaItem,
  Overline,
  Paragraph,
  type AnsImage,
  type AspectRatio,
} from "@broadsheet/components";
import { AuthorsLine, StoryDate } from "@broadsheet/article-parts-block";
import {
  promoVariant,
  type HeadlineSize,
  type ImagePosition,
  type ImageRatio,
  type PromoShow,
  type PromoSize,
} from "./promo-config";

/** The image a promo shows: the story's ANS image, or an override address with its signature and focal point. */
export type PromoImage =
  | { kind: "ans"; image: AnsImage }
  | { kind: "override"; url: string; auth: string | undefined; focalPoint: { x: number; y: number } | undefined };

/** Attributes that make a part editable in place in PageBuilder (empty for readers). */
export type EditableAttributes = Record<string, unknown>;

/** What one promo shows, already read: from a story, or from what an editor typed. "" means "not there". */
export interface PromoItemData {
  overline: { text: string; href: string | undefined } | null;
  sponsored: boolean;
  /** A story's headline with its inline markup (readPromoContent's), or the text an editor typed; null or "" for none. */
  headline: ReactNode;
  url: string | undefined;
  /** The description, or the subheadline when the editor chose that (valueToDisplay). */
  description: string;
  authors: readonly unknown[];
  displayDate: string;
  image: PromoImage | null;
  /** Alt text for the image: the image's own, else "" (the headline next to it says what the story is). */
  imageAlt: string;
}

export interface PromoItemProps {
  size: PromoSize;
  /** How large the headline is drawn; the promo size's own by default. */
  headlineSize?: HeadlineSize;
  data: PromoItemData;
  show: PromoShow;
  imageRatio: ImageRatio;
  /** Width asked of the resizer and shown. */
  imageWidth: number;
  /** srcset widths (top-table-list: 400, 600, 800, 1200). */
  responsiveImages?: readonly number[];
  /** Where the image sits next to the text (small promos); "above" for every other size. */
  imagePosition?: ImagePosition;
  lazy?: boolean;
  /** Open the headline's and image's link in a new tab (manual promos' newTab). */
  newTab?: boolean;
  alertBadge?: string;
  borderRadius?: boolean;
  /** Shown as a video poster with a play mark, linking to the story (no player: promos ship no JavaScript). */
  video?: { display: "inlineVideo" | "featureVideo"; aspectRatio: AspectRatio | "--" | undefined } | null;
  /** Caps the media's height at this share of the viewport (large promos); 0 hides the media. */
  viewportPercentage?: number;
  /** In-place editing attributes for each editable part (admin only). */
  editable?: Partial<Record<"overline" | "headline" | "description" | "image", EditableAttributes>>;
  /** Extra class names on the root, e.g. the block's own. */
  className?: string;
}

/** Each headline size as its class modifier (an unknown value, from a hand-edited page, draws as Medium). */
const HEADLINE_CLASS: Readonly<Record<string, string>> = {
  "Extra Large": "extra-large",
  Large: "large",
  Medium: "medium",
  Small: "small",
};

const Root = styled.article.withConfig({ componentId: "bs-promo" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-sm);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);

  .b-promo__text {
    display: flex;
    flex-direction: column;
    gap: var(--bs-space-xs);
    min-inline-size: 0;
  }
  .b-promo__headline--medium {
    font-size: var(--bs-font-size-lg);
  }
  .b-promo__headline a {
    color: inherit;
    text-decoration: none;
  }
  .b-promo__headline a:hover {
    text-decoration: underline;
  }
  .b-promo__headline--extra-large {
    font-size: var(--bs-font-size-2xl);
  }
  .b-promo__headline--large {
    font-size: var(--bs-font-size-xl);
  }
  .b-promo__headline--small {
    font-size: var(--bs-font-size-md);
  }
  .b-promo__description {
    margin: 0;
    color: var(--bs-color-text-muted);
  }
  .b-promo__meta {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--bs-space-xs);
    font-size: var(--bs-font-size-sm);
    color: var(--bs-color-text-muted);
  }
  .b-promo__media {
    position: relative;
    display: block;
    flex-shrink: 0;
  }
  .b-promo__media img {
    inline-size: 100%;
    max-block-size: var(--b-promo-media-max, none);
  }
  &.b-promo--rounded .b-promo__media img {
    border-radius: var(--bs-radius-md);
  }
  .b-promo__play {
    position: absolute;
    inset-block-end: var(--bs-space-sm);
    inset-inline-start: var(--bs-space-sm);
    padding: var(--bs-space-xs) var(--bs-space-sm);
    border-radius: var(--bs-radius-pill);
    background-color: var(--bs-color-overlay);
    color: var(--bs-color-background);
    font-size: var(--bs-font-size-sm);
  }
  &.b-promo--image-below {
    flex-direction: column-reverse;
  }
  &.b-promo--image-left,
  &.b-promo--image-right {
    flex-direction: row;
    align-items: flex-start;
  }
  &.b-promo--image-right {
    flex-direction: row-reverse;
  }
  &.b-promo--image-left .b-promo__media,
  &.b-promo--image-right .b-promo__media {
    inline-size: 33%;
  }
  &.b-promo--image-left .b-promo__text,
  &.b-promo--image-right .b-promo__text {
    flex: 1;
  }
  &.b-promo--feature-video .b-promo__headline {
    order: -1;
  }
  ${media.desktop} {
    .b-promo__headline--extra-large {
      font-size: var(--bs-font-size-3xl);
    }
  }
`;

/** A link around a promo part, or the part alone when there is nowhere to go. */
function PartLink({ href, newTab, children }: { href: string | undefined; newTab: boolean; children: ReactNode }) {
  if (href === undefined) return <>{children}</>;
  return (
    <Link href={href} openInNewTab={newTab}>
      {children}
    </Link>
  );
}

function PromoMedia({
  data,
  imageRatio,
  imageWidth,
  responsiveImages,
  lazy,
  video,
  newTab,
  editable,
}: Pick<PromoItemProps, "data" | "imageRatio" | "imageWidth" | "responsiveImages" | "lazy" | "video" | "newTab"> & {
  editable: EditableAttributes | undefined;
}) {
  const phrases = usePhrases();
  const { image } = data;
  if (!image) return null;
  const ratio = video?.aspectRatio && video.aspectRatio !== "--" ? video.aspectRatio : imageRatio;
  const common = {
    alt: data.imageAlt,
    width: imageWidth,
    aspectRatio: ratio,
    responsiveImages,
    loading: lazy ? ("lazy" as const) : ("eager" as const),
  };
  const picture =
    image.kind === "ans" ? (
      <Image {...common} ansImage={image.image} />
    ) : (
      <Image {...common} src={image.url} resizedOptions={{ auth: image.auth, focalPoint: image.focalPoint }} />
    );
  return (
    <MediaItem className="b-promo__media" {...editable}>
      {/* The headline carries the link for screen readers; the picture repeats it for pointers only. */}
      {data.url === undefined ? (
        picture
      ) : (
        <a
          href={data.url}
          tabIndex={-1}
          aria-hidden="true"
          target={newTab ? "_blank" : undefined}
          rel={newTab ? "noopener noreferrer" : undefined}
        >
          {picture}
        </a>
      )}
      {video ? (
        <span className="b-promo__play" aria-hidden="true">
          ▶ {phrases.t("promo-blocks.video")}
        </span>
      ) : null}
    </MediaItem>
  );
}

/**
 * One promo: overline, headline linking to the story, image, description, byline and date, each shown or not.
 * Shared by the eight promo blocks and top-table-list; server HTML only.
 */
export function PromoItem({
  size,
  headlineSize = promoVariant(size, "content").headlineSize,
  data,
  show,
  imageRatio,
  imageWidth,
  responsiveImages,
  imagePosition = "above",
  lazy = false,
  newTab = false,
  alertBadge,
  borderRadius = false,
  video,
  viewportPercentage,
  editable = {},
  className,
}: PromoItemProps) {
  const headline = show.headline ? data.headline : null;
  const description = show.description ? data.description : "";
  const overline = show.overline ? data.overline : null;
  const sponsored = show.overline && data.sponsored;
  const hideMedia = viewportPercentage === 0;
  const media =
    show.image && !hideMedia && data.image ? (
      <PromoMedia
        data={data}
        imageRatio={imageRatio}
        imageWidth={imageWidth}
        responsiveImages={responsiveImages}
        lazy={lazy}
        video={video}
        newTab={newTab}
        editable={editable.image}
      />
    ) : null;
  const byline = show.byline && data.authors.length > 0 ? <AuthorsLine authors={data.authors} /> : null;
  const date = show.date && data.displayDate !== "" ? <StoryDate date={data.displayDate} /> : null;
  const badge = alertBadge?.trim() ?? "";

  if (!headline && !description && !overline && !sponsored && !media && !byline && !date) return null;

  const style =
    viewportPercentage !== undefined && viewportPercentage > 0
      ? ({ "--b-promo-media-max": `${viewportPercentage}vh` } as CSSProperties)
      : undefined;
  return (
    <Root
      className={[
        "b-promo",
        `b-promo--${size}`,
        media ? `b-promo--image-${imagePosition}` : "b-promo--no-image",
        borderRadius ? "b-promo--rounded" : "",
        video?.display === "featureVideo" ? "b-promo--feature-video" : "",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
      style={style}
    >
      {media}
      <div className="b-promo__text">
        {badge !== "" ? (
          <Badge variant="danger" className="b-promo__badge">
            {badge}
          </Badge>
        ) : null}
        {overline || sponsored ? (
          <Overline
            className="b-promo__overline"
            href={overline?.href}
            sponsored={sponsored}
            {...(sponsored ? {} : editable.overline)}
          >
            {/* A sponsored story always says so in the site's words (the Overline's phrase). */}
            {sponsored ? null : overline?.text}
          </Overline>
        ) : null}
        {headline ? (
          <Heading
            className={`b-promo__headline b-promo__headline--${HEADLINE_CLASS[headlineSize] ?? "medium"}`}
            {...editable.headline}
          >
            <PartLink href={data.url} newTab={newTab}>
              {headline}
            </PartLink>
          </Heading>
        ) : null}
        {description ? (
          <Paragraph className="b-promo__description" {...editable.description}>
            {description}
          </Paragraph>
        ) : null}
        {byline || date ? (
          <div className="b-promo__meta">
            {byline}
            {date}
          </div>
        ) : null}
      </div>
    </Root>
  );
}
