import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import { defineBlock, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Heading, Link, navigationLinks, navigationNodeName, type NavigationLink } from "@broadsheet/components";

/** A child of the section as the block links it. */
export type SectionChildLink = NavigationLink;

/** What the block shows of the site hierarchy's node for the page's section. */
export interface SectionTitleContent {
  name: string;
  children: SectionChildLink[];
}

/** The section's name and its active children, each with its name and link (see navigationLinks). */
export function readSection(node: unknown): SectionTitleContent {
  return { name: navigationNodeName(node), children: navigationLinks(node) };
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
                  <Link href={child.url} variant="nav" className="b-section-title__link">
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
