import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { createFakeArc } from "@broadsheet/fake-arc";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Comments } from "./comments";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });

const meta = {
  title: "Blocks/Comments",
  ...blockStoryMeta(Comments),
  parameters: { host: { globalContent: theLongRead }, msw: { handlers: { identityApi: identityApi.handlers } } },
  beforeEach: () => identityApi.reset(),
} satisfies Meta<BlockArgs<typeof Comments>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long read's thread for a signed-out reader: Disqus (Storybook serves the preview's offline stand-in). */
export const Default: Story = {};

/** The organisation's identity config has Disqus off: a clear line, nothing loaded. */
export const Off: Story = {
  beforeEach: () => identityApi.identity.store.setConfig({ disqus: { enabled: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Comments are turned off for this page.")).toBeInTheDocument();
  },
};

/** A page that is not a story (no id): comments are off from the server on. */
export const NotAStory: Story = { parameters: { host: { globalContent: null } } };

export const EditedHeading: Story = { args: { heading: "Join the debate" } };

/** In PageBuilder's editor: where the thread goes; Disqus is not loaded. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** Le Quotidien names no Disqus forum: comments are off, said in French. */
export const French: Story = { parameters: { host: { arcSite: "le-quotidien" } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
