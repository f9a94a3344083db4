import type { Meta, StoryObj } from "@storybook/react-vite";
import { contentApiCollections } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { NumberedList } from "./numbered-list";

/** The Daily's front-page picks, read through the real collections source from the fake Arc. */
const TOP_STORIES = {
  listContentConfig: {
    contentService: "content-api-collections",
    contentConfigValues: { content_alias: "top-stories" },
  },
};
const SOURCES = { "content-api-collections": contentApiCollections };

const meta = {
  title: "Blocks/Lists/Numbered List",
  ...blockStoryMeta(NumberedList, { args: { ...TOP_STORIES, title: "Top stories" } }),
  parameters: { host: { content: SOURCES } },
} satisfies Meta<BlockArgs<typeof NumberedList>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutImages: Story = { args: { showImage: false } };

/** Le Quotidien's picks, in French. */
export const French: Story = {
  args: {
    title: "À la une",
    listContentConfig: {
      contentService: "content-api-collections",
      contentConfigValues: { content_alias: "a-la-une" },
    },
  },
  parameters: { host: { arcSite: "le-quotidien", content: SOURCES } },
};

/** No feed chosen yet: readers see nothing; editors see what to do. */
export const NotChosenInEditor: Story = {
  args: { listContentConfig: undefined },
  parameters: { host: { isAdmin: true, content: SOURCES } },
};
