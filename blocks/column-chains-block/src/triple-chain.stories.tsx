import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { TripleChain } from "./chains";
import { childBlocks, TEAM, TEAM_AR } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Triple Chain",
  ...blockStoryMeta(TripleChain, {
    args: { heading: "Sport", columnOne: 1, columnTwo: 2 },
    children: () => childBlocks(TEAM.slice(0, 6)),
  }),
} satisfies Meta<BlockArgs<typeof TripleChain>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block, then two, then the remaining three. */
export const Default: Story = {};

export const WithoutHeading: Story = { args: { heading: "", columnOne: 2 } };

/** A first column left empty, three blocks in the second and the rest in the third. */
export const UnevenColumns: Story = { args: { columnOne: 0, columnTwo: 3 } };

export const RightToLeft: Story = {
  args: { heading: "رياضة" },
  render: blockStoryRender(TripleChain, () => childBlocks(TEAM_AR.slice(0, 6))),
  parameters: { host: { arcSite: "al-yawm" } },
};
