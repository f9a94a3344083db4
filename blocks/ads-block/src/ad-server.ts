/**
 * The browser side of the ads block: a small queue that loads the ad server's tag once, defines a slot with
 * the sizes of the current breakpoint, fetches header bids when the site enables them (700 ms at most), then
 * refreshes the slot. A failed request is tried once more after 2000 ms; failures are only logged (spec §8).
 *
 * Both servers speak the same tag interface (the subset of Google Publisher Tag below): the real one
 * (`adServer: "gpt"`) and the preview's house stand-in (`adServer: "house"`), so this code has one path.
 */
import type { AdSize } from "./ad-types";
import { segmentTargetingOn } from "./ad-segment";

/** §9: how long header bidding may hold a slot back, and when a failed request is tried again. */
export const PREBID_TIMEOUT_MS = 700;
export const RETRY_MS = 2000;

export const GPT_URL = "https://securepubads.g.doubleclick.net/tag/js/gpt.js";
/** The preview's stand-in, served with the demo sites' resources (under the deployment's path, /pf). */
export const HOUSE_ADS_PATH = "/resources/ads/house-ads.js";

export interface TagSlot {
  setTargeting(key: string, value: string): TagSlot;
  addService(service: TagPubAds): TagSlot;
}
export interface TagPubAds {
  enableSingleRequest(): void;
  disableInitialLoad(): void;
  refresh(slots: TagSlot[]): void;
}
export interface Googletag {
  cmd: { push(command: () => void): unknown };
  pubads(): TagPubAds;
  enableServices(): void;
  defineSlot(path: string, sizes: AdSize[], elementId: string): TagSlot | null;
  defineOutOfPageSlot(path: string, elementId: string): TagSlot | null;
  display(elementId: string): void;
  destroySlots(slots: TagSlot[]): boolean;
}
export interface Prebid {
  que: { push(command: () => void): unknown };
  requestBids(request: { adUnitCodes: string[]; timeout: number; bidsBackHandler: () => void }): void;
  setTargetingForGPTAsync?(codes: string[]): void;
}
type AdWindow = Window & { googletag?: Googletag | { cmd: Array<() => void> }; pbjs?: Prebid | { que: unknown[] } };

/** Where the ad server's tag and header bidding come from, read from the site's properties. */
export interface AdServerSettings {
  tagUrl: string;
  /** The network code prefixed to slot names (`/1234/site/section`); none for the house server. */
  network?: string;
  prebidUrl?: string;
  prebidTimeout: number;
  /** The site property `adsSegmentTargeting`: send the signed-in reader's segment with each request. */
  segmentTargeting: boolean;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : undefined;

/**
 * The site property `adServer` chooses the server: `"gpt"` for Google Publisher Tag, anything else the house
 * stand-in. `dfpId` is GPT's network code; `adsPrebidUrl` (optional) enables header bidding with
 * `adsPrebidTimeout` ms (default 700). `adsSegmentTargeting: true` adds the reader's segment to the targeting.
 */
export function adServerSettings(
  properties: Record<string, unknown>,
  /** Where this deployment serves the house stand-in: `deployment(HOUSE_ADS_PATH)` in a block. */
  houseUrl: string = HOUSE_ADS_PATH,
): AdServerSettings {
  const timeout = Number(properties.adsPrebidTimeout);
  const prebidTimeout = Number.isFinite(timeout) && timeout > 0 ? timeout : PREBID_TIMEOUT_MS;
  const prebidUrl = text(properties.adsPrebidUrl);
  const segmentTargeting = segmentTargetingOn(properties);
  if (properties.adServer === "gpt")
    return { tagUrl: GPT_URL, network: text(properties.dfpId), prebidUrl, prebidTimeout, segmentTargeting };
  const url = houseUrl;
  const site = text(properties.websiteName);
  const query = site ? `${url.includes("?") ? "&" : "?"}site=${encodeURIComponent(site)}` : "";
  return { tagUrl: url + query, prebidUrl, prebidTimeout, segmentTargeting };
}

const loading = new Map<string, Promise<void>>();

/** Loads a script once per page; a failed load is forgotten, so a retry asks again. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.async = true;
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** For tests: forget the scripts loaded and the services enabled. */
export function resetAdServer(): void {
  loading.clear();
  enabled = false;
}

let enabled = false;

/** Runs `command` through the tag's own queue once the tag is loaded (the queue keeps order across slots). */
export async function withTag<T>(tagUrl: string, command: (tag: Googletag) => T): Promise<T> {
  const win = window as AdWindow;
  win.googletag ??= { cmd: [] };
  await loadScript(tagUrl);
  return new Promise<T>((resolve, reject) =>
    (win.googletag as Googletag).cmd.push(() => {
      try {
        const tag = win.googletag as Googletag;
        if (!enabled) {
          // One request for every slot a refresh names; nothing fetched until the slot's bids are in.
          tag.pubads().enableSingleRequest();
          tag.pubads().disableInitialLoad();
          tag.enableServices();
          enabled = true;
        }
        resolve(command(tag));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
}

/** Header bids for one slot, waiting at most `timeout` ms; the slot goes ahead without them on any failure. */
export async function fetchBids(settings: AdServerSettings, elementId: string): Promise<void> {
  if (!settings.prebidUrl) return;
  const win = window as AdWindow;
  win.pbjs ??= { que: [] };
  try {
    await loadScript(settings.prebidUrl);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, settings.prebidTimeout);
      (win.pbjs as Prebid).que.push(() => {
        const pbjs = win.pbjs as Prebid;
        pbjs.requestBids({
          adUnitCodes: [elementId],
          timeout: settings.prebidTimeout,
          bidsBackHandler: () => {
            clearTimeout(timer);
            pbjs.setTargetingForGPTAsync?.([elementId]);
            resolve();
          },
        });
      });
    });
  } catch (error) {
    console.error("Ads: header bidding failed;", error);
  }
}

export interface SlotRequest {
  elementId: string;
  slotName: string;
  sizes: readonly AdSize[];
  outOfPage: boolean;
  targeting: Record<string, string>;
}

/** Defines the slot, fetches bids, refreshes it. Resolves with the defined slot (to destroy on a refetch). */
export async function requestSlot(settings: AdServerSettings, request: SlotRequest): Promise<TagSlot> {
  const path = settings.network ? `/${settings.network}/${request.slotName}` : request.slotName;
  const slot = await withTag(settings.tagUrl, (tag) => {
    const defined = request.outOfPage
      ? tag.defineOutOfPageSlot(path, request.elementId)
      : tag.defineSlot(path, [...request.sizes], request.elementId);
    if (!defined) throw new Error(`the ad server refused the slot ${request.elementId}`);
    for (const [key, value] of Object.entries(request.targeting)) defined.setTargeting(key, value);
    defined.addService(tag.pubads());
    tag.display(request.elementId);
    return defined;
  });
  await fetchBids(settings, request.elementId);
  await withTag(settings.tagUrl, (tag) => tag.pubads().refresh([slot]));
  return slot;
}

/** Removes a slot from the ad server (before a refetch, or when the block leaves the page). */
export function destroySlot(settings: AdServerSettings, slot: TagSlot): void {
  void withTag(settings.tagUrl, (tag) => tag.destroySlots([slot])).catch(() => undefined);
}

/**
 * `requestSlot`, tried once more after RETRY_MS when it fails; a second failure is logged, never thrown.
 * `isCurrent` lets the caller drop a late answer (the block left the page, or a newer request started).
 */
export async function requestWithRetry(
  settings: AdServerSettings,
  request: SlotRequest,
  isCurrent: () => boolean = () => true,
): Promise<TagSlot | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await requestSlot(settings, request);
    } catch (error) {
      if (attempt > 0 || !isCurrent()) {
        console.error(`Ads: the slot ${request.elementId} could not be filled;`, error);
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      if (!isCurrent()) return null;
    }
  }
}

/** Calls `callback` once resizing has paused for `ms` (§9: 250 ms). Returns the function that stops it. */
export function onResizeSettled(callback: () => void, ms = 250): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = () => {
    clearTimeout(timer);
    timer = setTimeout(callback, ms);
  };
  window.addEventListener("resize", listener);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("resize", listener);
  };
}
