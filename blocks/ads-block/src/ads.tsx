import { useId } from "react";
import { useFusionContext } from "fusion:context";
import { boolean, defineBlock, defineFields, select, type CustomFieldsOf } from "@broadsheet/kit";
import { AD_TYPE_KEYS, AD_TYPES, DEFAULT_AD_TYPE } from "./ad-types";
import { AdSlot, adSlotId } from "./ad-slot";

export { AD_LAZY_MARGIN } from "./ad-slot";

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
    const { id: blockId } = useFusionContext();
    const reactId = useId();
    return (
      <AdSlot
        id={adSlotId(blockId ?? reactId)}
        adType={customFields.adType}
        lazyLoad={customFields.lazyLoad}
        displayAdLabel={customFields.displayAdLabel}
        reserveSpace={customFields.reserveSpace}
      />
    );
  },
});

export type AdsFields = CustomFieldsOf<typeof Ads>;
