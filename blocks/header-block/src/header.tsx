import { styled } from "@broadsheet/style";
import { boolean, defineBlock, defineFields, select, text, type CustomFieldsOf } from "@broadsheet/kit";
import { Heading } from "@broadsheet/components";

/** The header's sizes, as PageBuilder lists them, largest first. */
export const HEADER_SIZES = ["Extra Large", "Large", "Medium", "Small"] as const;
export type HeaderSize = (typeof HEADER_SIZES)[number];

// Each size as a class modifier and the type token it uses.
const SIZE_CLASS: Record<HeaderSize, string> = {
  "Extra Large": "xl",
  Large: "lg",
  Medium: "md",
  Small: "sm",
};

const fields = defineFields({
  text: text({ label: "Text", description: "The heading's words; nothing shows when it is empty" }),
  size: select({
    label: "Size",
    description: "How large the heading is drawn (its level follows the page's outline)",
    options: HEADER_SIZES,
    defaultValue: "Medium",
  }),
  pageTitle: boolean({
    label: "Page title",
    description:
      "Makes this the page's title (its one level-one heading), for pages with no headline: a search or landing page",
    defaultValue: false,
  }),
});

const StyledHeading = styled(Heading).withConfig({ componentId: "bs-header" })`
  &.b-header--xl {
    font-size: var(--bs-font-size-3xl);
  }
  &.b-header--lg {
    font-size: var(--bs-font-size-2xl);
  }
  &.b-header--md {
    font-size: var(--bs-font-size-xl);
  }
  &.b-header--sm {
    font-size: var(--bs-font-size-lg);
  }
`;

/**
 * Header: a heading an editor writes, drawn Extra Large, Large, Medium or Small. Its level follows the page's
 * outline, so the size is only how it looks. Nothing when the text is empty. Static: no client JavaScript.
 */
export const Header = defineBlock({
  name: "header",
  kind: "feature",
  label: "Header",
  icon: "heading",
  description: "A heading an editor writes, in one of four sizes.",
  fields,
  render: function HeaderView({ customFields }) {
    const words = typeof customFields.text === "string" ? customFields.text.trim() : "";
    if (words === "") return null;
    const size = SIZE_CLASS[customFields.size] ?? SIZE_CLASS.Medium;
    return (
      <StyledHeading level={customFields.pageTitle ? 1 : undefined} className={`b-header b-header--${size}`}>
        {words}
      </StyledHeading>
    );
  },
});

export type HeaderFields = CustomFieldsOf<typeof Header>;
