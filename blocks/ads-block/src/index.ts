export { Ads } from "./ads";
export type { AdsFields } from "./ads";
export {
  AD_LAZY_MARGIN,
  adPage,
  AdSlot,
  AdSlotFrame,
  adSlotId,
  useAdSlotConfig,
  watchAdSlot,
  watchAdSlotsWithin,
} from "./ad-slot";
export type { AdPage, AdSlotFrameProps, AdSlotProps } from "./ad-slot";
export {
  forgetReaderSegments,
  readerSegment,
  SEGMENT_TARGETING_KEY,
  SEGMENT_TARGETING_PROPERTY,
  segmentOf,
  segmentTargetingOn,
} from "./ad-segment";
export { AdTaboola } from "./ad-taboola";
export type { AdTaboolaFields } from "./ad-taboola";
export {
  AD_BREAKPOINTS,
  AD_TYPE_KEYS,
  AD_TYPES,
  DEFAULT_AD_TYPE,
  DESKTOP_FROM,
  breakpointIndex,
  dimensionsText,
  isAdType,
  isShownAt,
  reservedHeights,
  sizesAt,
  slotConfig,
  slotNameOf,
} from "./ad-types";
export type { AdDisplay, AdSize, AdSizemap, AdSlotConfig, AdTypeConfig, AdTypeKey } from "./ad-types";
export { adServerSettings, GPT_URL, HOUSE_ADS_PATH, PREBID_TIMEOUT_MS, resetAdServer, RETRY_MS } from "./ad-server";
export type { AdServerSettings } from "./ad-server";
export { pageTypeOf, TABOOLA_CATEGORIES, TABOOLA_TARGET_TYPE, taboolaLoaderUrl, taboolaSettings } from "./taboola";
export type { TaboolaSettings } from "./taboola";
