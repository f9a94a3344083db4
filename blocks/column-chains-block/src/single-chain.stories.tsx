import type { Meta, StoryObj } from "@storybook/react-vite";
import { SingleChain } from "./chains";
import { childBlocks, TEAM } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Single Chain",
  component: SingleChain,
  args: { customFields: { heading: "Latest news" } },
  render: (args) => <SingleChain {...args}>{childBlocks(TEAM.slice(0, 3))}</SingleChain>,
} satisfies Meta<typeof SingleChain>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutHeading: Story = { args: { customFields: {} } };

/** A heading with no blocks under it yet still shows, so editors see the chain they placed. */
export const HeadingOnly: Story = { render: (args) => <SingleChain {...args} /> };
