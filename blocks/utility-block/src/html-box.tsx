import { styled } from "@broadsheet/style";
import { defineBlock, defineFields, richText, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  html: richText({
    label: "HTML",
    description: "Written into the page as it is: embeds, notices, markup the other blocks cannot make",
  }),
});

const Box = styled.div.withConfig({ componentId: "bs-html-box" })`
  margin-block: var(--bs-space-md);
  overflow-wrap: anywhere;
`;

/**
 * HTML Box: the editor's HTML, written into the page as it is. Like ANS raw_html it is content-as-HTML by
 * definition, so it is one of the few places that use dangerouslySetInnerHTML; what goes in is the editor's to
 * answer for. Nothing when the field is empty. Static: no client JavaScript, so the browser keeps
 * the server's HTML (and any script in it runs once, as the page loads).
 */
export const HtmlBox = defineBlock({
  name: "htmlbox",
  kind: "feature",
  label: "HTML Box",
  icon: "code",
  description: "HTML an editor writes, placed in the page as it is.",
  fields,
  render: function HtmlBoxView({ customFields }) {
    const html = typeof customFields.html === "string" ? customFields.html.trim() : "";
    if (html === "") return null;
    return <Box className="b-html-box" dangerouslySetInnerHTML={{ __html: html }} />;
  },
});

export type HtmlBoxFields = CustomFieldsOf<typeof HtmlBox>;
