import type { Meta, StoryObj } from "@storybook/react-vite";
import { contentApiCollections, storyFeedSections, storyFeedTag } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ResultsList } from "./results-list";

/** The real feed sources: in Storybook and under jest they read the fake Arc's corpus. */
const SOURCES = {
  "story-feed-sections": storyFeedSections,
  "story-feed-tag": storyFeedTag,
  "content-api-collections": contentApiCollections,
};

const POLITICS = {
  listContentConfig: {
    contentService: "story-feed-sections",
    contentConfigValues: { includeSections: "/politics", feedSize: "3" },
  },
};

const meta = {
  title: "Blocks/Results List",
  ...blockStoryMeta(ResultsList, { args: POLITICS }),
  parameters: { host: { content: SOURCES } },
} satisfies Meta<BlockArgs<typeof ResultsList>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Politics stories three at a time; See more appends the next three and moves focus to the first. */
export const Default: Story = {};

/** Every optional part on, overline included, in 16:9. */
export const WithOverlines: Story = { args: { showItemOverline: true, imageRatio: "16:9" } };

/** Headlines only. */
export const HeadlinesOnly: Story = {
  args: { showImage: false, showDescription: false, showByline: false, showDate: false },
};

/** A curated collection, paged with from/size/getNext. */
export const Collection: Story = {
  args: {
    listContentConfig: {
      contentService: "content-api-collections",
      contentConfigValues: { content_alias: "top-stories", size: "4" },
    },
  },
};

/** On a tag page with no feed chosen, the tag's own stories. */
export const TagPage: Story = {
  args: { listContentConfig: undefined },
  parameters: { host: { content: SOURCES, globalContent: { Payload: [{ slug: "elections", name: "Elections" }] } } },
};

/** A failing feed: readers see nothing, and the page stands. */
export const FailingFeed: Story = {
  parameters: {
    expectedConsoleErrors: ['Content source "story-feed-sections" failed'],
    host: {
      content: {
        "story-feed-sections": () => {
          throw new Error("the feed is down");
        },
      },
    },
  },
};

export const French: Story = {
  args: {
    listContentConfig: { contentService: "story-feed-sections", contentConfigValues: { includeSections: "/monde" } },
  },
  parameters: { host: { arcSite: "le-quotidien", content: SOURCES } },
};
