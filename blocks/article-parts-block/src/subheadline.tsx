import { styled } from "@broadsheet/style";
import { useEditableContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, select, type CustomFieldsOf } from "@broadsheet/kit";
import { useArticle } from "./article";

/** Where each choice of `valueToDisplay` reads from, so editors edit the same text in place. */
const SOURCE = {
  Subheadline: { path: "subheadlines.basic", key: "subheadline" },
  Description: { path: "description.basic", key: "description" },
} as const;

const Standfirst = styled.p.withConfig({ componentId: "bs-article-subheadline" })`
  margin: 0;
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-lg);
  line-height: var(--bs-line-height-body);
  color: var(--bs-color-text-muted);
`;

/** The line under the headline: the story's subheadline, or its description when the editor chooses it. */
export const ArticleSubheadline = defineBlock({
  name: "subheadline",
  kind: "feature",
  label: "Subheadline",
  icon: "subheadline",
  description: "The story's subheadline (or description) under the headline.",
  fields: defineFields({
    valueToDisplay: select({
      label: "Value to display",
      description: "Which of the story's texts to show under the headline.",
      options: ["Subheadline", "Description"],
      defaultValue: "Subheadline",
    }),
  }),
  render: function ArticleSubheadlineView({ customFields }) {
    const { globalContent } = useFusionContext();
    const { editableContent } = useEditableContent();
    const source = SOURCE[customFields.valueToDisplay];
    const text = useArticle()[source.key];
    if (text === "") return null;
    // A paragraph, not a heading: the standfirst begins no section of the page.
    return (
      <Standfirst className="b-subheadline" {...editableContent(globalContent, source.path)}>
        {text}
      </Standfirst>
    );
  },
});

export type ArticleSubheadlineFields = CustomFieldsOf<typeof ArticleSubheadline>;
