import type { ComponentType } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { styled } from "@broadsheet/style";
import { ICON_CATALOG, type IconCategory } from "./catalog";
import type { IconProps } from "./icon-base";
import * as icons from "./index";

const components: Record<string, ComponentType<IconProps>> = icons;

const CATEGORY_HEADINGS: Record<IconCategory, string> = {
  card: "Payment cards",
  wallet: "Wallets",
  social: "Social networks and sign-in",
  arrow: "Arrows and chevrons",
  media: "Media controls",
  interface: "Interface",
};

const Section = styled.section`
  margin-block-end: var(--bs-space-xl);
  color: var(--bs-color-text);
  font-family: var(--bs-font-body);

  h2 {
    font-size: var(--bs-font-size-lg);
    margin-block: 0 var(--bs-space-md);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: var(--bs-space-md);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--bs-space-xs);
  padding: var(--bs-space-sm);
  border: 1px solid var(--bs-color-border);
  border-radius: var(--bs-radius-md);
  text-align: center;
  font-size: var(--bs-font-size-xs);

  code {
    font-family: var(--bs-font-mono);
    color: var(--bs-color-text-muted);
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--bs-space-md);
  color: var(--bs-color-text);
  font-family: var(--bs-font-body);
`;

function IconOf({ component, ...props }: IconProps & { component: string }) {
  const Icon = components[component];
  return Icon ? <Icon {...props} /> : null;
}

/** Every icon, grouped as the catalogue groups them, with its label and component name. */
function Gallery() {
  const categories = [...new Set(ICON_CATALOG.map((entry) => entry.category))];
  return (
    <>
      {categories.map((category) => (
        <Section key={category} aria-labelledby={`icons-${category}`}>
          <h2 id={`icons-${category}`}>{CATEGORY_HEADINGS[category]}</h2>
          <Grid>
            {ICON_CATALOG.filter((entry) => entry.category === category).map((entry) => (
              <Cell key={entry.name}>
                <IconOf component={entry.component} size={32} />
                <span>{entry.label}</span>
                <code>{entry.component}</code>
              </Cell>
            ))}
          </Grid>
        </Section>
      ))}
    </>
  );
}

const meta = {
  title: "Components/Icons",
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {};

/** The `size` prop, and `1em`, which follows the font size of the text around it. */
export const Sizes: Story = {
  render: () => (
    <Row>
      {[16, 24, 32, 48].map((size) => (
        <icons.SearchIcon key={size} size={size} />
      ))}
      {[16, 24, 32, 48].map((size) => (
        <icons.VisaIcon key={size} size={size} />
      ))}
      <span style={{ fontSize: "var(--bs-font-size-2xl)" }}>
        <icons.StarIcon size="1em" /> 1em
      </span>
    </Row>
  ),
};

/**
 * An icon that stands alone (no visible text) needs a `title`: it becomes an image with that name. Beside visible
 * text, leave it decorative, so a screen reader does not say the same thing twice.
 */
export const Meaningful: Story = {
  render: () => (
    <Row>
      <span>Accepted:</span>
      <icons.VisaIcon title="Visa" size={32} />
      <icons.MastercardIcon title="Mastercard" size={32} />
      <icons.AmexIcon title="American Express" size={32} />
      <icons.LockIcon title="Subscribers only" />
      <button type="button">
        <icons.ShareIcon /> Share
      </button>
    </Row>
  ),
};

/**
 * On a right-to-left site (al-yawm) left/right arrows and chevrons mirror, so "next" still points the way the text
 * reads. The last pair opts out with `flipInRtl={false}`; media controls never mirror.
 */
export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: () => (
    <Row>
      <icons.ChevronLeftIcon title="السابق" />
      <span>١ / ٥</span>
      <icons.ChevronRightIcon title="التالي" />
      <icons.ArrowRightIcon />
      <icons.ArrowLeftIcon />
      <icons.ArrowRightIcon flipInRtl={false} />
      <icons.ChevronRightIcon flipInRtl={false} />
      <icons.SkipForwardIcon />
      <icons.PlayIcon />
    </Row>
  ),
};
