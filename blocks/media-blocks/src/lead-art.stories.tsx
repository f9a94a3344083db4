import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { LeadArt } from "./lead-art";
import { longRead, storyWithLeadGallery, storyWithLeadHtml, storyWithLeadVideo } from "./test-content";

const meta = {
  title: "Blocks/Media/Lead Art",
  ...blockStoryMeta(LeadArt),
  parameters: { host: { globalContent: longRead } },
} satisfies Meta<BlockArgs<typeof LeadArt>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long read's lead image, loaded first, with caption, credits and a full-screen button. */
export const Image: Story = {};

/** Full screen (the window-filling stand-in where the Fullscreen API is missing); Escape leaves it. */
export const FullScreen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "View image full screen" }));
  },
};

export const FourByThree: Story = { args: { imageRatio: "4:3", borderRadius: true } };

export const Video: Story = { parameters: { host: { globalContent: storyWithLeadVideo } } };

export const Gallery: Story = { parameters: { host: { globalContent: storyWithLeadGallery } } };

/** raw_html lead art, shown as the newsroom's HTML. */
export const RawHtml: Story = { parameters: { host: { globalContent: storyWithLeadHtml } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", globalContent: longRead } } };
