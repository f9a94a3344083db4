import { useEditableContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { formatURL, Overline } from "@broadsheet/components";
import { useArticle, type Article } from "./article";

/** What the overline reads and where it links; `href` is undefined when it links nowhere. */
export interface OverlineTarget {
  text: string;
  href: string | undefined;
}

/** The displayed label, else the primary section linked to its id with a trailing slash; null for neither. */
export function overlineTarget(article: Article): OverlineTarget | null {
  if (article.label) return { text: article.label.text, href: article.label.url || undefined };
  const section = article.primarySection;
  if (!section) return null;
  return { text: section.name, href: formatURL(section.id) || undefined };
}

/** The small label above the headline: the story's label or its section, or the sponsored-content notice. */
export const ArticleOverline = defineBlock({
  name: "overline",
  kind: "feature",
  label: "Overline",
  icon: "overline",
  description: "The story's label, or its primary section, above the headline; sponsored stories say so.",
  render: function ArticleOverlineView() {
    const { globalContent } = useFusionContext();
    const { editableContent } = useEditableContent();
    const article = useArticle();
    if (article.sponsored) {
      // A sponsored story always says so in the site's words (the Overline's phrase), wherever its label links.
      return <Overline className="b-overline" sponsored href={article.label?.url || undefined} />;
    }
    const target = overlineTarget(article);
    if (!target) return null;
    // Editors may change the story's own label in place; a section's name belongs to the section, not the story.
    const editable = article.label ? editableContent(globalContent, "label.basic.text") : {};
    return (
      <Overline className="b-overline" href={target.href} {...editable}>
        {target.text}
      </Overline>
    );
  },
});

export type ArticleOverlineFields = CustomFieldsOf<typeof ArticleOverline>;
