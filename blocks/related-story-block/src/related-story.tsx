import type { ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import {
  contentConfig,
  defineBlock,
  defineFields,
  text,
  useContentState,
  usePhrases,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import { Heading, inlineHtml, Link, Overline, Paragraph, VisuallyHidden } from "@broadsheet/components";
import { readRelatedStory, RELATED_STORY_FILTER } from "./story-content";

const LABEL = "Related Story";

const fields = defineFields({
  story: contentConfig({
    label: "Story",
    description: "The story the card points readers to",
    schemas: ["ans-item"],
  }),
  label: text({
    label: "Label",
    description: "Replaces “Related” above the headline; leave empty to keep it",
  }),
});

// The loading placeholder draws one bar per line the card usually has, in the card's own type sizes and gaps,
// so the card takes the placeholder's place without moving what is around it.
const line = (size: string, height: string) => `calc(var(--bs-font-size-${size}) * var(--bs-line-height-${height}))`;

const Card = styled.div.withConfig({ componentId: "bs-related-story" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-xs);
  padding: var(--bs-space-md);
  border-block-start: 3px solid var(--bs-color-primary);
  background-color: var(--bs-color-surface);

  .b-related-story__headline.c-heading {
    font-size: var(--bs-font-size-lg);
  }

  .b-related-story__bone {
    display: block;
    border-radius: var(--bs-radius-sm);
    background-color: var(--bs-color-border);
  }
  .b-related-story__bone--label {
    inline-size: 6em;
    block-size: ${line("sm", "tight")};
  }
  .b-related-story__bone--headline {
    block-size: calc(2 * ${line("lg", "tight")});
  }
  .b-related-story__bone--description {
    block-size: calc(2 * ${line("md", "body")});
  }
`;

const Note = styled.p.withConfig({ componentId: "bs-related-story-note" })`
  margin: 0;
  padding: var(--bs-space-sm) var(--bs-space-md);
  border: thin dashed var(--bs-color-border);
  color: var(--bs-color-text);
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-sm);
`;

/** What editors see where readers see nothing, so they can tell an empty slot from a broken one. */
function EditorNote({ children }: { children: ReactNode }) {
  const { isAdmin } = useFusionContext();
  if (!isAdmin) return null;
  return (
    <Note role="note" className="b-related-story__note">
      <strong>{LABEL}:</strong> {children}
    </Note>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <Card className="b-related-story b-related-story--loading" aria-busy="true">
      <VisuallyHidden>{text}</VisuallyHidden>
      <span aria-hidden="true" className="b-related-story__bone b-related-story__bone--label" />
      <span aria-hidden="true" className="b-related-story__bone b-related-story__bone--headline" />
      <span aria-hidden="true" className="b-related-story__bone b-related-story__bone--description" />
    </Card>
  );
}

/**
 * A "Related" card for one story an editor picks: a label, the headline linking to the story, and its
 * description. Static: server HTML only. Readers see nothing when there is no story to show; editors see why.
 */
export const RelatedStory = defineBlock({
  name: "related-story",
  kind: "feature",
  label: LABEL,
  icon: "link",
  description: "A card pointing readers to one story the editor picks.",
  fields,
  render: function RelatedStoryView({ customFields }) {
    const phrases = usePhrases();
    const state = useContentState(customFields.story, RELATED_STORY_FILTER);

    switch (state.status) {
      case "unset":
        return <EditorNote>{phrases.t("related-story-block.choose-story")}</EditorNote>;
      case "loading":
        return <Placeholder text={phrases.t("related-story-block.loading")} />;
      case "missing":
        return <EditorNote>{phrases.t("related-story-block.no-story")}</EditorNote>;
    }

    const story = readRelatedStory(state.content);
    // The headline's inline markup as the article body draws it; it is the card's link, and links cannot nest,
    // so a link in the markup keeps only its text. Markup with no text in it is no headline.
    const headline = inlineHtml(story.headline, { links: false });
    if (headline === null) return <EditorNote>{phrases.t("related-story-block.no-headline")}</EditorNote>;
    const label = customFields.label?.trim() || phrases.t("related-story-block.label");
    return (
      <Card className="b-related-story">
        <Overline className="b-related-story__label">{label}</Overline>
        <Heading className="b-related-story__headline">
          {/* Without a safe address Link leaves the headline as plain text. */}
          <Link href={story.url} openInNewTab={false} variant="headline" className="b-related-story__link">
            {headline}
          </Link>
        </Heading>
        {story.description !== "" && (
          <Paragraph className="b-related-story__description">{story.description}</Paragraph>
        )}
      </Card>
    );
  },
});

export type RelatedStoryFields = CustomFieldsOf<typeof RelatedStory>;
