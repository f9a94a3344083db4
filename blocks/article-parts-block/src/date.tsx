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
export function useStoryTimeZone(): string {
  const { arcSite } = useFusionContext();
  const settings: unknown = getProperties(arcSite).dateLocalization;
  const zone = isRecord(settings) ? settings.timeZone : undefined;
  return typeof zone === "string" && zone.trim() !== "" ? zone : DEFAULT_TIME_ZONE;
}

/** A story's date in the site's date format and zone (the zone defaulting to New York); nothing for no date. */
export function StoryDate({ date, className }: { date: string; className?: string }) {
  const timeZone = useStoryTimeZone();
  if (date === "") return null;
  return (
    <p className={className}>
      <DateTime date={date} timeZone={timeZone} />
    </p>
  );
}

/** The story's display date in the site's date format (by default '%B %d, %Y'). */
export const ArticleDate = defineBlock({
  name: "date",
  kind: "feature",
  label: "Date",
  icon: "calendar",
  description: "The story's display date in the site's date format.",
  render: function ArticleDateView() {
    return <StoryDate date={useArticle().displayDate} className="b-date" />;
  },
});

export type ArticleDateFields = CustomFieldsOf<typeof ArticleDate>;
