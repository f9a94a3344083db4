import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ArticleSubheadline } from "./subheadline";
import { frenchStory } from "./test-content";

const meta = {
  title: "Blocks/Article Parts/Subheadline",
  ...blockStoryMeta(ArticleSubheadline),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof ArticleSubheadline>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subheadline: Story = {};

export const Description: Story = { args: { valueToDisplay: "Description" } };

/** In PageBuilder's editor the text can be edited in place. */
export const InEditor: Story = { parameters: { host: { globalContent: theLongRead, isAdmin: true } } };

export const French: Story = {
  args: { valueToDisplay: "Description" },
  parameters: { host: { arcSite: "le-quotidien", globalContent: frenchStory } },
};

export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm", globalContent: { ...theLongRead, subheadlines: { basic: "أمضى الموظفون عامين." } } },
  },
};
