import type { Meta, StoryObj } from "@storybook/react-vite";
import { siteServiceHierarchy } from "@broadsheet/content-sources-block";
import { corpus } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { LinksBar } from "./links-bar";

/** The real site hierarchy source: in Storybook and under jest it reads the fake Arc's navigation. */
const HIERARCHY = { "site-service-hierarchy": siteServiceHierarchy };

const meta = {
  title: "Blocks/Links Bar",
  ...blockStoryMeta(LinksBar),
  parameters: { host: { content: HIERARCHY } },
} satisfies Meta<BlockArgs<typeof LinksBar>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The main menu's hierarchy: sections link to their pages, the inactive archive section is left out. */
export const MainHierarchy: Story = { args: { hierarchy: "default" } };

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", content: HIERARCHY } } };

/** The fake publishes no hierarchy for the right-to-left site, so The Daily's links bar is answered as it stands. */
export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      content: { "site-service-hierarchy": () => corpus.navigation["the-daily"]?.["links-bar"] ?? null },
    },
  },
};
