import { defineBlock, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Attribution, formatAuthors, Link } from "@broadsheet/components";
import { useArticle } from "./article";

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
    const phrases = usePhrases();
    const { segments } = formatAuthors(useArticle().authors, phrases.t("global.and-text"));
    if (segments.length === 0) return null;
    return (
      <p className="b-byline">
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
  },
});

export type ArticleBylineFields = CustomFieldsOf<typeof ArticleByline>;
