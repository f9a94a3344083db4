import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Checkout } from "./checkout";
import { commerceApi, commerceMsw } from "./test-stories";

const meta = {
  title: "Blocks/Checkout",
  ...blockStoryMeta(Checkout),
  parameters: commerceMsw,
  beforeEach: () => commerceApi.reset(),
} satisfies Meta<BlockArgs<typeof Checkout>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In PageBuilder's editor: the four cards' titles and a note; nothing is asked of Sales. */
export const Editor: Story = {
  parameters: { host: { isAdmin: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: /Billing Address/ })).toBeInTheDocument();
  },
};

/** An editor's own headline. */
export const Headline: Story = {
  args: { headline: "Complete your subscription" },
  parameters: { host: { isAdmin: true } },
};

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
