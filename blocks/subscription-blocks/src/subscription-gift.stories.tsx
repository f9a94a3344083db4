import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SubscriptionGift } from "./subscription-gift";
import { ANA, freshStory, signInAs, subscriptionsMsw } from "./test-stories";

const meta = {
  title: "Blocks/Subscription Gift",
  ...blockStoryMeta(SubscriptionGift),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    await signInAs(ANA);
  },
} satisfies Meta<BlockArgs<typeof SubscriptionGift>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: /Gift code/ })).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };
