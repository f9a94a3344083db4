import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { HtmlBox } from "./html-box";

const meta = {
  title: "Blocks/Utility/HTML Box",
  ...blockStoryMeta(HtmlBox, {
    args: {
      html: '<aside><h2>Tip us off</h2><p>Seen something we should know about? <a href="/contact/">Tell the newsroom</a>.</p></aside>',
    },
  }),
} satisfies Meta<BlockArgs<typeof HtmlBox>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's HTML, placed as it is. */
export const Default: Story = {};

/** An empty box renders nothing. */
export const Empty: Story = { args: { html: "" } };

export const French: Story = {
  args: { html: '<p>Une info à nous signaler ? <a href="/contact/">Écrivez à la rédaction</a>.</p>' },
  parameters: { host: { arcSite: "le-quotidien" } },
};
