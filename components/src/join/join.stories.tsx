import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "../link/link";
import { Join, Separator } from "./index";

const meta = {
  title: "Components/Join",
  component: Join,
  args: {
    children: [
      <Link key="author" href="/authors/jane-doe/">
        Jane Doe
      </Link>,
      <time key="date" dateTime="2024-05-01">
        1 May 2024
      </time>,
      "5 min read",
    ],
  },
} satisfies Meta<typeof Join>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads "Jane Doe · 1 May 2024 · 5 min read"; the dots are hidden from screen readers. */
export const Default: Story = {};

/** Empty children leave no stray separators. */
export const SkipsEmptyChildren: Story = { args: { children: [null, "Jane Doe", "", false, "5 min read"] } };

export const TextSeparator: Story = { args: { separator: ", ", children: ["Politics", "Europe", "Climate"] } };

export const SeparatorElement: Story = {
  args: { separator: <Separator glyph="|" />, children: ["Politics", "Europe", "Climate"] },
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: { children: ["جين دو", "١ مايو ٢٠٢٤", "قراءة في ٥ دقائق"] },
};
