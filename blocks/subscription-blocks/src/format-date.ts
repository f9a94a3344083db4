import { useCallback } from "react";
import { localizeDate, useDateLocalization } from "@broadsheet/components";

/** A date as the site writes it, for phrases that hold one ("Your next charge is on %{date}"). */
export function useFormatDate(): (ms: number | null) => string {
  const site = useDateLocalization();
  return useCallback(
    (ms) => (ms === null ? "" : localizeDate(new Date(ms), site.dateFormat, site.language, site.timeZone)),
    [site.dateFormat, site.language, site.timeZone],
  );
}
