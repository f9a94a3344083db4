import type { Hydration } from "@broadsheet/kit";

/** The four promo sizes; each is a content-driven and a manual block. */
export const PROMO_SIZES = ["extra-large", "large", "medium", "small"] as const;
export type PromoSize = (typeof PROMO_SIZES)[number];

/** Where a promo's story comes from: content an editor picks (itemContentConfig), or fields they type in. */
export type PromoSource = "content" | "manual";

export const IMAGE_RATIOS = ["16:9", "3:2", "4:3"] as const;
export type ImageRatio = (typeof IMAGE_RATIOS)[number];

export const IMAGE_POSITIONS = ["right", "left", "above", "below"] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];

/** Which parts a promo shows, by default or as the editor set them. */
export interface PromoShow {
  overline: boolean;
  headline: boolean;
  image: boolean;
  description: boolean;
  byline: boolean;
  date: boolean;
}

export type PromoPart = keyof PromoShow;

/** One promo block: a size from a source, and everything in which it differs from the other seven. */
export interface PromoVariant {
  size: PromoSize;
  source: PromoSource;
  /** The block's name, e.g. "large-promo", "small-manual-promo"; also the `feature` content requests carry. */
  name: string;
  label: string;
  description: string;
  /** The parts the block has a show flag for (manual promos have no byline or date: nothing to read them from). */
  parts: readonly PromoPart[];
  /** Show-flag defaults. */
  show: PromoShow;
  /** Default image ratio (spec §9). */
  ratio: ImageRatio;
  /** Width asked of the resizer (spec §9), and the image's display width. */
  imageWidth: number;
  /** Small promos place the image beside or around the text (default right, spec §9). */
  imagePosition: boolean;
  /** Large promos take a viewport percentage, 0 to 150, 0 hiding the media (spec §5). */
  viewportPercentage: boolean;
  /**
   * Content promos of the three larger sizes can play the story's video (displayStyle): an island where an editor
   * set them to, static everywhere else.
   */
  video: boolean;
  /** The headline size field's default. */
  headlineSize: HeadlineSize;
}

/** The headline sizes an editor picks from (spec §3 "header size"), largest first. */
export const HEADLINE_SIZES = ["Extra Large", "Large", "Medium", "Small"] as const;
export type HeadlineSize = (typeof HEADLINE_SIZES)[number];

const CONTENT_PARTS: readonly PromoPart[] = ["overline", "headline", "image", "description", "byline", "date"];
const MANUAL_PARTS: readonly PromoPart[] = ["overline", "headline", "image", "description"];

const ALL_SHOWN: PromoShow = {
  overline: true,
  headline: true,
  image: true,
  description: true,
  byline: true,
  date: true,
};

const LABELS: Record<PromoSize, string> = {
  "extra-large": "Extra Large",
  large: "Large",
  medium: "Medium",
  small: "Small",
};

/** Per size and source: what differs. Everything else is the one promo implementation. */
const TABLE: Record<PromoSize, Record<PromoSource, Pick<PromoVariant, "ratio" | "imageWidth" | "show">>> = {
  "extra-large": {
    content: { ratio: "4:3", imageWidth: 800, show: ALL_SHOWN },
    manual: { ratio: "3:2", imageWidth: 600, show: ALL_SHOWN },
  },
  large: {
    content: { ratio: "4:3", imageWidth: 377, show: ALL_SHOWN },
    manual: { ratio: "4:3", imageWidth: 377, show: ALL_SHOWN },
  },
  medium: {
    content: { ratio: "16:9", imageWidth: 600, show: { ...ALL_SHOWN, overline: false } },
    manual: { ratio: "3:2", imageWidth: 600, show: { ...ALL_SHOWN, overline: false } },
  },
  small: {
    // A small promo is a headline beside a thumbnail: the smaller parts are off until an editor turns them on.
    content: {
      ratio: "3:2",
      imageWidth: 274,
      show: { ...ALL_SHOWN, overline: false, description: false, byline: false, date: false },
    },
    manual: {
      ratio: "3:2",
      imageWidth: 274,
      show: { ...ALL_SHOWN, overline: false, description: false, byline: false, date: false },
    },
  },
};

/** Each promo size's headline by default: the size of the promo. */
const DEFAULT_HEADLINE_SIZES: Record<PromoSize, HeadlineSize> = {
  "extra-large": "Extra Large",
  large: "Large",
  medium: "Medium",
  small: "Small",
};

function variant(size: PromoSize, source: PromoSource): PromoVariant {
  const manual = source === "manual";
  const label = `${LABELS[size]}${manual ? " Manual" : ""} Promo`;
  return {
    size,
    source,
    name: `${size}${manual ? "-manual" : ""}-promo`,
    label,
    description: manual
      ? `A ${LABELS[size].toLowerCase()} promo the editor writes: headline, description, overline, image and link.`
      : `A ${LABELS[size].toLowerCase()} promo for one story the editor picks.`,
    parts: manual ? MANUAL_PARTS : CONTENT_PARTS,
    ...TABLE[size][source],
    imagePosition: size === "small",
    viewportPercentage: size === "large",
    video: !manual && size !== "small",
    headlineSize: DEFAULT_HEADLINE_SIZES[size],
  };
}

/** The eight promo blocks, as data: the definitions are generated from these. */
export const PROMO_VARIANTS: readonly PromoVariant[] = PROMO_SIZES.flatMap((size) => [
  variant(size, "content"),
  variant(size, "manual"),
]);

export function promoVariant(size: PromoSize, source: PromoSource): PromoVariant {
  const found = PROMO_VARIANTS.find((entry) => entry.size === size && entry.source === source);
  if (!found) throw new Error(`no promo variant ${size}/${source}`);
  return found;
}

export { DEFAULT_VIEWPORT_PERCENTAGE } from "@broadsheet/components";

/** How a promo plays its story's video (displayStyle): in place of the image, or across the promo. */
export const VIDEO_DISPLAYS = ["inlineVideo", "featureVideo"] as const;
export type PromoVideoDisplay = (typeof VIDEO_DISPLAYS)[number];

/** The video display an editor saved, if any; anything else is none (the image links to the story). */
export function videoDisplayOf(value: unknown): PromoVideoDisplay | undefined {
  return VIDEO_DISPLAYS.find((display) => display === value);
}

/**
 * A video promo placement's hydration, from its saved fields: static (no code at all) unless the editor set it to
 * play video; then an island, live on the reader's first move towards it, or near view when it autoplays.
 */
export function promoHydration(customFields: Readonly<Record<string, unknown>>): Hydration {
  if (!videoDisplayOf(customFields.displayStyle)) return "static";
  // PageBuilder may save a boolean as text, which the field reads as the boolean.
  return customFields.autoplay === true || customFields.autoplay === "true" ? "visible" : "interaction";
}
