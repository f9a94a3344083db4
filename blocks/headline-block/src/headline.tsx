import { useEditableContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import { defineBlock, isRecord, type CustomFieldsOf } from "@broadsheet/kit";
import { styled } from "@broadsheet/style";
import { Heading, inlineHtml } from "@broadsheet/components";

const HEADLINE_PATH = "headlines.basic";

/** The story's headline as ANS holds it (inline HTML, e.g. `<i>` for a title), or "" when it has none. */
export function headlineOf(content: unknown): string {
  // Global content is whatever the page's content source returned: nothing about its shape is certain.
  const headlines = isRecord(content) ? content.headlines : undefined;
  const basic = isRecord(headlines) ? headlines.basic : undefined;
  return typeof basic === "string" ? basic.trim() : "";
}

// The story's h1 is drawn at the page headline's size, whatever size a level-one heading takes elsewhere; text-wrap
// balances its lines so a long headline does not end on one word.
const PageHeadline = styled(Heading).withConfig({ componentId: "bs-headline" })`
  &.b-headline {
    font-size: var(--bs-font-size-headline-page);
    line-height: var(--bs-line-height-tight);
    text-wrap: balance;
  }
`;

/** The page's title: the story headline as its h1. */
export const Headline = defineBlock({
  name: "headline",
  kind: "feature",
  label: "Headline",
  icon: "headline",
  description: "The story headline as the page's main heading.",
  render: function HeadlineView() {
    const { globalContent } = useFusionContext();
    // Editors change the headline in place on the page; readers get it as text with its inline markup.
    const { editableContent } = useEditableContent();
    // The body's parser and allow-list: emphasis shows, anything else a headline holds never reaches the page.
    const headline = inlineHtml(headlineOf(globalContent));
    if (headline === null) return null;
    return (
      <PageHeadline level={1} className="b-headline" {...editableContent(globalContent, HEADLINE_PATH)}>
        {headline}
      </PageHeadline>
    );
  },
});

export type HeadlineFields = CustomFieldsOf<typeof Headline>;
