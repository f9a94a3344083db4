import type { Meta, StoryObj } from "@storybook/react-vite";
import { Divider } from "./index";

const meta = {
  title: "Components/Divider",
  component: Divider,
  render: (args) => (
    <div>
      <p>The council approved the bridge.</p>
      <Divider {...args} />
      <p>In other news, the library reopens on Monday.</p>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: (args) => (
    <div>
      <p>وافق المجلس على الجسر.</p>
      <Divider {...args} />
      <p>تعيد المكتبة فتح أبوابها يوم الاثنين.</p>
    </div>
  ),
};
