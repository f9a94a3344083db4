import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SubscriptionRedeem } from "./subscription-redeem";
import { ANA, freshStory, signInAs, subscriptionsMsw } from "./test-stories";

const meta = {
  title: "Blocks/Subscription Redeem",
  ...blockStoryMeta(SubscriptionRedeem),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    await signInAs(ANA);
  },
} satisfies Meta<BlockArgs<typeof SubscriptionRedeem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invitation: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: /Code/ })).toBeInTheDocument();
  },
};

/** A code that is not the reader's: the form says so and keeps it. */
export const InvalidGiftCode: Story = {
  args: { redeemType: "gift" },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: /Code/ }), "GIFT-NOPE");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem" }));
    await expect(await canvas.findByText(/This code is not valid/)).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };
