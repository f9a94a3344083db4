export {
  ExtraLargePromo,
  LargePromo,
  MediumPromo,
  SmallPromo,
  ExtraLargeManualPromo,
  LargeManualPromo,
  MediumManualPromo,
  SmallManualPromo,
  CONTENT_PROMOS,
  MANUAL_PROMOS,
  shownParts,
  withFeature,
} from "./promo-blocks";
export type {
  ContentPromoFields,
  ManualPromoFields,
  ExtraLargePromoFields,
  LargePromoFields,
  MediumPromoFields,
  SmallPromoFields,
  ExtraLargeManualPromoFields,
  LargeManualPromoFields,
  MediumManualPromoFields,
  SmallManualPromoFields,
} from "./promo-blocks";
export { TopTableList, TOP_TABLE_LIST, TOP_TABLE_RESPONSIVE_WIDTHS, topTableFilter } from "./top-table-list";
export type { TopTableListFields } from "./top-table-list";
export { PromoItem } from "./promo-item";
export type { EditableAttributes, PromoImage, PromoItemData, PromoItemProps } from "./promo-item";
export { readPromoContent, promoFilter, storyUrl } from "./promo-content";
export type { PromoContent } from "./promo-content";
export { usePromoImage, signingQuery, focalPointOf } from "./promo-image";
export type { ImageOverride } from "./promo-image";
export {
  PROMO_SIZES,
  PROMO_VARIANTS,
  IMAGE_RATIOS,
  IMAGE_POSITIONS,
  DEFAULT_VIEWPORT_PERCENTAGE,
  promoVariant,
} from "./promo-config";
export type {
  ImagePosition,
  ImageRatio,
  PromoPart,
  PromoShow,
  PromoSize,
  PromoSource,
  PromoVariant,
} from "./promo-config";
