import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ArticleDate } from "./date";
import { frenchStory } from "./test-content";

const meta = {
  title: "Blocks/Article Parts/Date",
  ...blockStoryMeta(ArticleDate),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof ArticleDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", globalContent: frenchStory } } };

/** A site without dateLocalization: '%B %d, %Y' in New York. */
export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
