import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../stack/stack";
import { Pill } from "./index";

const meta = {
  title: "Components/Pill",
  component: Pill,
  args: { children: "Climate" },
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsLink: Story = { args: { href: "/tags/climate/" } };

export const ExternalLink: Story = { args: { href: "https://example.com/climate", children: "Climate desk" } };

export const TagList: Story = {
  render: () => (
    <Stack as="ul" direction="horizontal" gap="sm" wrap aria-label="Tags">
      {["Climate", "Energy", "Europe", "Transport"].map((tag) => (
        <li key={tag}>
          <Pill href={`/tags/${tag.toLowerCase()}/`}>{tag}</Pill>
        </li>
      ))}
    </Stack>
  ),
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <Pill href="/tags/climate/">المناخ</Pill>
      <Pill>الطاقة</Pill>
    </Stack>
  ),
};
