import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_ORIGIN_KEY } from "@broadsheet/arc-client";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { OrderConfirmation } from "./order-confirmation";
import { commerceApi, commerceMsw, signedInWithPaidOrder, atOrderNumber } from "./test-stories";

const meta = {
  title: "Blocks/Order confirmation",
  ...blockStoryMeta(OrderConfirmation),
  parameters: commerceMsw,
  beforeEach: () => commerceApi.reset(),
} satisfies Meta<BlockArgs<typeof OrderConfirmation>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In PageBuilder's editor: the thank-you heading and what shows there after payment; nothing is asked of Sales. */
export const Editor: Story = {
  parameters: { host: { isAdmin: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Thank you for subscribing");
  },
};

/** Ana has just paid for the monthly plan, having come from a story: the receipt, and the way back to the story. */
export const Paid: Story = {
  beforeEach: async () => {
    const cleanup = await signedInWithPaidOrder();
    sessionStorage.setItem(STORY_ORIGIN_KEY, "/politics/2026/11/20/the-long-read/");
    return async () => {
      sessionStorage.removeItem(STORY_ORIGIN_KEY);
      await cleanup();
    };
  },
  play: async ({ canvas }) => {
    const terms = await canvas.findAllByRole("term");
    await expect(terms.map((term) => term.textContent)).toEqual([
      "Order number",
      "Plan",
      "Next charge",
      "Subtotal",
      "Sales tax",
      "Total charged",
    ]);
    await expect(within(canvas.getAllByRole("definition")[1] as HTMLElement).getByText("Monthly")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Back to the story" })).toBeInTheDocument();
  },
};

/** An order number that is not the reader's: a message and the way to their subscriptions. */
export const NotFound: Story = {
  beforeEach: async () => {
    const cleanup = await signedInWithPaidOrder();
    const restore = atOrderNumber("ORD999999");
    return async () => {
      restore();
      await cleanup();
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We could not find order ORD999999 in your account.")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "See your subscriptions" })).toBeInTheDocument();
  },
};

/** Sales did not answer: a phrased error, a retry and the subscriptions link, never an empty space. */
export const LoadError: Story = {
  beforeEach: async () => {
    const cleanup = await signedInWithPaidOrder();
    commerceApi.sales.fail("v1/order/detail/*", 500, "999999", "Sales is down");
    return cleanup;
  },
  parameters: { expectedConsoleErrors: ["[checkout-block] the order confirmation could not be loaded"] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We could not load your order.")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  },
};
