import { boolean, contentConfig, defineFields, image, json, number, select, text, url } from "@broadsheet/kit";
import {
  DEFAULT_VIEWPORT_PERCENTAGE,
  HEADLINE_SIZES,
  IMAGE_POSITIONS,
  IMAGE_RATIOS,
  type PromoVariant,
} from "./promo-config";

/** Show flags, with the variant's defaults; a part the variant does not have is a hidden field kept off. */
function showFields(variant: PromoVariant) {
  const flag = (part: keyof PromoVariant["show"], label: string) =>
    boolean({
      label,
      group: "Show",
      defaultValue: variant.parts.includes(part) ? variant.show[part] : false,
      hidden: !variant.parts.includes(part),
    });
  return {
    showOverline: flag("overline", "Show overline"),
    showHeadline: flag("headline", "Show headline"),
    showImage: flag("image", "Show image"),
    showDescription: flag("description", "Show description"),
    showByline: flag("byline", "Show byline"),
    showDate: flag("date", "Show date"),
  };
}

/** What every promo has, whatever its source: image settings, layout and the editor's extras. */
function commonFields(variant: PromoVariant) {
  return {
    ...showFields(variant),
    headlineSize: select({
      label: "Headline size",
      description: "How large the headline is drawn (its level follows the page's outline)",
      options: HEADLINE_SIZES,
      defaultValue: variant.headlineSize,
    }),
    imageRatio: select({
      label: "Image ratio",
      group: "Image",
      options: IMAGE_RATIOS,
      defaultValue: variant.ratio,
    }),
    imageOverrideURL: image({ label: "Image", description: "Replaces the story's image", group: "Image" }),
    imageOverrideId: text({ label: "Image id", group: "Image", hidden: true }),
    imageOverrideAuth: text({ label: "Image resizer token", group: "Image", hidden: true }),
    imageFocalPoint: json({ label: "Image focal point", group: "Image", hidden: true }),
    imagePosition: select({
      label: "Image position",
      group: "Image",
      options: IMAGE_POSITIONS,
      labels: { right: "Right", left: "Left", above: "Above", below: "Below" },
      defaultValue: "right",
      hidden: !variant.imagePosition,
    }),
    lazyLoad: boolean({ label: "Lazy load image", description: "Load the image only near view", defaultValue: false }),
    leadImage: boolean({
      label: "Lead picture",
      description: "The page's main picture on its first screen: the browser fetches it first, never lazily",
      defaultValue: false,
    }),
    borderRadius: boolean({ label: "Rounded image corners", defaultValue: false }),
    alertBadge: text({ label: "Alert badge", description: "A badge above the headline, e.g. “Live”" }),
  };
}

/** A content promo's fields: the story, its display, and the video options for the larger sizes. */
export function contentPromoFields(variant: PromoVariant) {
  return defineFields({
    itemContentConfig: contentConfig({
      label: "Story",
      description: "The story the promo shows",
      schemas: ["ans-item"],
    }),
    ...commonFields(variant),
    valueToDisplay: select({
      label: "Text under the headline",
      options: ["Description", "Subheadline"],
      defaultValue: "Description",
    }),
    displayStyle: select({
      label: "Video display",
      group: "Video",
      description:
        "Play the story's video (a video story's own, or the story's lead video) in the promo: inline, in place " +
        "of the image; or as a feature, the video across the promo under the headline. Unset, the image links " +
        "to the story. Only a promo set to play video loads the player's code",
      options: ["inlineVideo", "featureVideo"],
      labels: { inlineVideo: "Inline video", featureVideo: "Feature video" },
      hidden: !variant.video,
    }),
    aspectRatio: select({
      label: "Video aspect ratio",
      group: "Video",
      description: "The video's shape; -- is 16:9",
      options: ["--", "16:9", "9:16", "1:1", "4:3"],
      defaultValue: "--",
      hidden: !variant.video,
    }),
    playthrough: boolean({
      label: "Playthrough",
      group: "Video",
      description: "When the video ends, play the next of the story's related videos, and so on to the last",
      defaultValue: false,
      hidden: !variant.video,
    }),
    autoplay: boolean({
      label: "Autoplay",
      group: "Video",
      description:
        "Start the video muted, without a click, when it comes into view; never for readers whose device asks " +
        "for reduced motion: they get the poster and the play button",
      defaultValue: false,
      hidden: !variant.video,
    }),
    viewportPercentage: number({
      label: "Viewport percentage",
      description: "The most of the screen's height the image or video may take; 0 hides it",
      group: "Video",
      min: 0,
      max: 150,
      integer: true,
      defaultValue: DEFAULT_VIEWPORT_PERCENTAGE,
      hidden: !variant.viewportPercentage,
    }),
    title: text({ label: "Title", group: "Video", description: "Replaces the headline", hidden: !variant.video }),
  });
}

/** A manual promo's fields: what the editor writes, and where it links. */
export function manualPromoFields(variant: PromoVariant) {
  return defineFields({
    headline: text({ label: "Headline" }),
    description: text({ label: "Description" }),
    overline: text({ label: "Overline" }),
    overlineURL: url({ label: "Overline link" }),
    linkURL: url({ label: "Link", description: "Where the headline and image go" }),
    newTab: boolean({ label: "Open in a new tab", defaultValue: false }),
    ...commonFields(variant),
  });
}

export type ContentPromoFieldSchema = ReturnType<typeof contentPromoFields>;
export type ManualPromoFieldSchema = ReturnType<typeof manualPromoFields>;
