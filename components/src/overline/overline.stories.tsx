import type { Meta, StoryObj } from "@storybook/react-vite";
import { Overline } from "./index";

const meta = {
  title: "Components/Overline",
  component: Overline,
  args: { children: "Politics" },
} satisfies Meta<typeof Overline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const AsLink: Story = { args: { href: "/politics/" } };

/** Labelled with the phrase `global.sponsored-content`. */
export const Sponsored: Story = { args: { children: undefined, sponsored: true } };

export const SponsoredWithLabel: Story = { args: { children: "Paid post", sponsored: true } };

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: { children: "سياسة", href: "/politics/" },
};
