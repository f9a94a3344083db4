import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SubscriptionChange } from "./subscription-change";
import { ANA, DORA, freshStory, signInAs, subscriptionsMsw } from "./test-stories";

/** Upgrade or downgrade; the other blocks' stories are in their own files. */
const meta = {
  title: "Blocks/Subscription Change",
  ...blockStoryMeta(SubscriptionChange),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    await signInAs(DORA);
  },
} satisfies Meta<BlockArgs<typeof SubscriptionChange>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The monthly subscription's other plans, with their renewal terms. */
export const Plans: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("radio", { name: /^Annual/ })).toBeInTheDocument();
  },
};

/** Sales' proposal for an upgrade now: the charge, the refund and the next payment, to confirm or decline. */
export const Proposal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: /^Annual/ }));
    await userEvent.click(canvas.getByRole("radio", { name: /^Now/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Review the change" }));
    await expect(await canvas.findByRole("group", { name: "Confirm the change" })).toHaveTextContent("Charged now");
  },
};

/** A reader without an active subscription. */
export const NothingToChange: Story = {
  beforeEach: async () => {
    await freshStory();
    await signInAs(ANA);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You have no active subscription to change.")).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };
