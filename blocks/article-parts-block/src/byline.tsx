import { boolean, defineBlock, defineFields, type CustomFieldsOf } from "@broadsheet/kit";
import { useArticle } from "./article";
import { MetaLine } from "./meta-line";

export interface AuthorsLineProps {
  /** `credits.by` as a story gives it; each entry is read defensively. */
  authors: readonly unknown[];
  className?: string;
}

/** "By A, B and C", each author linked to their page when they have one; nothing without a named author. */
export function AuthorsLine({ authors, className }: AuthorsLineProps) {
  return <MetaLine authors={authors} className={className} />;
}

const fields = defineFields({
  showDate: boolean({
    label: "Show date",
    description: "Put the story's date on the byline's line, so the page needs no date block",
    defaultValue: false,
  }),
});

/**
 * "By A, B and C": every named author of the story, each linked to their page when they have one, and, when the
 * editor asks, the story's date on the same line. Unlike the bio blocks it filters no one out (docs decisions: a
 * byline that drops a co-author miscredits the story).
 */
export const ArticleByline = defineBlock({
  name: "byline",
  kind: "feature",
  label: "Byline",
  icon: "byline",
  description: "The story's authors, each linked to their page, and the date on the same line if asked.",
  fields,
  render: function ArticleBylineView({ customFields }) {
    const article = useArticle();
    return (
      <MetaLine
        authors={article.authors}
        date={customFields.showDate ? article.displayDate : ""}
        className="b-byline"
      />
    );
  },
});

export type ArticleBylineFields = CustomFieldsOf<typeof ArticleByline>;
