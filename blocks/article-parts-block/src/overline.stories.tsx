import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ArticleOverline } from "./overline";
import { frenchStory, sponsoredStory } from "./test-content";

const meta = {
  title: "Blocks/Article Parts/Overline",
  ...blockStoryMeta(ArticleOverline),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof ArticleOverline>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long read's label, "The Long Read", displayed and linked. */
export const Label: Story = {};

/** Without a displayed label: the primary section, linked to its page. */
export const Section: Story = {
  parameters: { host: { globalContent: { ...theLongRead, label: { basic: { display: false } } } } },
};

export const Sponsored: Story = { parameters: { host: { globalContent: sponsoredStory } } };

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", globalContent: frenchStory } } };

export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      globalContent: { ...theLongRead, label: { basic: { display: true, text: "قراءة طويلة", url: "/long-read/" } } },
    },
  },
};
