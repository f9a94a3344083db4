import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { isRecord } from "@broadsheet/kit";
import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT } from "./localize-date";
import { DEFAULT_LANGUAGE } from "./zoned-time";

/** The site's date settings, every one filled in. */
export interface ResolvedDateLocalization {
  language: string;
  timeZone: string;
  dateFormat: string;
  dateTimeFormat: string;
}

/** Blocks show dates in GMT unless the site sets a zone (the bare functions default to New York instead). */
export const SITE_DEFAULT_TIME_ZONE = "GMT";

function setting(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

/**
 * The site's `dateLocalization` (language, timeZone, dateFormat, dateTimeFormat) from its properties, each
 * missing or malformed value replaced by the default: language en, zone GMT, "%B %d, %Y".
 */
export function useDateLocalization(): ResolvedDateLocalization {
  const { arcSite } = useFusionContext();
  const raw: unknown = getProperties(arcSite).dateLocalization;
  const settings = isRecord(raw) ? raw : {};
  return {
    language: setting(settings.language, DEFAULT_LANGUAGE),
    timeZone: setting(settings.timeZone, SITE_DEFAULT_TIME_ZONE),
    dateFormat: setting(settings.dateFormat, DEFAULT_DATE_FORMAT),
    dateTimeFormat: setting(settings.dateTimeFormat, DEFAULT_DATE_TIME_FORMAT),
  };
}
