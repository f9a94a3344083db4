import { styled } from "styled-components";
import { useFusionContext } from "fusion:context";
import { defineBlock, isRecord, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Heading, Link, sectionURL } from "@broadsheet/components";

/** A child of the section as the block links it. */
export interface SectionChildLink {
  name: string;
  url: string;
}

/** What the block shows of the site hierarchy's node for the page's section. */
export interface SectionTitleContent {
  name: string;
  children: SectionChildLink[];
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

// Sections carry `name`, links placed in the hierarchy `display_name`.
function nodeName(node: Record<string, unknown>): string {
  return node.node_type === "link"
    ? text(node.display_name) || text(node.name)
    : text(node.name) || text(node.display_name);
}

/**
 * The section's name and its active children, each with its name and link (a section to its id with a trailing
 * slash, a link node to its url). A child without a name or a safe address is left out: it cannot be a link.
 */
export function readSection(node: unknown): SectionTitleContent {
  if (!isRecord(node)) return { name: "", children: [] };
  const children = Array.isArray(node.children) ? node.children : [];
  return {
    name: nodeName(node),
    children: children.flatMap((child): SectionChildLink[] => {
      if (!isRecord(child) || child.inactive === true) return [];
      const name = nodeName(child);
      const url = sectionURL(child);
      return name === "" || url === "" ? [] : [{ name, url }];
    }),
  };
}

const Title = styled.div.withConfig({ componentId: "bs-section-title" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-sm);
  padding-block-end: var(--bs-space-md);
  border-block-end: 2px solid var(--bs-color-primary);

  .b-section-title__children {
    display: flex;
    flex-wrap: wrap;
    gap: var(--bs-space-xs) var(--bs-space-md);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The section page's heading: the section's name and links to its sections. */
export const SectionTitle = defineBlock({
  name: "section-title",
  kind: "feature",
  label: "Section Title",
  icon: "heading",
  description: "The section's name as the page heading, and links to its sections.",
  render: function SectionTitleView() {
    const { globalContent } = useFusionContext();
    const phrases = usePhrases();
    const section = readSection(globalContent);
    if (section.name === "") return null;
    return (
      <Title className="b-section-title">
        <Heading level={1} className="b-section-title__name">
          {section.name}
        </Heading>
        {section.children.length > 0 && (
          <nav aria-label={phrases.t("section-title-block.children", { name: section.name })}>
            <ul className="b-section-title__children">
              {section.children.map((child, index) => (
                // Two children may link to the same place; their order in the hierarchy is stable.
                <li key={`${child.url}-${index}`}>
                  <Link href={child.url} className="b-section-title__link">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Title>
    );
  },
});

export type SectionTitleFields = CustomFieldsOf<typeof SectionTitle>;
