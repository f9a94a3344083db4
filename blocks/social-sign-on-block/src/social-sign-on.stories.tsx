import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SocialSignOn } from "./social-sign-on";

const meta = {
  title: "Blocks/Social Sign On",
  ...blockStoryMeta(SocialSignOn),
} satisfies Meta<BlockArgs<typeof SocialSignOn>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a reader pressed it. */
export const Pressed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};

export const Edited: Story = { args: { action: "Press me" } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
