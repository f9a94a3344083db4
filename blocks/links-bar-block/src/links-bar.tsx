import { styled } from "@broadsheet/style";
import { defineBlock, defineFields, text, useContentState, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Link, navigationLinks } from "@broadsheet/components";

/** The hierarchy the bar reads unless the editor names another. */
export const DEFAULT_HIERARCHY = "links-bar";

/** Only what the bar shows of the hierarchy's top level. */
export const LINKS_BAR_FILTER = "{ children { _id node_type name display_name url inactive } }";

const fields = defineFields({
  hierarchy: text({
    label: "Navigation hierarchy",
    description: "The site hierarchy whose top-level links the bar shows",
    defaultValue: DEFAULT_HIERARCHY,
  }),
});

const Bar = styled.nav.withConfig({ componentId: "bs-links-bar" })`
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-sm);

  .b-links-bar__list {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--bs-space-xs) var(--bs-space-md);
    margin: 0;
    padding-block: var(--bs-space-sm);
    padding-inline: var(--bs-space-md);
    list-style: none;
  }
`;

/**
 * A horizontal line of links from a site hierarchy (by default `links-bar`), read through the
 * site-service-hierarchy source. Static: server HTML only. Nothing shows when the hierarchy has no active links.
 */
export const LinksBar = defineBlock({
  name: "links-bar",
  kind: "feature",
  label: "Links Bar",
  icon: "link",
  description: "A line of links from a site navigation hierarchy.",
  fields,
  render: function LinksBarView({ customFields }) {
    const phrases = usePhrases();
    const hierarchy = customFields.hierarchy.trim() || DEFAULT_HIERARCHY;
    // `feature` tells the site service (and its logs) which block asked, as Fusion's navigation blocks do.
    const state = useContentState(
      { contentService: "site-service-hierarchy", contentConfigValues: { hierarchy, feature: "links-bar" } },
      LINKS_BAR_FILTER,
    );
    const links = state.status === "ready" ? navigationLinks(state.content) : [];
    if (links.length === 0) return null;
    return (
      <Bar className="b-links-bar" aria-label={phrases.t("links-bar-block.label")}>
        <ul className="b-links-bar__list">
          {links.map((link, index) => (
            // Two nodes may link to the same place; their order in the hierarchy is stable.
            <li key={`${link.url}-${index}`}>
              <Link href={link.url} variant="nav" className="b-links-bar__link">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </Bar>
    );
  },
});

export type LinksBarFields = CustomFieldsOf<typeof LinksBar>;
