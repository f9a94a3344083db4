import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { VideoPlayer } from "./video-player";
import { highlightsVideo } from "./test-content";

const meta = {
  title: "Blocks/Media/Video Player",
  ...blockStoryMeta(VideoPlayer),
  parameters: { host: { globalContent: highlightsVideo } },
} satisfies Meta<BlockArgs<typeof VideoPlayer>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster and a play button: nothing of the provider's loads until the reader presses play. */
export const Default: Story = {};

/** After play: the provider's player in place of the poster. */
export const Playing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Play video/ }));
  },
};

export const FeatureVideo: Story = {
  args: { displayStyle: "featureVideo", alertBadge: "New", title: "Watch: all four goals", borderRadius: true },
};

export const Portrait: Story = { args: { aspectRatio: "9:16", viewportPercentage: 50 } };

export const WithoutCaption: Story = { args: { hideVideoTitle: true, hideVideoCaption: true, hideVideoCredits: true } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", globalContent: highlightsVideo } } };
