import type { Meta, StoryObj } from "@storybook/react-vite";
import { theLongRead } from "@broadsheet/fake-arc/fixtures";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Header } from "./header";

const meta = {
  title: "Blocks/Header",
  ...blockStoryMeta(Header, { args: { text: "More from Politics" } }),
  parameters: { host: { globalContent: theLongRead } },
} satisfies Meta<BlockArgs<typeof Header>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ExtraLarge: Story = { args: { size: "Extra Large" } };

export const Large: Story = { args: { size: "Large" } };

export const Small: Story = { args: { size: "Small" } };

/** Empty text: readers see nothing. */
export const Empty: Story = { args: { text: "" } };

export const RightToLeft: Story = {
  args: { text: "المزيد من السياسة" },
  parameters: { host: { arcSite: "al-yawm" } },
};
