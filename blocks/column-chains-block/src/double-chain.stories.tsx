import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { DoubleChain } from "./chains";
import { childBlocks, TEAM, TEAM_AR } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Double Chain",
  ...blockStoryMeta(DoubleChain, {
    args: { heading: "Opinion", columnOne: 2 },
    children: () => childBlocks(TEAM.slice(0, 5)),
  }),
} satisfies Meta<BlockArgs<typeof DoubleChain>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two blocks in column one, the other three in column two. */
export const Default: Story = {};

export const WithoutHeading: Story = { args: { heading: "" } };

/** Column one is left empty on purpose: every block goes to column two. */
export const EverythingInColumnTwo: Story = { args: { columnOne: 0 } };

/** Columns run from the right on a right-to-left site. */
export const RightToLeft: Story = {
  args: { heading: "رأي" },
  render: blockStoryRender(DoubleChain, () => childBlocks(TEAM_AR.slice(0, 5))),
  parameters: { host: { arcSite: "al-yawm" } },
};

/** Without a count the chain renders nothing; an editor is told why. */
export const MissingCountInEditor: Story = {
  args: { columnOne: undefined },
  parameters: { host: { isAdmin: true } },
};
