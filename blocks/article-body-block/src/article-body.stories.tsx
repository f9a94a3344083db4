import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ArticleBody } from "./article-body";

const meta = {
  title: "Blocks/Article Body",
  ...blockStoryMeta(ArticleBody),
  parameters: {
    // Unsigned in the corpus, as the content API stores it; the story harness signs it as a page's source does.
    host: { globalContent: theLongRead },
  },
} satisfies Meta<BlockArgs<typeof ArticleBody>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long read: every element type of the spec, with the dateline on the first paragraph. */
export const Default: Story = {};

/** Reserved ad slots after paragraphs 3 and 10; a slot asked for after one of the last two paragraphs is left out. */
export const WithAdPlacements: Story = { args: { adPlacements: "3, 10, 999" } };

/** A story with no location has no dateline. */
export const WithoutDateline: Story = {
  parameters: { host: { globalContent: { ...theLongRead, location: undefined } } },
};

export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      globalContent: {
        ...theLongRead,
        location: "القاهرة",
        content_elements: [
          { type: "text", content: "بدأ الموظفون قبل عامين في تفكيك الآلات." },
          { type: "correction", correction_type: "correction", text: "صُحح عدد الآلات في نسخة سابقة." },
          { type: "text", content: "كانت هناك 212 آلة." },
        ],
      },
    },
  },
};

/** A story without body elements renders nothing. */
export const Empty: Story = {
  parameters: { host: { globalContent: { ...theLongRead, content_elements: [] } } },
};
