import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { OrderHistory } from "./order-history";
import { ANA, freshStory, signInAs, subscriptionsApi, subscriptionsMsw } from "./test-stories";

const meta = {
  title: "Blocks/Order History",
  ...blockStoryMeta(OrderHistory),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    for (let count = 0; count < 12; count++) subscriptionsApi.sales.grantSubscription(ANA, "DIGITAL-MONTHLY");
    await signInAs(ANA);
  },
} satisfies Meta<BlockArgs<typeof OrderHistory>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve orders: the first ten. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Orders 1–10 of 12")).toBeInTheDocument();
  },
};

/** The second page, after Next. */
export const SecondPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Next orders" }));
    await expect(await canvas.findByText("Orders 11–12 of 12")).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };
