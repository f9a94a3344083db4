import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./index";

const meta = {
  title: "Components/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "per month" },
  render: (args) => (
    <p>
      €9.99 <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "€9.99 per month"; the page shows only the price. */
export const Default: Story = {};

export const RightToLeft: Story = { args: { children: "شهريًا" }, parameters: { host: { arcSite: "al-yawm" } } };
