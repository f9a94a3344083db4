import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuadChain } from "./chains";
import { childBlocks, TEAM, TEAM_AR } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Quad Chain",
  component: QuadChain,
  args: { customFields: { heading: "Around the region", columnOne: 2, columnTwo: 2, columnThree: 2 } },
  render: (args) => <QuadChain {...args}>{childBlocks(TEAM)}</QuadChain>,
} satisfies Meta<typeof QuadChain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two blocks in each of the four columns. */
export const Default: Story = {};

export const WithoutHeading: Story = { args: { customFields: { columnOne: 2, columnTwo: 2, columnThree: 2 } } };

/** Counts that ask for more blocks than there are: the last columns stay empty. */
export const FewerBlocksThanCounts: Story = {
  args: { customFields: { heading: "Around the region", columnOne: 2, columnTwo: 3, columnThree: 3 } },
  render: (args) => <QuadChain {...args}>{childBlocks(TEAM.slice(0, 4))}</QuadChain>,
};

export const RightToLeft: Story = {
  args: { customFields: { heading: "حول المنطقة", columnOne: 2, columnTwo: 2, columnThree: 2 } },
  render: (args) => <QuadChain {...args}>{childBlocks(TEAM_AR)}</QuadChain>,
  parameters: { host: { arcSite: "al-yawm" } },
};
