import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ArticleTag } from "./article-tag";
import { frenchStory } from "./test-content";

const meta = {
  title: "Blocks/Article Parts/Tags Bar",
  ...blockStoryMeta(ArticleTag),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof ArticleTag>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LazyLoad: Story = { args: { lazyLoad: true } };

/** Many tags wrap onto centred lines. */
export const ManyTags: Story = {
  parameters: {
    host: {
      globalContent: {
        ...theLongRead,
        taxonomy: {
          ...theLongRead.taxonomy,
          tags: ["Elections", "Local government", "Ballot machines", "County clerks", "Voting", "Wexmoor County"].map(
            (text) => ({ slug: text.toLowerCase().replace(/ /g, "-"), text }),
          ),
        },
      },
    },
  },
};

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", globalContent: frenchStory } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
