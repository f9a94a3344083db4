import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteServiceHierarchy } from "@broadsheet/content-sources-block";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Footer } from "./footer";

/** The real site hierarchy source: in Storybook and under jest it reads the fake Arc's navigation. */
const HIERARCHY = { "site-service-hierarchy": siteServiceHierarchy };

const meta = {
  title: "Blocks/Footer",
  ...blockStoryMeta(Footer),
  parameters: { host: { content: HIERARCHY } },
  // On a page the layout's <footer> holds the block and is the contentinfo landmark.
  decorators: [
    (Story) => (
      <footer>
        <Story />
      </footer>
    ),
  ],
} satisfies Meta<BlockArgs<typeof Footer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A site with no logo, profiles or copyright set: the columns alone. */
export const French: Story = { parameters: { host: { arcSite: "le-quotidien", content: HIERARCHY } } };

/** The fake publishes no hierarchy for the right-to-left site, so The Daily's footer is answered as it stands. */
export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      content: { "site-service-hierarchy": () => corpus.navigation["the-daily"]?.footer ?? null },
    },
  },
};
