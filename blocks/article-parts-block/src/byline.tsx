import { defineBlock, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Attribution, formatAuthors, Link } from "@broadsheet/components";
import { useArticle } from "./article";

export interface AuthorsLineProps {
  /** `credits.by` as a story gives it; each entry is read defensively. */
  authors: readonly unknown[];
  className?: string;
}

/** "By A, B and C", each author linked to their page when they have one; nothing without a named author. */
export function AuthorsLine({ authors, className }: AuthorsLineProps) {
  const phrases = usePhrases();
  const { segments } = formatAuthors(authors, phrases.t("global.and-text"));
  if (segments.length === 0) return null;
  return (
    <p className={className}>
      <Attribution>
        {phrases.t("global.by-text")}{" "}
        {segments.map((segment, index) =>
          segment.kind === "text" ? (
            segment.text
          ) : segment.url === undefined ? (
            <span key={index}>{segment.name}</span>
          ) : (
            <Link key={index} href={segment.url}>
              {segment.name}
            </Link>
          ),
        )}
      </Attribution>
    </p>
  );
}

/**
 * "By A, B and C": every named author of the story, each linked to their page when they have one. Unlike the
 * bio blocks it filters no one out (docs decisions: a byline that drops a co-author miscredits the story).
 */
export const ArticleByline = defineBlock({
  name: "byline",
  kind: "feature",
  label: "Byline",
  icon: "byline",
  description: "The story's authors, each linked to their page.",
  render: function ArticleBylineView() {
    return <AuthorsLine authors={useArticle().authors} className="b-byline" />;
  },
});

export type ArticleBylineFields = CustomFieldsOf<typeof ArticleByline>;
