import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { useArticle } from "./article";
import { MetaLine } from "./meta-line";

/** A story's date in the site's date format and zone (the zone defaulting to New York); nothing for no date. */
export function StoryDate({ date, className }: { date: string; className?: string }) {
  return <MetaLine date={date} className={className} />;
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
