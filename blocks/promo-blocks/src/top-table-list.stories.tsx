import type { Meta, StoryObj } from "@storybook/react-vite";
import { contentApiCollections, storyFeedSections } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { TopTableList } from "./index";

const TOP_STORIES = {
  contentService: "content-api-collections",
  contentConfigValues: { content_alias: "top-stories" },
};
const SOURCES = { "content-api-collections": contentApiCollections, "story-feed-sections": storyFeedSections };

const meta = {
  title: "Blocks/Top Table List",
  ...blockStoryMeta(TopTableList, {
    args: { listContentConfig: TOP_STORIES, extraLarge: 1, large: 1, medium: 2, small: 4 },
  }),
  parameters: { host: { content: SOURCES } },
} satisfies Meta<BlockArgs<typeof TopTableList>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's top stories collection. */
export const FrontPage: Story = {};

/** Three small stories to a row, after skipping the first two. */
export const SmallRows: Story = {
  args: { extraLarge: 0, large: 0, medium: 0, small: 6, storiesPerRowSM: 3, offsetOverride: 2 },
};

/** On a section page: story-feed-sections without sections shows the page's section. */
export const SectionPage: Story = {
  args: { listContentConfig: { contentService: "story-feed-sections", contentConfigValues: { feedSize: 6 } } },
  parameters: {
    host: { content: SOURCES, globalContent: { _id: "/politics", name: "Politics", node_type: "section" } },
  },
};
