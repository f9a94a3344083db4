import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { SingleChain } from "./chains";
import { childBlocks, TEAM } from "./fixtures/child-blocks";

const meta = {
  title: "Blocks/Single Chain",
  ...blockStoryMeta(SingleChain, {
    args: { heading: "Latest news" },
    children: () => childBlocks(TEAM.slice(0, 3)),
  }),
} satisfies Meta<BlockArgs<typeof SingleChain>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutHeading: Story = { args: { heading: "" } };

/** A heading with no blocks under it yet still shows, so editors see the chain they placed. */
export const HeadingOnly: Story = { render: blockStoryRender(SingleChain) };
