import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { CONTENT_WAIT_MS } from "@broadsheet/kit";
import { RelatedStory } from "./related-story";

/** The long read, chosen through the content API source, as an editor would pick it. */
const THE_LONG_READ = {
  story: {
    contentService: "content-api",
    contentConfigValues: { website_url: "/politics/2026/11/20/the-long-read/" },
  },
};

/**
 * The content API's answer for the long read, given as a plain answer until Storybook serves the fake's
 * handlers (issue 8, item 6).
 */
const LONG_READ_ANSWER = { "content-api": () => theLongRead };

const meta = {
  title: "Blocks/Related Story",
  component: RelatedStory,
  args: { customFields: THE_LONG_READ },
  parameters: { host: { content: LONG_READ_ANSWER } },
} satisfies Meta<typeof RelatedStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The editor's own label instead of "Related". */
export const OwnLabel: Story = { args: { customFields: { ...THE_LONG_READ, label: "Read next" } } };

export const French: Story = {
  parameters: { host: { arcSite: "le-quotidien", content: LONG_READ_ANSWER } },
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm", content: LONG_READ_ANSWER } },
};

/** No story chosen yet: readers see nothing; editors see what to do. */
export const NotChosenInEditor: Story = {
  args: { customFields: {} },
  parameters: { host: { isAdmin: true, content: LONG_READ_ANSWER } },
};

/** A render that starts in the browser, with the story still on its way: a busy placeholder of the card's size. */
export const Loading: Story = {
  parameters: { host: { content: { "content-api": () => new Promise(() => undefined) } } },
};

/** The story arrives after a second: the placeholder, then the card in its place. */
export const ArrivesLater: Story = {
  parameters: {
    host: {
      content: {
        "content-api": () => new Promise((resolve) => setTimeout(() => resolve(theLongRead), 1000)),
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
  parameters: { host: { isAdmin: true, content: { "content-api": () => null } } },
  play: async ({ canvas }) => {
    await canvas.findByRole("note", undefined, { timeout: CONTENT_WAIT_MS + 1000 });
  },
};

/** A story without a headline gives readers nothing to follow; editors are told why. */
export const NoHeadlineInEditor: Story = {
  parameters: {
    host: {
      isAdmin: true,
      content: { "content-api": () => ({ description: { basic: "A story with a description only." } }) },
    },
  },
};
