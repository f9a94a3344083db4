import type { CSSProperties, ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
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
  type SourceSize,
} from "@broadsheet/components";
import { MetaLine } from "@broadsheet/article-parts-block";
import {
  HEADLINE_SIZES,
  promoVariant,
  type HeadlineSize,
  type ImagePosition,
  type ImageRatio,
  type PromoShow,
  type PromoSize,
  type PromoVideoDisplay,
} from "./promo-config";
import { HEADLINE_FONT_SIZES, headlineClass, PROMO_IMAGE_WIDTHS, promoImageSizes } from "./promo-scale";

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
  /** srcset widths (top-table-list: 400, 600, 800, 1200); the promo size's own by default. */
  responsiveImages?: readonly number[];
  /** Where the image sits next to the text (small promos); "above" for every other size. */
  imagePosition?: ImagePosition;
  lazy?: boolean;
  /** The page's lead picture (its largest on the first screen, LCP): fetched first and never lazily. */
  lead?: boolean;
  /** Open the headline's and image's link in a new tab (manual promos' newTab). */
  newTab?: boolean;
  alertBadge?: string;
  borderRadius?: boolean;
  /** A video story without a player: its picture as a poster with a "Video" mark, linking to the story. */
  video?: { aspectRatio: AspectRatio | "--" | undefined } | null;
  /**
   * The story's video playing in the promo's media area instead of the picture: inline, where the picture would
   * be; as a feature, across the whole promo under the headline.
   */
  player?: { display: PromoVideoDisplay; element: ReactNode } | null;
  /** Caps the media's height at this share of the viewport (large promos); 0 hides the media. */
  viewportPercentage?: number;
  /** In-place editing attributes for each editable part (admin only). */
  editable?: Partial<Record<"overline" | "headline" | "description" | "image", EditableAttributes>>;
  /** Extra class names on the root, e.g. the block's own. */
  className?: string;
}

/** A promo's width decides its layout (it may sit in the main column, a rail or a quarter of a chain). */
const CONTAINER = "b-promo";

const headlineSizes = HEADLINE_SIZES.map(
  (size) =>
    `.b-promo__headline--${headlineClass(size)} { font-size: ${token("fontSize", HEADLINE_FONT_SIZES[size])}; }`,
).join("\n");

/*
 * The parts wrap in one row: stacked while each takes the whole width, side by side once the picture takes a
 * share of it. The widths come from container queries, not the viewport: a large promo beside its picture in the
 * main column stays stacked in the rail.
 */
const Root = styled.article.withConfig({ componentId: "bs-promo" })`
  container: ${CONTAINER} / inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token("space", "sm")} ${token("space", "md")};
  font-family: ${token("font", "body")};
  color: ${token("color", "text")};

  .b-promo__media,
  .b-promo__text {
    flex: 1 1 100%;
    min-inline-size: 0;
  }
  .b-promo__text {
    display: flex;
    flex-direction: column;
    gap: ${token("space", "xs")};
  }
  /* Large headlines balance their lines; smaller ones only avoid a lone last word, so a narrow column keeps
     its lines full. */
  .b-promo__headline {
    line-height: ${token("lineHeight", "tight")};
    text-wrap: pretty;
  }
  &.b-promo--extra-large .b-promo__headline,
  &.b-promo--large .b-promo__headline {
    text-wrap: balance;
  }
  ${headlineSizes}
  .b-promo__description {
    margin: 0;
    font-size: ${token("fontSize", "md")};
    line-height: ${token("lineHeight", "body")};
    color: ${token("color", "text-muted")};
  }
  &.b-promo--small .b-promo__description {
    font-size: ${token("fontSize", "sm")};
  }
  .b-promo__meta {
    margin-block-start: ${token("space", "xs")};
  }
  .b-promo__media {
    position: relative;
    display: block;
  }
  .b-promo__media img {
    inline-size: 100%;
    max-block-size: var(--b-promo-media-max, none);
  }
  &.b-promo--rounded .b-promo__media img {
    border-radius: ${token("radius", "md")};
  }
  .b-promo__play {
    position: absolute;
    inset-block-end: ${token("space", "sm")};
    inset-inline-start: ${token("space", "sm")};
    padding: ${token("space", "xs")} ${token("space", "sm")};
    border-radius: ${token("radius", "pill")};
    background-color: ${token("color", "overlay")};
    color: ${token("color", "background")};
    font-size: ${token("fontSize", "sm")};
  }
  &.b-promo--image-below .b-promo__media,
  &.b-promo--image-right .b-promo__media {
    order: 1;
  }
  /* A thumbnail beside the headline: a third of the promo, never more than a small picture. */
  &.b-promo--image-left .b-promo__media,
  &.b-promo--image-right .b-promo__media {
    flex: 0 0 calc(33% - ${token("space", "md")} / 2);
    max-inline-size: 10rem;
  }
  &.b-promo--image-left .b-promo__text,
  &.b-promo--image-right .b-promo__text {
    flex: 1 1 0;
  }
  /* A feature video: the headline, then the video across the whole promo, then the rest of the text. */
  &.b-promo--feature-video .b-promo__text {
    flex-basis: 100%;
  }
  &.b-promo--feature-video .b-promo__media {
    margin-block: ${token("space", "xs")};
  }
  @container ${CONTAINER} (min-width: 36rem) {
    &.b-promo--large.b-promo--image-above .b-promo__media {
      flex: 0 1 calc(50% - ${token("space", "md")} / 2);
    }
    &.b-promo--medium.b-promo--image-above .b-promo__media {
      flex: 0 1 calc(40% - ${token("space", "md")} / 2);
    }
    &.b-promo--large.b-promo--image-above .b-promo__text,
    &.b-promo--medium.b-promo--image-above .b-promo__text {
      flex: 1 1 0;
    }
  }
`;

/** A link around a promo part, or the part alone when there is nowhere to go. */
function PartLink({ href, newTab, children }: { href: string | undefined; newTab: boolean; children: ReactNode }) {
  if (href === undefined) return <>{children}</>;
  return (
    <Link href={href} openInNewTab={newTab} variant="headline">
      {children}
    </Link>
  );
}

function PromoMedia({
  data,
  imageRatio,
  imageWidth,
  responsiveImages,
  sizes,
  lazy,
  lead,
  video,
  newTab,
  editable,
}: Pick<
  PromoItemProps,
  "data" | "imageRatio" | "imageWidth" | "responsiveImages" | "lazy" | "lead" | "video" | "newTab"
> & {
  sizes: readonly SourceSize[];
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
    sizes,
    loading: lazy && !lead ? ("lazy" as const) : ("eager" as const),
    fetchPriority: lead ? ("high" as const) : undefined,
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
 * Shared by the eight promo blocks and top-table-list; server HTML only, but for a `player` given to it.
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
  lead = false,
  newTab = false,
  alertBadge,
  borderRadius = false,
  video,
  player,
  viewportPercentage,
  editable = {},
  className,
}: PromoItemProps) {
  const headline = show.headline ? data.headline : null;
  const description = show.description ? data.description : "";
  const overline = show.overline ? data.overline : null;
  const sponsored = show.overline && data.sponsored;
  const hideMedia = viewportPercentage === 0;
  const feature = player?.display === "featureVideo" && !hideMedia;
  const media = hideMedia ? null : player ? (
    <div className="b-promo__media b-promo__media--video">{player.element}</div>
  ) : show.image && data.image ? (
    <PromoMedia
      data={data}
      imageRatio={imageRatio}
      imageWidth={imageWidth}
      responsiveImages={responsiveImages ?? PROMO_IMAGE_WIDTHS[size]}
      sizes={promoImageSizes(size, imagePosition)}
      lazy={lazy}
      lead={lead}
      video={video}
      newTab={newTab}
      editable={editable.image}
    />
  ) : null;
  const authors = show.byline ? data.authors : [];
  const date = show.date ? data.displayDate : "";
  const meta = authors.length > 0 || date !== "";
  const badge = alertBadge?.trim() ?? "";

  if (!headline && !description && !overline && !sponsored && !media && !meta) return null;

  const style =
    viewportPercentage !== undefined && viewportPercentage > 0
      ? ({ "--b-promo-media-max": `${viewportPercentage}vh` } as CSSProperties)
      : undefined;
  return (
    <Root
      className={[
        "b-promo",
        `b-promo--${size}`,
        media ? (feature ? "b-promo--feature-video" : `b-promo--image-${imagePosition}`) : "b-promo--no-image",
        borderRadius ? "b-promo--rounded" : "",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
      style={style}
    >
      {feature ? null : media}
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
            className={`b-promo__headline b-promo__headline--${headlineClass(headlineSize)}`}
            {...editable.headline}
          >
            <PartLink href={data.url} newTab={newTab}>
              {headline}
            </PartLink>
          </Heading>
        ) : null}
        {feature ? media : null}
        {description ? (
          <Paragraph className="b-promo__description" {...editable.description}>
            {description}
          </Paragraph>
        ) : null}
        {meta ? <MetaLine className="b-promo__meta" authors={authors} date={date} /> : null}
      </div>
    </Root>
  );
}
