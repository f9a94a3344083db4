import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import { defineBlock, isRecord, type CustomFieldsOf } from "@broadsheet/kit";
import { Heading, Paragraph } from "@broadsheet/components";

/** What the block shows of the tag; "" where the tag has none. */
export interface TagTitleContent {
  name: string;
  description: string;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The first tag of tags-api's answer (`{ Payload: [...] }`); a tag without a name gives none. */
export function readTag(globalContent: unknown): TagTitleContent {
  const payload = isRecord(globalContent) ? globalContent.Payload : undefined;
  const tag: unknown = Array.isArray(payload) ? payload[0] : undefined;
  if (!isRecord(tag)) return { name: "", description: "" };
  return { name: text(tag.name), description: text(tag.description) };
}

const Title = styled.div.withConfig({ componentId: "bs-tag-title" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-sm);
  padding-block-end: var(--bs-space-md);
  border-block-end: 2px solid var(--bs-color-primary);
`;

/** The tag page's heading: the tag's name and its description. */
export const TagTitle = defineBlock({
  name: "tag-title",
  kind: "feature",
  label: "Tag Title",
  icon: "tag",
  description: "The tag's name as the page heading, and its description.",
  render: function TagTitleView() {
    const { globalContent } = useFusionContext();
    const tag = readTag(globalContent);
    if (tag.name === "") return null;
    return (
      <Title className="b-tag-title">
        <Heading level={1} className="b-tag-title__name">
          {tag.name}
        </Heading>
        {tag.description !== "" && <Paragraph className="b-tag-title__description">{tag.description}</Paragraph>}
      </Title>
    );
  },
});

export type TagTitleFields = CustomFieldsOf<typeof TagTitle>;
