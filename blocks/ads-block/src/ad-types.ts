/**
 * The ad slot configuration of spec content-and-presentation §3: the ad types with their names and sizes,
 * the sizemap over the ad breakpoints of §9 (992, 768, 0 px), where each type is shown, and its targeting.
 * Pure data and functions: the server render, the browser and the admin box all read them.
 */

/** A creative's width and height in CSS pixels. */
export type AdSize = readonly [width: number, height: number];

/** The ad breakpoints of §9, widest first: desktop from 992 px, tablet from 768 px, mobile from 0. */
export const AD_BREAKPOINTS = [992, 768, 0] as const;

/** Where a slot is shown: everywhere, from the site's desktop breakpoint (768 px) up, or below it. */
export type AdDisplay = "all" | "desktop" | "mobile";

/** The width from which `display: desktop` shows a slot and `display: mobile` hides it (§9's desktop breakpoint). */
export const DESKTOP_FROM = 768;

export interface AdTypeConfig {
  /** The name editors see (spec §3). */
  name: string;
  /** The class modifier of the slot: `b-ads--<adClass>`, also the `ad_type` targeting value. */
  adClass: string;
  /** Sizes per breakpoint of AD_BREAKPOINTS, in order (desktop, tablet, mobile); empty where none serves. */
  sizes: readonly [desktop: readonly AdSize[], tablet: readonly AdSize[], mobile: readonly AdSize[]];
  display: AdDisplay;
  /** An out-of-page slot (1x1): takes no room and has no label. */
  outOfPage?: boolean;
}

const CUBE: AdSize = [300, 250];
const HALF_PAGE: AdSize = [300, 600];
const LEADERBOARD: AdSize = [728, 90];
const MOBILE_BANNER: AdSize = [320, 50];

/** The ad types of spec §3, keyed by the value the adType field saves. */
export const AD_TYPES = {
  "1x1": { name: "OOP", adClass: "oop", sizes: [[[1, 1]], [[1, 1]], [[1, 1]]], display: "all", outOfPage: true },
  "300x250": { name: "Cube", adClass: "cube", sizes: [[CUBE], [CUBE], [CUBE]], display: "all" },
  "300x250_gallery": { name: "Gallery Cube", adClass: "gallery-cube", sizes: [[CUBE], [CUBE], [CUBE]], display: "all" },
  "300x250|300x600": {
    name: "Flex Cube",
    adClass: "flex-cube",
    sizes: [[CUBE, HALF_PAGE], [CUBE, HALF_PAGE], [CUBE]],
    display: "all",
  },
  "300x250|300x600_rightrail": {
    name: "Right Rail Cube",
    adClass: "right-rail-cube",
    sizes: [[CUBE, HALF_PAGE], [CUBE, HALF_PAGE], []],
    display: "desktop",
  },
  "728x90|320x50": {
    name: "Leaderboard Medium",
    adClass: "leaderboard-medium",
    sizes: [[LEADERBOARD], [LEADERBOARD], [MOBILE_BANNER]],
    display: "all",
  },
  "970x250|970x90|728x90|320x50": {
    name: "Leaderboard Large",
    adClass: "leaderboard-large",
    sizes: [[[970, 250], [970, 90], LEADERBOARD], [LEADERBOARD], [MOBILE_BANNER]],
    display: "all",
  },
} as const satisfies Record<string, AdTypeConfig>;

export type AdTypeKey = keyof typeof AD_TYPES;

/** The types in the order editors see them (the order of spec §3). */
export const AD_TYPE_KEYS = [
  "1x1",
  "300x250",
  "300x250_gallery",
  "300x250|300x600",
  "300x250|300x600_rightrail",
  "728x90|320x50",
  "970x250|970x90|728x90|320x50",
] as const satisfies readonly AdTypeKey[];

export const DEFAULT_AD_TYPE: AdTypeKey = "1x1";

/** The slot's sizemap: the breakpoints as [min viewport width, min height] and whether crossing one refetches. */
export interface AdSizemap {
  breakpoints: readonly AdSize[];
  refresh: boolean;
}

/** One slot, as spec §3's "Ad slot config" lists it. */
export interface AdSlotConfig {
  id: string;
  slotName: string;
  adType: AdTypeKey;
  adClass: string;
  name: string;
  /** Sizes per breakpoint, in the order of `sizemap.breakpoints`. */
  dimensions: AdTypeConfig["sizes"];
  sizemap: AdSizemap;
  display: AdDisplay;
  outOfPage: boolean;
  targeting: { ad_type: string; position?: string };
}

export function isAdType(value: unknown): value is AdTypeKey {
  return typeof value === "string" && Object.hasOwn(AD_TYPES, value);
}

/** The slot's name under the network: the site, then the page's first path segment (`homepage` at the root). */
export function slotNameOf(arcSite: string, requestUri: string): string {
  const path = requestUri.split(/[?#]/)[0] ?? "";
  const segment = path.split("/").find((part) => /^[a-z0-9][\w-]*$/i.test(part));
  return `${arcSite || "site"}/${segment ?? "homepage"}`;
}

export function slotConfig(options: {
  id: string;
  adType: unknown;
  arcSite: string;
  requestUri: string;
}): AdSlotConfig {
  const adType = isAdType(options.adType) ? options.adType : DEFAULT_AD_TYPE;
  const type: AdTypeConfig = AD_TYPES[adType];
  return {
    id: options.id,
    slotName: slotNameOf(options.arcSite, options.requestUri),
    adType,
    adClass: type.adClass,
    name: type.name,
    dimensions: type.sizes,
    sizemap: { breakpoints: AD_BREAKPOINTS.map((width): AdSize => [width, 0]), refresh: true },
    display: type.display,
    outOfPage: type.outOfPage === true,
    targeting: { ad_type: type.adClass },
  };
}

/** Which of AD_BREAKPOINTS a viewport this wide falls in: 0 desktop, 1 tablet, 2 mobile. */
export function breakpointIndex(viewportWidth: number): number {
  const index = AD_BREAKPOINTS.findIndex((from) => viewportWidth >= from);
  return index === -1 ? AD_BREAKPOINTS.length - 1 : index;
}

export function sizesAt(config: Pick<AdSlotConfig, "dimensions">, viewportWidth: number): readonly AdSize[] {
  return config.dimensions[breakpointIndex(viewportWidth)] ?? [];
}

/** Whether a slot with this display rule is shown in a viewport this wide. */
export function isShownAt(display: AdDisplay, viewportWidth: number): boolean {
  if (display === "desktop") return viewportWidth >= DESKTOP_FROM;
  if (display === "mobile") return viewportWidth < DESKTOP_FROM;
  return true;
}

/** The height to reserve at each breakpoint: the tallest size there (0 where none serves). */
export function reservedHeights(config: Pick<AdSlotConfig, "dimensions">): number[] {
  return config.dimensions.map((sizes) => sizes.reduce((tallest, [, height]) => Math.max(tallest, height), 0));
}

/** Every distinct size of the slot, as "300x250", widest breakpoint first: what the admin box lists. */
export function dimensionsText(config: Pick<AdSlotConfig, "dimensions">): string {
  const all = config.dimensions.flat().map(([width, height]) => `${width}x${height}`);
  return [...new Set(all)].join(", ");
}
