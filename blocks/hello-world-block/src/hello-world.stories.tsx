import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelloWorld } from "./hello-world";

const meta = {
  title: "Blocks/Hello World",
  component: HelloWorld,
  args: { customFields: { name: "World" } },
} satisfies Meta<typeof HelloWorld>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Named: Story = { args: { customFields: { name: "Ada Lovelace" } } };

export const French: Story = {
  args: { customFields: { name: "Ada" } },
  parameters: { host: { arcSite: "le-quotidien" } },
};
