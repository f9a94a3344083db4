import type { Meta, StoryObj } from "@storybook/react-vite";
import { demoContent } from "@broadsheet/local-host/demo/demo-content-source";
import theLongRead from "@broadsheet/fake-arc/fixtures/content/the-long-read.json";
import { CONTENT_WAIT_MS } from "@broadsheet/kit";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { RelatedStory } from "./related-story";

/** The long read, chosen through the preview's demo source, as an editor would pick it. */
const THE_LONG_READ = {
  story: {
    contentService: "demo-content",
    contentConfigValues: { website_url: "/politics/2026/11/20/the-long-read/" },
  },
};

const meta = {
  title: "Blocks/Related Story",
  ...blockStoryMeta(RelatedStory, { args: THE_LONG_READ }),
  parameters: { host: { content: { "demo-content": demoContent } } },
} satisfies Meta<BlockArgs<typeof RelatedStory>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The editor's own label instead of "Related". */
export const OwnLabel: Story = { args: { label: "Read next" } };

export const French: Story = {
  parameters: { host: { arcSite: "le-quotidien", content: { "demo-content": demoContent } } },
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm", content: { "demo-content": demoContent } } },
};

/** No story chosen yet: readers see nothing; editors see what to do. */
export const NotChosenInEditor: Story = {
  args: { story: undefined },
  parameters: { host: { isAdmin: true, content: { "demo-content": demoContent } } },
};

/** A render that starts in the browser, with the story still on its way: a busy placeholder of the card's size. */
export const Loading: Story = {
  parameters: { host: { content: { "demo-content": () => new Promise(() => undefined) } } },
};

/** The story arrives after a second: the placeholder, then the card in its place. */
export const ArrivesLater: Story = {
  parameters: {
    host: {
      content: {
        "demo-content": () => new Promise((resolve) => setTimeout(() => resolve(theLongRead), 1000)),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("link", undefined, { timeout: 3000 });
  },
};

/**
 * The source answered nothing (or failed). After waiting for it, readers see nothing and editors a note; on
 * the server, which waits for content, the note is there at once.
 */
export const NothingFromSourceInEditor: Story = {
  parameters: { host: { isAdmin: true, content: { "demo-content": () => null } } },
  play: async ({ canvas }) => {
    await canvas.findByRole("note", undefined, { timeout: CONTENT_WAIT_MS + 1000 });
  },
};

/** A story without a headline gives readers nothing to follow; editors are told why. */
export const NoHeadlineInEditor: Story = {
  parameters: {
    host: {
      isAdmin: true,
      content: { "demo-content": () => ({ description: { basic: "A story with a description only." } }) },
    },
  },
};
