import type { Meta, StoryObj } from "@storybook/react-vite";
import { Attribution } from "./index";

const meta = {
  title: "Components/Attribution",
  component: Attribution,
  args: { children: "Photo: Jane Doe / The Daily" },
} satisfies Meta<typeof Attribution>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InCaption: Story = {
  render: (args) => (
    <figure style={{ margin: 0 }}>
      <figcaption>
        The new bridge at dawn. <Attribution {...args} />
      </figcaption>
    </figure>
  ),
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: { children: "تصوير: جين دو / اليوم" },
};
