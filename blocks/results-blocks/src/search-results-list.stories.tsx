import type { Meta, StoryObj } from "@storybook/react-vite";
import { searchApi } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SearchResultsList } from "./search-results-list";

const SOURCES = { "search-api": searchApi };

const meta = {
  title: "Blocks/Search Results List",
  ...blockStoryMeta(SearchResultsList, {
    args: { searchContentConfig: { contentService: "search-api", contentConfigValues: { q: "election" } } },
  }),
  parameters: { host: { content: SOURCES, requestUri: "/search/election" } },
} satisfies Meta<BlockArgs<typeof SearchResultsList>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fake's search for “election”: the field, the count and the cards, 16:9. */
export const Default: Story = {};

/** A search page opened without words: the field alone. */
export const NoWords: Story = {
  args: { searchContentConfig: undefined },
  parameters: { host: { content: SOURCES, requestUri: "/search/" } },
};

/** Words that match nothing. */
export const NoResults: Story = {
  args: { searchContentConfig: { contentService: "search-api", contentConfigValues: { q: "xylophonist" } } },
};

/** The search service failing: the field stays, so readers can try again. */
export const FailingSearch: Story = {
  parameters: {
    expectedConsoleErrors: ['Content source "search-api" failed'],
    host: {
      content: {
        "search-api": () => {
          throw new Error("search is down");
        },
      },
      requestUri: "/search/election",
    },
  },
};

export const French: Story = {
  args: { searchContentConfig: { contentService: "search-api", contentConfigValues: { q: "cessez-le-feu" } } },
  parameters: { host: { arcSite: "le-quotidien", content: SOURCES, requestUri: "/search/cessez-le-feu" } },
};
