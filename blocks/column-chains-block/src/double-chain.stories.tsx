import type { Meta, StoryObj } from "@storybook/react-vite";
import { DoubleChain } from "./chains";
import { childBlocks, TEAM, TEAM_AR } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Double Chain",
  component: DoubleChain,
  args: { customFields: { heading: "Opinion", columnOne: 2 } },
  render: (args) => <DoubleChain {...args}>{childBlocks(TEAM.slice(0, 5))}</DoubleChain>,
} satisfies Meta<typeof DoubleChain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two blocks in column one, the other three in column two. */
export const Default: Story = {};

export const WithoutHeading: Story = { args: { customFields: { columnOne: 2 } } };

/** Column one is left empty on purpose: every block goes to column two. */
export const EverythingInColumnTwo: Story = { args: { customFields: { heading: "Opinion", columnOne: 0 } } };

/** Columns run from the right on a right-to-left site. */
export const RightToLeft: Story = {
  args: { customFields: { heading: "رأي", columnOne: 2 } },
  render: (args) => <DoubleChain {...args}>{childBlocks(TEAM_AR.slice(0, 5))}</DoubleChain>,
  parameters: { host: { arcSite: "al-yawm" } },
};

/** Without a count the chain renders nothing; an editor is told why. */
export const MissingCountInEditor: Story = {
  args: { customFields: { heading: "Opinion" } },
  parameters: { host: { isAdmin: true } },
};
