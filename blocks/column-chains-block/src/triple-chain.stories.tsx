import type { Meta, StoryObj } from "@storybook/react-vite";
import { TripleChain } from "./chains";
import { childBlocks, TEAM, TEAM_AR } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Triple Chain",
  component: TripleChain,
  args: { customFields: { heading: "Sport", columnOne: 1, columnTwo: 2 } },
  render: (args) => <TripleChain {...args}>{childBlocks(TEAM.slice(0, 6))}</TripleChain>,
} satisfies Meta<typeof TripleChain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block, then two, then the remaining three. */
export const Default: Story = {};

export const WithoutHeading: Story = { args: { customFields: { columnOne: 2, columnTwo: 2 } } };

/** A first column left empty, three blocks in the second and the rest in the third. */
export const UnevenColumns: Story = { args: { customFields: { heading: "Sport", columnOne: 0, columnTwo: 3 } } };

export const RightToLeft: Story = {
  args: { customFields: { heading: "رياضة", columnOne: 1, columnTwo: 2 } },
  render: (args) => <TripleChain {...args}>{childBlocks(TEAM_AR.slice(0, 6))}</TripleChain>,
  parameters: { host: { arcSite: "al-yawm" } },
};
