import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AdTaboola } from "./ad-taboola";

/**
 * Taboola renders nothing unless the site has a publisher id (`taboolaPublisherId`; The Daily's is a demo
 * one) and the placement, mode and container are all set. Its widget comes from Taboola's servers, which the
 * offline preview cannot reach, so the stories show the editor's placeholder and the empty states.
 */
const meta = {
  title: "Blocks/Ads/Taboola",
  ...blockStoryMeta(AdTaboola),
  args: { placement: "Below Article Thumbnails", mode: "thumbnails-a", container: "taboola-below-article" },
  parameters: { host: { isAdmin: true } },
} satisfies Meta<BlockArgs<typeof AdTaboola>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the editor: a placeholder naming the placement and mode; nothing is loaded. */
export const InTheEditor: Story = {};

/** A site without a Taboola publisher id: nothing at all. */
export const WithoutPublisherId: Story = { parameters: { host: { isAdmin: true, arcSite: "le-quotidien" } } };

/** Missing the container: nothing. */
export const Incomplete: Story = { args: { container: "" } };
