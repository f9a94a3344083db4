import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Divider } from "./divider";

const meta = {
  title: "Blocks/Utility/Divider",
  ...blockStoryMeta(Divider),
} satisfies Meta<BlockArgs<typeof Divider>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A thin rule in the theme's border colour between two blocks. */
export const Default: Story = {};

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
