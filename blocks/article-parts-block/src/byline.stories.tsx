import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ArticleByline } from "./byline";
import { frenchStory } from "./test-content";

const meta = {
  title: "Blocks/Article Parts/Byline",
  ...blockStoryMeta(ArticleByline),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof ArticleByline>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two authors, each linked to their page. */
export const TwoAuthors: Story = {};

/** Three authors, one without a page: "By A, B and C". */
export const ThreeAuthors: Story = {
  parameters: {
    host: {
      globalContent: {
        ...theLongRead,
        credits: { by: [...(theLongRead.credits?.by ?? []), { type: "author", name: "A. Guest Writer" }] },
      },
    },
  },
};

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", globalContent: frenchStory } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
