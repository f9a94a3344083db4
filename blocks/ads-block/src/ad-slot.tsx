/**
 * The ad slot, the one home of what an ad looks like on a page and how it asks for its creative: the ads block
 * renders it, and so do blocks that hold ads of their own (the article body's slots between paragraphs, the
 * gallery's interstitial cube). The markup (`AdSlotFrame`) and the request (`watchAdSlot`) are apart, so a static
 * part of an island can render the frame on the server and the island ask for its ad (`watchAdSlotsWithin`).
 */
import { useEffect, useMemo, useRef, type CSSProperties, type Ref } from "react";
import { useFusionContext } from "fusion:context";
import { serverPart, usePhrases, type SiteProperties } from "@broadsheet/kit";
import {
  breakpointIndex,
  dimensionsText,
  isShownAt,
  reservedHeights,
  sizesAt,
  slotConfig,
  type AdSlotConfig,
} from "./ad-types";
import {
  adServerSettings,
  destroySlot,
  HOUSE_ADS_PATH,
  onResizeSettled,
  requestWithRetry,
  type AdServerSettings,
  type TagSlot,
} from "./ad-server";
import { readerSegment, SEGMENT_TARGETING_KEY } from "./ad-segment";

/** §9: an ad is requested when its slot comes within 200 px of the viewport. */
export const AD_LAZY_MARGIN = "200px 0px";

// The slot's look never changes once rendered: the server writes it into the page, and no island carries it.
const KeptStyles = serverPart(() => import("./ads.styles").then((module) => module.AdsStyles));

/* The reserved height per ad breakpoint comes in custom properties, so this CSS is the same for every slot. */
function reserveStyle(config: AdSlotConfig): CSSProperties {
  const [desktop = 0, tablet = 0, mobile = 0] = reservedHeights(config);
  return {
    "--b-ads-desktop": `${desktop}px`,
    "--b-ads-tablet": `${tablet}px`,
    "--b-ads-mobile": `${mobile}px`,
  } as CSSProperties;
}

/** The slot's position among the page's slots of its type, counted in the document (1 for the first). */
function positionOf(element: Element, adClass: string): string {
  const all = [...document.querySelectorAll(`.b-ads--${adClass}`)];
  return String(all.indexOf(element) + 1 || 1);
}

/** A slot element's id: `bs-ad-` and the given key, with anything but word characters and hyphens dropped. */
export function adSlotId(key: string): string {
  return `bs-ad-${key.replace(/[^\w-]/g, "")}`;
}

/** The slot's config for this page, kept while its inputs stay the same (so a request runs again only for a new slot). */
export function useAdSlotConfig(id: string, adType: unknown): AdSlotConfig {
  const { arcSite, requestUri } = useFusionContext();
  return useMemo(() => slotConfig({ id, adType, arcSite, requestUri }), [id, adType, arcSite, requestUri]);
}

/** What a browser-side request needs from the page: the ad server, and the site for the reader's segment. */
export interface AdPage {
  settings: AdServerSettings;
  site: string;
  properties: SiteProperties;
}

/** The page's ad server and site, from the site's properties and where this deployment serves the house stand-in. */
export function adPage(site: string, properties: SiteProperties, houseUrl: string): AdPage {
  return { settings: adServerSettings(properties, houseUrl), site, properties };
}

function useAdPage(): AdPage {
  const { arcSite, siteProperties, deployment } = useFusionContext();
  const houseUrl = deployment(HOUSE_ADS_PATH);
  return useMemo(() => adPage(arcSite, siteProperties, houseUrl), [siteProperties, houseUrl, arcSite]);
}

/**
 * Asks for the ad of a slot already in the page when it comes near view (or at once without lazy loading), and
 * again with the new breakpoint's sizes when a resize crosses one. Targeting: `ad_type`, `position`, and the
 * reader's segment where the site allows it. Returns the function that stops watching and takes the slot off the
 * ad server.
 */
export function watchAdSlot(root: HTMLElement, config: AdSlotConfig, page: AdPage, lazyLoad: boolean): () => void {
  const { id, adClass, slotName, outOfPage, display, dimensions } = config;
  const { settings, site, properties } = page;
  let slot: TagSlot | null = null;
  let requested = -1;
  let generation = 0;
  let stopResize: () => void = () => undefined;

  const request = () => {
    const width = window.innerWidth;
    const index = isShownAt(display, width) ? breakpointIndex(width) : -1;
    const sizes = sizesAt({ dimensions }, width);
    if (index === requested) return;
    requested = index;
    const mine = ++generation;
    if (slot) destroySlot(settings, slot);
    slot = null;
    if (index === -1 || !sizes.length) return;
    const segment = settings.segmentTargeting ? readerSegment(site, properties) : Promise.resolve(undefined);
    void segment
      .then((readerSegmentValue) => {
        if (mine !== generation) return null;
        const targeting: Record<string, string> = { ad_type: adClass, position: positionOf(root, adClass) };
        if (readerSegmentValue) targeting[SEGMENT_TARGETING_KEY] = readerSegmentValue;
        return requestWithRetry(
          settings,
          { elementId: id, slotName, sizes, outOfPage, targeting },
          () => mine === generation,
        );
      })
      .then((defined) => {
        if (mine === generation) slot = defined;
        else if (defined) destroySlot(settings, defined);
      });
  };

  const start = () => {
    request();
    stopResize = onResizeSettled(request);
  };

  let observer: IntersectionObserver | undefined;
  if (lazyLoad && typeof IntersectionObserver === "function") {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        start();
      },
      { rootMargin: AD_LAZY_MARGIN },
    );
    observer.observe(root);
  } else {
    start();
  }
  return () => {
    observer?.disconnect();
    stopResize();
    generation += 1;
    if (slot) destroySlot(settings, slot);
  };
}

export interface AdSlotFrameProps {
  /** The slot element's id, unique in the page (`adSlotId`). */
  id: string;
  /** One of AD_TYPES' keys; anything else is the default type. */
  adType: unknown;
  /** The "Advertisement" line above the ad (never on an out-of-page slot). Default true. */
  displayAdLabel?: boolean;
  /** Keep the ad's room (its tallest size at each breakpoint) until it comes. Default true. */
  reserveSpace?: boolean;
  className?: string;
  rootRef?: Ref<HTMLDivElement>;
}

/**
 * The slot as the server draws it: its reserved size for each ad breakpoint (the tallest creative there) under the
 * "Advertisement" label, so nothing moves when the ad arrives. In the editor it shows the ad's name, slot and sizes.
 */
export function AdSlotFrame({
  id,
  adType,
  displayAdLabel = true,
  reserveSpace = true,
  className,
  rootRef,
}: AdSlotFrameProps) {
  const { isAdmin } = useFusionContext();
  const { t } = usePhrases();
  const config = useAdSlotConfig(id, adType);
  const classes = [
    "b-ads",
    `b-ads--${config.adClass}`,
    config.display === "all" ? "" : `b-ads--${config.display}`,
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const showLabel = displayAdLabel && !config.outOfPage;
  return (
    <div
      ref={rootRef}
      className={classes}
      data-ad-type={config.adType}
      style={reserveSpace && !config.outOfPage ? reserveStyle(config) : undefined}
    >
      {showLabel && <p className="b-ads__label">{t("ads-block.advertisement")}</p>}
      {isAdmin ? (
        <div className="b-ads__slot">
          <p className="b-ads__admin">
            {config.name} · {config.slotName} · {dimensionsText(config)}
          </p>
        </div>
      ) : (
        <div className="b-ads__slot" id={config.id} />
      )}
      <KeptStyles />
    </div>
  );
}

export interface AdSlotProps extends Omit<AdSlotFrameProps, "rootRef"> {
  /** Ask for the ad only when the slot comes within 200 px of the window. Default true. */
  lazyLoad?: boolean;
}

/** An ad slot that asks for its ad in the browser (never in the editor): the frame and its request. */
export function AdSlot({ lazyLoad = true, ...frame }: AdSlotProps) {
  const { isAdmin } = useFusionContext();
  const config = useAdSlotConfig(frame.id, frame.adType);
  const page = useAdPage();
  const rootRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (isAdmin || !root) return undefined;
    return watchAdSlot(root, config, page, lazyLoad);
  }, [isAdmin, config, page, lazyLoad]);
  return <AdSlotFrame {...frame} rootRef={rootRef} />;
}

/**
 * Asks for the ads of every slot frame inside a container, frames an island did not render itself (a static part
 * kept from the server, like the article body's text), as `watchAdSlot` does for one. Frames that appear later (a
 * part whose code loads after the first render) are found too. Returns the function that stops them all.
 */
export function watchAdSlotsWithin(
  container: HTMLElement,
  page: AdPage,
  requestUri: string,
  lazyLoad = true,
): () => void {
  const watched = new Map<Element, () => void>();
  const scan = () => {
    for (const root of container.querySelectorAll<HTMLElement>(".b-ads[data-ad-type]")) {
      const slot = root.querySelector<HTMLElement>(".b-ads__slot[id]");
      if (watched.has(root) || !slot) continue;
      const config = slotConfig({ id: slot.id, adType: root.dataset.adType, arcSite: page.site, requestUri });
      watched.set(root, watchAdSlot(root, config, page, lazyLoad));
    }
  };
  scan();
  const mutations = typeof MutationObserver === "function" ? new MutationObserver(scan) : undefined;
  mutations?.observe(container, { childList: true, subtree: true });
  return () => {
    mutations?.disconnect();
    for (const stop of watched.values()) stop();
  };
}
