import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { defineBlock, isRecord, type CustomFieldsOf } from "@broadsheet/kit";
import { DateTime, DEFAULT_TIME_ZONE } from "@broadsheet/components";
import { useArticle } from "./article";

/**
 * The zone the story's date is written in: the site's dateLocalization.timeZone, else New York. The spec's
 * default for a story's date (§9 '%B %d, %Y' in America/New_York) differs from the GMT that DateTime falls
 * back to for other blocks, so this block names the zone whenever the site does not.
 */
function useStoryTimeZone(): string {
  const { arcSite } = useFusionContext();
  const settings: unknown = getProperties(arcSite).dateLocalization;
  const zone = isRecord(settings) ? settings.timeZone : undefined;
  return typeof zone === "string" && zone.trim() !== "" ? zone : DEFAULT_TIME_ZONE;
}

/** The story's display date in the site's date format (by default '%B %d, %Y'). */
export const ArticleDate = defineBlock({
  name: "date",
  kind: "feature",
  label: "Date",
  icon: "calendar",
  description: "The story's display date in the site's date format.",
  render: function ArticleDateView() {
    const timeZone = useStoryTimeZone();
    const { displayDate } = useArticle();
    if (displayDate === "") return null;
    return (
      <p className="b-date">
        <DateTime date={displayDate} timeZone={timeZone} />
      </p>
    );
  },
});

export type ArticleDateFields = CustomFieldsOf<typeof ArticleDate>;
