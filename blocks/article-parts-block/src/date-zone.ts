import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { isRecord } from "@broadsheet/kit";
import { DEFAULT_TIME_ZONE } from "@broadsheet/components";

/**
 * The zone the story's date is written in: the site's dateLocalization.timeZone, else New York. The spec's
 * default for a story's date (§9 '%B %d, %Y' in America/New_York) differs from the GMT that DateTime falls
 * back to for other blocks, so this block names the zone whenever the site does not.
 */
export function useStoryTimeZone(): string {
  const { arcSite } = useFusionContext();
  const settings: unknown = getProperties(arcSite).dateLocalization;
  const zone = isRecord(settings) ? settings.timeZone : undefined;
  return typeof zone === "string" && zone.trim() !== "" ? zone : DEFAULT_TIME_ZONE;
}
