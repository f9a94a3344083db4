import type { Meta, StoryObj } from "@storybook/react-vite";
import { Container } from "./container";

const meta = {
  title: "Components/Container",
  component: Container,
  args: {
    children: <p>The page column stays centred and never wider than the page token, with room at the screen edges.</p>,
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RightToLeft: Story = {
  args: { children: <p>عمود الصفحة يبقى في المنتصف.</p> },
  parameters: { host: { arcSite: "al-yawm" } },
};
