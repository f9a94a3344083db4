import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../stack/stack";
import { Badge, BADGE_VARIANTS } from "./index";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "Active" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { args: { variant: "light", children: "Draft" } };
export const Primary: Story = { args: { variant: "primary", children: "Live" } };
export const Danger: Story = { args: { variant: "danger", children: "Terminated" } };
export const Warning: Story = { args: { variant: "warning", children: "Canceled" } };
export const Success: Story = { args: { variant: "success", children: "Active" } };

export const AllVariants: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm" wrap>
      {BADGE_VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <Badge variant="success">نشط</Badge>
      <Badge variant="warning">ملغى</Badge>
      <Badge variant="primary">مباشر</Badge>
    </Stack>
  ),
};
