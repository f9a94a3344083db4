import { useEffect, useId, useMemo, useRef, type CSSProperties } from "react";
import { useFusionContext } from "fusion:context";
import {
  boolean,
  defineBlock,
  defineFields,
  select,
  serverPart,
  usePhrases,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import {
  AD_TYPE_KEYS,
  AD_TYPES,
  DEFAULT_AD_TYPE,
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
  HOUSE_ADS_PATH,
  destroySlot,
  onResizeSettled,
  requestWithRetry,
  type AdServerSettings,
  type TagSlot,
} from "./ad-server";

/** §9: an ad is requested when its slot comes within 200 px of the viewport. */
export const AD_LAZY_MARGIN = "200px 0px";

const fields = defineFields({
  adType: select({
    label: "Ad type",
    options: AD_TYPE_KEYS,
    labels: Object.fromEntries(AD_TYPE_KEYS.map((key) => [key, AD_TYPES[key].name])),
    defaultValue: DEFAULT_AD_TYPE,
    required: true,
  }),
  lazyLoad: boolean({
    label: "Lazy load",
    description: "Request the ad only when its slot comes near the screen",
    defaultValue: true,
  }),
  displayAdLabel: boolean({
    label: "Display ad label",
    description: "Show “Advertisement” above the ad",
    defaultValue: true,
  }),
  reserveSpace: boolean({
    label: "Reserve space",
    description: "Keep the ad's room empty until it arrives, so nothing below it moves",
    defaultValue: true,
  }),
});

/* The reserved height per ad breakpoint comes in custom properties, so this CSS is the same for every slot. */
// The slot's look never changes once rendered: the server writes it into the page, and this code does not carry it.
const KeptStyles = serverPart(() => import("./ads.styles").then((module) => module.AdsStyles));

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

/**
 * Asks for the ad when the slot is near view (or at once without lazy loading), and again with the new
 * breakpoint's sizes when a resize crosses one. The slot's element must be in the page.
 */
function useAdRequest(
  rootRef: { current: HTMLElement | null },
  config: AdSlotConfig,
  settings: AdServerSettings,
  active: boolean,
  lazyLoad: boolean,
): void {
  const { id, adClass, slotName, outOfPage, display, dimensions } = config;
  useEffect(() => {
    const root = rootRef.current;
    if (!active || !root) return undefined;
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
      void requestWithRetry(
        settings,
        {
          elementId: id,
          slotName,
          sizes,
          outOfPage,
          targeting: { ad_type: adClass, position: positionOf(root, adClass) },
        },
        () => mine === generation,
      ).then((defined) => {
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
  }, [rootRef, active, lazyLoad, id, adClass, slotName, outOfPage, display, dimensions, settings]);
}

/**
 * An ad slot. The server draws the slot at its reserved size for each ad breakpoint (the tallest creative
 * there) with the "Advertisement" label, so nothing moves when the ad arrives; in the browser the slot asks
 * the site's ad server for an ad when it comes near view. In the editor it shows the ad's name, slot and sizes.
 */
export const Ads = defineBlock({
  name: "ads",
  kind: "feature",
  label: "Ads",
  icon: "ads-window",
  description: "An ad slot of one of the site's ad types, its space reserved so the page never shifts.",
  // Below the fold as often as not: its code (and the ad server's) waits until the slot comes near view.
  hydration: "visible",
  fields,
  render: function AdsView({ customFields }) {
    const { arcSite, requestUri, isAdmin, siteProperties, deployment, id: blockId } = useFusionContext();
    const { t } = usePhrases();
    const reactId = useId();
    const id = `bs-ad-${(blockId ?? reactId).replace(/[^\w-]/g, "")}`;
    const adType = customFields.adType;
    // Kept while its inputs stay the same, so the request effect runs again only for a new slot or server.
    const config = useMemo(() => slotConfig({ id, adType, arcSite, requestUri }), [id, adType, arcSite, requestUri]);
    const houseUrl = deployment(HOUSE_ADS_PATH);
    const settings = useMemo(() => adServerSettings(siteProperties, houseUrl), [siteProperties, houseUrl]);
    const rootRef = useRef<HTMLDivElement | null>(null);
    useAdRequest(rootRef, config, settings, !isAdmin, customFields.lazyLoad);

    const classes = `b-ads b-ads--${config.adClass}${config.display === "all" ? "" : ` b-ads--${config.display}`}`;
    const showLabel = customFields.displayAdLabel && !config.outOfPage;
    return (
      <div
        ref={rootRef}
        className={classes}
        data-ad-type={config.adType}
        style={customFields.reserveSpace && !config.outOfPage ? reserveStyle(config) : undefined}
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
  },
});

export type AdsFields = CustomFieldsOf<typeof Ads>;
