import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Gallery } from "./gallery";
import { lanternGallery, titleNightGallery } from "./test-content";

const meta = {
  title: "Blocks/Media/Gallery",
  ...blockStoryMeta(Gallery),
  parameters: { host: { globalContent: titleNightGallery } },
} satisfies Meta<BlockArgs<typeof Gallery>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's gallery: slide 1 of 5, Previous hidden at the start. Tab to Next and press Enter, or use the arrows. */
export const Default: Story = {};

/** After a move: both buttons show, and the counter says 2 of 5. */
export const SecondSlide: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next Slide" }));
  },
};

/** The site's galleryCubeClicks (5 on The Daily) moves later, the interstitial: the ads block's Gallery Cube. */
export const Interstitial: Story = {
  parameters: {
    host: {
      globalContent: {
        ...titleNightGallery,
        content_elements: [
          ...(titleNightGallery.content_elements as unknown[]),
          ...(lanternGallery.content_elements as unknown[]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    for (let step = 0; step < 5; step += 1) {
      await userEvent.click(canvas.getByRole("button", { name: "Next Slide" }));
    }
  },
};

export const WithoutCaptions: Story = { args: { hideCaption: true, hideCredits: true } };

export const French: Story = { parameters: { host: { arcSite: "le-quotidien", globalContent: titleNightGallery } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", globalContent: titleNightGallery } } };
