import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { QuadChain } from "./chains";
import { childBlocks, TEAM, TEAM_AR } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Quad Chain",
  ...blockStoryMeta(QuadChain, {
    args: { heading: "Around the region", columnOne: 2, columnTwo: 2, columnThree: 2 },
    children: () => childBlocks(TEAM),
  }),
} satisfies Meta<BlockArgs<typeof QuadChain>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two blocks in each of the four columns. */
export const Default: Story = {};

export const WithoutHeading: Story = { args: { heading: "" } };

/** Counts that ask for more blocks than there are: the last columns stay empty. */
export const FewerBlocksThanCounts: Story = {
  args: { columnTwo: 3, columnThree: 3 },
  render: blockStoryRender(QuadChain, () => childBlocks(TEAM.slice(0, 4))),
};

export const RightToLeft: Story = {
  args: { heading: "حول المنطقة" },
  render: blockStoryRender(QuadChain, () => childBlocks(TEAM_AR)),
  parameters: { host: { arcSite: "al-yawm" } },
};
