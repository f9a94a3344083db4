import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { DEMO_ENTERPRISE_NONCE, DEMO_EXPIRED_ENTERPRISE_NONCE } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { GROUP_NONCE_PARAM } from "./group-nonce";
import { SubscriptionGroupRedeem } from "./subscription-group-redeem";
import { ANA, freshStory, signInAs, subscriptionsMsw } from "./test-stories";

/**
 * Opens the story as the invitation's link would (its nonce in the address), keeping the rest of Storybook's
 * own address; the cleanup takes the nonce away again.
 */
function withNonce(nonce: string) {
  return () => {
    const url = new URL(window.location.href);
    url.searchParams.set(GROUP_NONCE_PARAM, nonce);
    window.history.replaceState(window.history.state, "", url);
    return () => {
      const back = new URL(window.location.href);
      back.searchParams.delete(GROUP_NONCE_PARAM);
      window.history.replaceState(window.history.state, "", back);
    };
  };
}

const meta = {
  title: "Blocks/Subscription Group Redeem",
  ...blockStoryMeta(SubscriptionGroupRedeem),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    await signInAs(ANA);
  },
} satisfies Meta<BlockArgs<typeof SubscriptionGroupRedeem>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation's link opened signed in: what the reader confirms. */
export const Invitation: Story = {
  beforeEach: withNonce(DEMO_ENTERPRISE_NONCE),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Activate my subscription" })).toBeInTheDocument();
  },
};

/** Confirmed: the subscription is the reader's, and the message has focus. */
export const Redeemed: Story = {
  beforeEach: withNonce(DEMO_ENTERPRISE_NONCE),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Activate my subscription" }));
    await expect(await canvas.findByText(/is yours\./)).toHaveFocus();
  },
};

/** An invitation that ran out: Sales refuses it (redeem_code_expired). */
export const Expired: Story = {
  beforeEach: withNonce(DEMO_EXPIRED_ENTERPRISE_NONCE),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Activate my subscription" }));
    await expect(await canvas.findByText(/This invitation has expired/)).toHaveFocus();
  },
};

/** Opened without the link's nonce. */
export const MissingLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/needs the link from your invitation email/)).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };
