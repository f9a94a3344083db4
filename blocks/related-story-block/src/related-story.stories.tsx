import type { Meta, StoryObj } from "@storybook/react-vite";
import { contentApi } from "@broadsheet/content-sources-block";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { CONTENT_WAIT_MS } from "@broadsheet/kit";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { fakeArc } from "../../../.storybook/fake-arc";
import { RelatedStory } from "./related-story";

/** The long read, chosen through the content API source, as an editor would pick it. */
const THE_LONG_READ = {
  story: {
    contentService: "content-api",
    contentConfigValues: { website_url: "/politics/2026/11/20/the-long-read/" },
  },
};

/** The real content API source: in Storybook and under jest it reads the fake Arc's corpus. */
const CONTENT_API = { "content-api": contentApi };

const meta = {
  title: "Blocks/Related Story",
  ...blockStoryMeta(RelatedStory, { args: THE_LONG_READ }),
  parameters: { host: { content: CONTENT_API } },
} satisfies Meta<BlockArgs<typeof RelatedStory>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The editor's own label instead of "Related". */
export const OwnLabel: Story = { args: { label: "Read next" } };

/** A story the French site publishes too, at its own address there. */
export const French: Story = {
  args: {
    story: {
      contentService: "content-api",
      contentConfigValues: { website_url: "/monde/2026/11/22/ceasefire-holds-in-marovia-as-talks-move-to-geneva/" },
    },
  },
  parameters: { host: { arcSite: "le-quotidien", content: CONTENT_API } },
};

/** The fake publishes nothing on the right-to-left site, so the long read is answered as it stands. */
export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm", content: { "content-api": () => theLongRead } } },
};

/** No story chosen yet: readers see nothing; editors see what to do. */
export const NotChosenInEditor: Story = {
  args: { story: undefined },
  parameters: { host: { isAdmin: true, content: CONTENT_API } },
};

/** A render that starts in the browser, with the story still on its way: a busy placeholder of the card's size. */
export const Loading: Story = {
  parameters: { host: { content: { "content-api": () => new Promise(() => undefined) } } },
};

/** The story arrives after a second: the placeholder, then the card in its place. */
export const ArrivesLater: Story = {
  beforeEach: () => fakeArc.scenarios.delay({ path: "/content/v4/stories", once: true }, 1000),
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
