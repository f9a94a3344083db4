import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { defineBlock, defineFields, text, useContentState, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Heading, Link, Logo, logoWidth, SocialLinks } from "@broadsheet/components";
import { FOOTER_FILTER, readFooterColumns } from "./footer-columns";
import { readFooterSite } from "./site-chrome";

/** The hierarchy the footer reads unless the editor names another. */
export const DEFAULT_HIERARCHY = "footer";

/** The logo's height in CSS pixels (spec §2). */
export const LOGO_HEIGHT = 64;

const fields = defineFields({
  hierarchy: text({
    label: "Navigation hierarchy",
    description: "The site hierarchy whose groups become the footer's columns",
    defaultValue: DEFAULT_HIERARCHY,
  }),
});

const Frame = styled.div.withConfig({ componentId: "bs-footer" })`
  display: flex;
  flex-direction: column;
  gap: var(--bs-space-lg);
  padding: var(--bs-space-xl) var(--bs-space-md);
  border-block-start: 1px solid var(--bs-color-border);
  font-family: var(--bs-font-body);
  font-size: var(--bs-font-size-sm);
  color: var(--bs-color-text);

  .b-footer__columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: var(--bs-space-lg);
  }
  .b-footer__column-name.c-heading {
    font-size: var(--bs-font-size-md);
  }
  .b-footer__links {
    display: flex;
    flex-direction: column;
    gap: var(--bs-space-xs);
    margin: var(--bs-space-sm) 0 0;
    padding: 0;
    list-style: none;
  }
  .b-footer__bottom {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--bs-space-md);
  }
  /*
   * The social links and the copyright keep to the inline end. The logo's width is known only once its file
   * loads; spread across the row (space-between), the links would jump sideways when it does.
   */
  .b-footer__social,
  .b-footer__logo + .b-footer__copyright {
    margin-inline-start: auto;
  }
  .b-footer__copyright {
    margin: 0;
    color: var(--bs-color-text-muted);
  }
`;

/**
 * The site's footer: the footer hierarchy's groups as columns of links, the site's social profiles, its logo and
 * copyright. Static: server HTML only. It sits in the layout's footer section, whose `<footer>` is the page's
 * contentinfo landmark, so the block adds a labelled nav and no landmark of its own.
 */
export const Footer = defineBlock({
  name: "footer",
  kind: "feature",
  label: "Footer",
  icon: "layout",
  description: "Footer navigation columns, the site's social links, logo and copyright.",
  fields,
  render: function FooterView({ customFields }) {
    const { arcSite } = useFusionContext();
    const phrases = usePhrases();
    const hierarchy = customFields.hierarchy.trim() || DEFAULT_HIERARCHY;
    const state = useContentState(
      { contentService: "site-service-hierarchy", contentConfigValues: { hierarchy, feature: "footer" } },
      FOOTER_FILTER,
    );
    const columns = state.status === "ready" ? readFooterColumns(state.content) : [];
    const site = readFooterSite(getProperties(arcSite));
    const hasBottom = site.logo !== "" || site.socialLinks.length > 0 || site.copyright !== "";
    if (columns.length === 0 && !hasBottom) return null;

    return (
      <Frame className="b-footer">
        {columns.length > 0 && (
          <nav aria-label={phrases.t("footer-block.navigation")} className="b-footer__columns">
            {columns.map((column, index) => (
              // Two groups may share a name; their order in the hierarchy is stable.
              <div key={`${column.name}-${index}`} className="b-footer__column">
                {column.name !== "" && <Heading className="b-footer__column-name">{column.name}</Heading>}
                <ul className="b-footer__links">
                  {column.links.map((link, linkIndex) => (
                    <li key={`${link.url}-${linkIndex}`}>
                      <Link href={link.url} variant="nav" className="b-footer__link">
                        {link.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {hasBottom && (
          <div className="b-footer__bottom">
            {site.logo !== "" && (
              <Logo
                src={site.logo}
                alt={site.logoAlt}
                height={LOGO_HEIGHT}
                width={logoWidth(LOGO_HEIGHT, site.logoFile?.width, site.logoFile?.height)}
                className="b-footer__logo"
              />
            )}
            <SocialLinks name={site.name} links={site.socialLinks} className="b-footer__social" />
            {site.copyright !== "" && <p className="b-footer__copyright">{site.copyright}</p>}
          </div>
        )}
      </Frame>
    );
  },
});

export type FooterFields = CustomFieldsOf<typeof Footer>;
