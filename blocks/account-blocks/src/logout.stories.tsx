import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Logout } from "./logout";

// Outside the editor the block logs out and leaves the page, which a story cannot show.
const meta = {
  title: "Blocks/Log Out",
  ...blockStoryMeta(Logout),
  parameters: { host: { isAdmin: true } },
} satisfies Meta<BlockArgs<typeof Logout>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
