import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { HelloWorld } from "./hello-world";

const meta = {
  title: "Blocks/Hello World",
  ...blockStoryMeta(HelloWorld),
} satisfies Meta<BlockArgs<typeof HelloWorld>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Named: Story = { args: { name: "Ada Lovelace" } };

export const French: Story = {
  args: { name: "Ada" },
  parameters: { host: { arcSite: "le-quotidien" } },
};
