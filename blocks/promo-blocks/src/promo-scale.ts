import type { FontSizeToken } from "@broadsheet/themes";
import type { SourceSize } from "@broadsheet/components";
import type { HeadlineSize, ImagePosition, PromoSize } from "./promo-config";

/** Each headline size an editor picks, as the theme's type-scale token it is drawn at. */
export const HEADLINE_FONT_SIZES = {
  "Extra Large": "headline-xl",
  Large: "headline-l",
  Medium: "headline-m",
  Small: "headline-s",
} as const satisfies Record<HeadlineSize, FontSizeToken>;

/** Each headline size as its class modifier; an unknown value (a hand-edited page) draws as Medium. */
export const HEADLINE_CLASSES = {
  "Extra Large": "extra-large",
  Large: "large",
  Medium: "medium",
  Small: "small",
} as const satisfies Record<HeadlineSize, string>;

export function headlineClass(size: string): string {
  return (HEADLINE_CLASSES as Readonly<Record<string, string>>)[size] ?? HEADLINE_CLASSES.Medium;
}

/**
 * The widths the resizer is asked for, per promo size, so the browser picks one that fits the slot and the
 * screen's density. Each includes the size's own width (spec §9), which stays the `src` and the drawn width.
 */
export const PROMO_IMAGE_WIDTHS = {
  "extra-large": [400, 600, 800, 1200, 1600],
  large: [274, 377, 600, 754, 1200],
  medium: [274, 400, 600, 800, 1200],
  small: [150, 274, 400, 600],
} as const satisfies Record<PromoSize, readonly number[]>;

const DESKTOP = "(min-width: 48rem)";
const WIDE = "(min-width: 75rem)";

/**
 * How wide each promo's picture is drawn, for the `sizes` attribute: the whole column on phones, the slot
 * the size gets in the page's main column from the desktop breakpoint up (an extra-large promo the column,
 * a large one its picture beside the text, a small one a thumbnail). A hint: a narrower column only means the
 * browser fetches a little more than it needs.
 */
export function promoImageSizes(size: PromoSize, position: ImagePosition): readonly SourceSize[] {
  if (size === "extra-large") {
    return [
      { mediaCondition: WIDE, sourceSizeValue: "800px" },
      { mediaCondition: DESKTOP, sourceSizeValue: "66vw" },
      { sourceSizeValue: "100vw", isDefault: true },
    ];
  }
  if (size === "large") {
    return [
      { mediaCondition: DESKTOP, sourceSizeValue: "400px" },
      { sourceSizeValue: "100vw", isDefault: true },
    ];
  }
  if (size === "medium") {
    return [
      { mediaCondition: DESKTOP, sourceSizeValue: "320px" },
      { sourceSizeValue: "100vw", isDefault: true },
    ];
  }
  // A small promo's picture is a thumbnail beside the text, or the column's width when stacked.
  const beside = position === "left" || position === "right";
  return beside
    ? [
        { mediaCondition: DESKTOP, sourceSizeValue: "160px" },
        { sourceSizeValue: "33vw", isDefault: true },
      ]
    : [
        { mediaCondition: DESKTOP, sourceSizeValue: "25vw" },
        { sourceSizeValue: "100vw", isDefault: true },
      ];
}
