import { styled } from "@broadsheet/style";
import { useFusionContext } from "fusion:context";
import getProperties from "fusion:properties";
import { boolean, defineBlock, defineFields, image, text, url, isRecord, type CustomFieldsOf } from "@broadsheet/kit";
import { DateTime, Link, Logo, logoWidth, Paragraph, safeURL } from "@broadsheet/components";

/**
 * The logo's height in CSS pixels: the masthead's is the site's largest, yet small enough that the nameplate
 * leaves the lead story in a desktop's first screen.
 */
export const MASTHEAD_LOGO_HEIGHT = 56;

const fields = defineFields({
  logoURL: image({ label: "Logo", description: "The masthead's logo; the site's primary logo when empty" }),
  tagLine: text({ label: "Tag line", description: "A line under the logo" }),
  showDate: boolean({
    label: "Show the date",
    description: "Today's date, in the site's date format",
    defaultValue: false,
  }),
  promoLinkURL: url({ label: "Promo link URL", description: "Where the promo link goes" }),
  promoLinkText: text({ label: "Promo link text", description: "The promo link's words; no link without them" }),
});

export type MastheadFields = CustomFieldsOf<typeof Masthead>;

function trimmed(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The logo to draw: the editor's, else the site's primary logo. Its alt text is the site's logo text or name,
 * else the site's id: the logo is the link home and a link must have a name.
 */
function logoOf(logoURL: string | undefined, arcSite: string): { src: string; alt: string; width?: number } {
  const site: unknown = getProperties(arcSite);
  const properties = isRecord(site) ? site : {};
  const alt = trimmed(properties.primaryLogoAlt) || trimmed(properties.websiteName) || arcSite;
  const own = safeURL(logoURL);
  if (own) return { src: own, alt };
  // The site's own logo, whose file's proportions the site may give.
  const width = logoWidth(MASTHEAD_LOGO_HEIGHT, properties.primaryLogoWidth, properties.primaryLogoHeight);
  return { src: safeURL(properties.primaryLogo), alt, ...(width === undefined ? {} : { width }) };
}

const Frame = styled.div.withConfig({ componentId: "bs-masthead" })`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--bs-space-sm);
  padding-block: var(--bs-space-lg);
  padding-inline: var(--bs-space-md);
  border-block-end: 1px solid var(--bs-color-border);
  font-family: var(--bs-font-body);
  text-align: center;

  .b-masthead__tagline {
    font-family: var(--bs-font-heading);
    font-size: var(--bs-font-size-lg);
  }
  .b-masthead__details {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--bs-space-sm) var(--bs-space-lg);
    font-size: var(--bs-font-size-sm);
  }

  /*
   * On a phone the header's top bar already shows the logo, and the first screen belongs to the lead story: the
   * masthead shrinks to one quiet line of tag line and date.
   */
  @media (max-width: 767.98px) {
    gap: var(--bs-space-xs);
    padding-block: var(--bs-space-xs);

    .b-masthead__home,
    .b-masthead__promo {
      display: none;
    }
    .b-masthead__tagline {
      font-size: var(--bs-font-size-sm);
    }
    .b-masthead__details {
      font-size: var(--bs-font-size-xs);
    }
  }

  /*
   * On wider screens the nameplate stays, but in two rows, not four: the logo, then the tag line, date and promo
   * on one line, so the lead story still starts in the first screen.
   */
  @media (min-width: 768px) {
    flex-flow: row wrap;
    justify-content: center;
    align-items: baseline;
    gap: var(--bs-space-xs) var(--bs-space-lg);
    padding-block: var(--bs-space-md) var(--bs-space-sm);

    .b-masthead__home {
      display: flex;
      flex-basis: 100%;
      justify-content: center;
    }
    .b-masthead__tagline {
      margin: 0;
      font-size: var(--bs-font-size-md);
    }
  }
`;

/**
 * The newspaper's masthead: its logo linking home, a tag line, today's date and a promo link, each as the editor
 * sets it. Static: server HTML only, so the date is the day the page was rendered.
 */
export const Masthead = defineBlock({
  name: "masthead",
  kind: "feature",
  label: "Masthead",
  icon: "heading",
  description: "The site's logo with a tag line, today's date and a promo link.",
  fields,
  render: function MastheadView({ customFields }) {
    const { arcSite } = useFusionContext();
    const logo = logoOf(customFields.logoURL, arcSite);
    const tagLine = customFields.tagLine?.trim() ?? "";
    const promoURL = safeURL(customFields.promoLinkURL);
    const promoText = customFields.promoLinkText?.trim() ?? "";
    const promo = promoURL !== "" && promoText !== "";
    if (logo.src === "" && tagLine === "" && !customFields.showDate && !promo) return null;

    return (
      <Frame className="b-masthead">
        {logo.src !== "" && (
          <Link href="/" openInNewTab={false} className="b-masthead__home">
            {/* The masthead is the top of the page: its logo is never lazy. */}
            <Logo
              src={logo.src}
              alt={logo.alt}
              height={MASTHEAD_LOGO_HEIGHT}
              width={logo.width}
              loading="eager"
              className="b-masthead__logo"
            />
          </Link>
        )}
        {tagLine !== "" && <Paragraph className="b-masthead__tagline">{tagLine}</Paragraph>}
        {(customFields.showDate || promo) && (
          <div className="b-masthead__details">
            {customFields.showDate && <DateTime date={new Date()} className="b-masthead__date" />}
            {promo && (
              <Link href={promoURL} className="b-masthead__promo">
                {promoText}
              </Link>
            )}
          </div>
        )}
      </Frame>
    );
  },
});
