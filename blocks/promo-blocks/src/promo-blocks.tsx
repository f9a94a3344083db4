import { useEditableContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import {
  defineBlock,
  isSafeHref,
  lazyPart,
  useContentState,
  usePhrases,
  withFeature,
  type CustomFieldsOf,
  type FieldValues,
} from "@broadsheet/kit";
import { VisuallyHidden } from "@broadsheet/components";
import { readRelatedVideos, readStoryVideo } from "@broadsheet/media-blocks/video";
import {
  promoHydration,
  promoVariant,
  videoDisplayOf,
  type HeadlineSize,
  type ImagePosition,
  type ImageRatio,
  type PromoShow,
  type PromoSize,
  type PromoVariant,
} from "./promo-config";
import { promoFilter, readPromoContent } from "./promo-content";
import { contentPromoFields, manualPromoFields, type ContentPromoFieldSchema } from "./promo-fields";
import { usePromoImage } from "./promo-image";
import { PromoItem, type PromoItemData } from "./promo-item";

type ContentPromoValues = FieldValues<ContentPromoFieldSchema["fields"]>;

// Only a promo set to play video loads the player (and the video view with it).
const PromoVideo = lazyPart(() => import("./promo-video").then((module) => module.PromoVideo));

/** The show flags an editor left on, limited to the parts the variant has. */
export function shownParts(variant: PromoVariant, values: Record<`show${string}`, boolean>): PromoShow {
  const on = (part: keyof PromoShow, key: `show${string}`) => variant.parts.includes(part) && values[key] === true;
  return {
    overline: on("overline", "showOverline"),
    headline: on("headline", "showHeadline"),
    image: on("image", "showImage"),
    description: on("description", "showDescription"),
    byline: on("byline", "showByline"),
    date: on("date", "showDate"),
  };
}

// Kept exported from here too: sites imported it from this package before kit had it.
export { withFeature };

/** In PageBuilder, the image is replaced through the editor's image search, which fills the override fields. */
const IMAGE_SEARCH = {
  imageOverrideURL: "url",
  imageOverrideId: "_id",
  imageOverrideAuth: "auth",
  imageFocalPoint: "focal_point",
};

/** The fields every promo shares, as PromoItem's props: the size's width, the editor's ratio and position. */
interface SharedValues {
  headlineSize: HeadlineSize;
  imageRatio: ImageRatio;
  imagePosition: ImagePosition;
  lazyLoad: boolean;
  leadImage?: boolean;
  alertBadge?: string;
  borderRadius: boolean;
}

function layoutProps(variant: PromoVariant, values: SharedValues, isAdmin: boolean | undefined) {
  return {
    className: `b-${variant.name}`,
    size: variant.size,
    headlineSize: values.headlineSize,
    imageRatio: values.imageRatio,
    imageWidth: variant.imageWidth,
    imagePosition: variant.imagePosition ? values.imagePosition : ("above" as const),
    // Admin mode turns lazy loading off (spec §6).
    lazy: values.lazyLoad && !isAdmin,
    lead: values.leadImage === true,
    alertBadge: values.alertBadge,
    borderRadius: values.borderRadius,
  };
}

function Loading({ variant }: { variant: PromoVariant }) {
  const phrases = usePhrases();
  return (
    <div className={`b-promo b-promo--${variant.size} b-promo--loading`} aria-busy="true">
      <VisuallyHidden>{phrases.t("promo-blocks.loading")}</VisuallyHidden>
    </div>
  );
}

function EditorNote({ text }: { text: string }) {
  const { isAdmin } = useFusionContext();
  return isAdmin ? (
    <p role="note" className="b-promo__note">
      {text}
    </p>
  ) : null;
}

function ContentPromoView({ variant, values }: { variant: PromoVariant; values: ContentPromoValues }) {
  const { arcSite, isAdmin } = useFusionContext();
  const { editableContent, searchableField } = useEditableContent();
  const phrases = usePhrases();
  const show = shownParts(variant, values);
  const subheadline = values.valueToDisplay === "Subheadline";
  const config = values.itemContentConfig;
  const display = variant.video ? videoDisplayOf(values.displayStyle) : undefined;
  const videoFilter = display ? { playthrough: values.playthrough } : null;
  const state = useContentState(
    withFeature(config, variant.name),
    promoFilter(show, arcSite, subheadline, videoFilter),
  );
  const content = state.status === "ready" ? state.content : null;
  const story = readPromoContent(content, arcSite);
  const image = usePromoImage(values, story.image);

  // Spec §5: a small promo without item content config renders nothing, for editors too.
  if (!config && variant.size === "small") return null;
  if (state.status === "unset") return <EditorNote text={phrases.t("promo-blocks.choose")} />;
  if (state.status === "loading") return <Loading variant={variant} />;
  if (state.status === "missing") return <EditorNote text={phrases.t("promo-blocks.nothing")} />;

  const video = display ? readStoryVideo(content) : null;
  const layout = layoutProps(variant, values, isAdmin);
  const player =
    display && video
      ? {
          display,
          element: (
            <PromoVideo
              video={video}
              playlist={values.playthrough ? readRelatedVideos(content) : []}
              display={display}
              aspectRatio={values.aspectRatio}
              viewportPercentage={values.viewportPercentage}
              autoplay={values.autoplay}
              playthrough={values.playthrough}
              borderRadius={values.borderRadius}
              eager={layout.lead}
            />
          ),
        }
      : null;
  const title = values.title?.trim() ?? "";
  const data: PromoItemData = {
    overline: story.overline,
    sponsored: story.sponsored,
    headline: variant.video && title !== "" ? title : story.headline,
    url: story.url,
    description: subheadline ? story.subheadline : story.description,
    authors: story.authors,
    displayDate: story.displayDate,
    image,
    imageAlt: image?.kind === "ans" ? (image.image.alt_text ?? "") : "",
  };
  return (
    <PromoItem
      {...layout}
      data={data}
      show={show}
      video={variant.video && story.isVideo ? { aspectRatio: values.aspectRatio } : null}
      player={player}
      viewportPercentage={variant.viewportPercentage ? values.viewportPercentage : undefined}
      editable={{
        headline: title === "" ? editableContent(content, "headlines.basic") : {},
        description: editableContent(content, subheadline ? "subheadlines.basic" : "description.basic"),
        // A section's name belongs to the section: only the story's own label is edited in place.
        overline: story.ownLabel ? editableContent(content, "label.basic.text") : {},
        image: searchableField(IMAGE_SEARCH),
      }}
    />
  );
}

/** What PageBuilder shows of a promo block, from its row of the configuration table. */
function promoMetadata(variant: PromoVariant) {
  const { name, label, description } = variant;
  return { name, label, icon: "promo", description };
}

/** A content-driven promo block for one size: generated from its row of the configuration table. */
function contentPromo(variant: PromoVariant) {
  return defineBlock({
    kind: "feature",
    ...promoMetadata(variant),
    // Static, but for the placements an editor set to play video (promoHydration).
    ...(variant.video ? { hydration: "interaction" as const, hydrationFor: promoHydration } : {}),
    fields: contentPromoFields(variant),
    render: function ContentPromo({ customFields }) {
      return <ContentPromoView variant={variant} values={customFields} />;
    },
  });
}

function text(value: string | undefined): string {
  return value?.trim() ?? "";
}

/** A manual promo block for one size: what the editor typed, through the same PromoItem. */
function manualPromo(variant: PromoVariant) {
  return defineBlock({
    kind: "feature",
    ...promoMetadata(variant),
    fields: manualPromoFields(variant),
    render: function ManualPromo({ customFields: values }) {
      const { isAdmin } = useFusionContext();
      const { editableContent, searchableField } = useEditableContent();
      const image = usePromoImage(values, null);
      const overline = text(values.overline);
      const link = text(values.linkURL);
      const data: PromoItemData = {
        overline: overline === "" ? null : { text: overline, href: text(values.overlineURL) || undefined },
        sponsored: false,
        headline: text(values.headline),
        url: isSafeHref(link) ? link : undefined,
        description: text(values.description),
        authors: [],
        displayDate: "",
        image,
        imageAlt: "",
      };
      return (
        <PromoItem
          {...layoutProps(variant, values, isAdmin)}
          data={data}
          show={shownParts(variant, values)}
          newTab={values.newTab}
          // The typed texts stand where a story's would, so an editor types over them in place by the same paths;
          // the page builder keeps such an edit in the block's own field (headline, description, overline).
          editable={{
            headline: editableContent(null, "headlines.basic"),
            description: editableContent(null, "description.basic"),
            overline: editableContent(null, "label.basic.text"),
            image: searchableField(IMAGE_SEARCH),
          }}
        />
      );
    },
  });
}

export const ExtraLargePromo = contentPromo(promoVariant("extra-large", "content"));
export const LargePromo = contentPromo(promoVariant("large", "content"));
export const MediumPromo = contentPromo(promoVariant("medium", "content"));
export const SmallPromo = contentPromo(promoVariant("small", "content"));
export const ExtraLargeManualPromo = manualPromo(promoVariant("extra-large", "manual"));
export const LargeManualPromo = manualPromo(promoVariant("large", "manual"));
export const MediumManualPromo = manualPromo(promoVariant("medium", "manual"));
export const SmallManualPromo = manualPromo(promoVariant("small", "manual"));

/** The content promos by size. */
export const CONTENT_PROMOS = {
  "extra-large": ExtraLargePromo,
  large: LargePromo,
  medium: MediumPromo,
  small: SmallPromo,
} as const satisfies Record<PromoSize, unknown>;

/** The manual promos by size. */
export const MANUAL_PROMOS = {
  "extra-large": ExtraLargeManualPromo,
  large: LargeManualPromo,
  medium: MediumManualPromo,
  small: SmallManualPromo,
} as const satisfies Record<PromoSize, unknown>;

/** The custom fields every content promo takes (sizes differ only in defaults and hidden fields). */
export type ContentPromoFields = CustomFieldsOf<typeof LargePromo>;
/** The custom fields every manual promo takes. */
export type ManualPromoFields = CustomFieldsOf<typeof LargeManualPromo>;
export type ExtraLargePromoFields = CustomFieldsOf<typeof ExtraLargePromo>;
export type LargePromoFields = CustomFieldsOf<typeof LargePromo>;
export type MediumPromoFields = CustomFieldsOf<typeof MediumPromo>;
export type SmallPromoFields = CustomFieldsOf<typeof SmallPromo>;
export type ExtraLargeManualPromoFields = CustomFieldsOf<typeof ExtraLargeManualPromo>;
export type LargeManualPromoFields = CustomFieldsOf<typeof LargeManualPromo>;
export type MediumManualPromoFields = CustomFieldsOf<typeof MediumManualPromo>;
export type SmallManualPromoFields = CustomFieldsOf<typeof SmallManualPromo>;
