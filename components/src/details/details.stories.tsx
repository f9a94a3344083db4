import type { Meta, StoryObj } from "@storybook/react-vite";
import { Details } from "./index";

const meta = {
  title: "Components/Details",
  component: Details,
  args: {
    summary: "How we reported this story",
    children: <p>We interviewed 40 residents and reviewed ten years of council minutes.</p>,
  },
} satisfies Meta<typeof Details>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

/** The chevron points to the inline end when closed, so it points left in right-to-left text. */
export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: { summary: "كيف أعددنا هذا التقرير", children: <p>أجرينا مقابلات مع أربعين من السكان.</p> },
};

export const RightToLeftOpen: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: { open: true, summary: "كيف أعددنا هذا التقرير", children: <p>أجرينا مقابلات مع أربعين من السكان.</p> },
};
