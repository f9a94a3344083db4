import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SubscriptionSharing } from "./subscription-sharing";
import { ANA, DORA, freshStory, signInAs, subscriptionsMsw } from "./test-stories";

const meta = {
  title: "Blocks/Subscription Sharing",
  ...blockStoryMeta(SubscriptionSharing),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    await signInAs(DORA);
  },
} satisfies Meta<BlockArgs<typeof SubscriptionSharing>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active subscription, its limit and the invitation form. */
export const Subscriber: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You can share this subscription with up to 2 people.")).toBeInTheDocument();
  },
};

/** An invitation sent: its redeem code shown. */
export const Invited: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: /Their email address/ }), ANA);
    await userEvent.click(canvas.getByRole("button", { name: "Send invitation" }));
    await expect(await canvas.findByText(/We invited ana\.reader@example\.test/)).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };
