import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Checkout } from "./checkout";
import { commerceApi, commerceMsw, signedInWithCart, withWallet } from "./test-stories";

const meta = {
  title: "Blocks/Checkout",
  ...blockStoryMeta(Checkout),
  parameters: commerceMsw,
  beforeEach: () => commerceApi.reset(),
} satisfies Meta<BlockArgs<typeof Checkout>>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const expiry = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0")}`;

async function fillAddress(canvas: Canvas): Promise<void> {
  await userEvent.type(await canvas.findByRole("textbox", { name: /^Address/ }), "1 Main St");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^Country/ }), "US");
  await userEvent.type(canvas.getByRole("textbox", { name: /^City/ }), "New York");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^State/ }), "NY");
  await userEvent.type(canvas.getByRole("textbox", { name: /^ZIP/ }), "10001");
  await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
}

async function fillCard(canvas: Canvas, number: string): Promise<void> {
  await userEvent.type(await canvas.findByRole("textbox", { name: /^Name on card/ }), "Ana Reader");
  await userEvent.type(await canvas.findByRole("textbox", { name: "Card number" }), number);
  await userEvent.type(canvas.getByRole("textbox", { name: "Expiration date (MM / YY)" }), expiry);
  await userEvent.type(canvas.getByRole("textbox", { name: "Security code (CVC)" }), "123");
  await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
}

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

/** A signed-in reader with a plan in the cart: the account done, the billing address open, the summary beside. */
export const AddressCard: Story = {
  beforeEach: () => signedInWithCart(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: /^Address/ })).toBeInTheDocument();
    await expect(canvas.getByText("ana.reader@example.test")).toBeInTheDocument();
    await expect(canvas.getByRole("complementary")).toHaveTextContent("Due today");
  },
};

/** The order created: the card's fields (the provider's), the cardholder's details, and PayPal. */
export const PaymentCard: Story = {
  beforeEach: () => signedInWithCart(),
  play: async ({ canvas }) => {
    await fillAddress(canvas);
    await expect(await canvas.findByRole("textbox", { name: "Card number" })).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "PayPal" })).toBeInTheDocument();
  },
};

/** A browser whose wallet can pay: Apple Pay above the card. */
export const PaymentCardWithWallet: Story = {
  beforeEach: async () => {
    withWallet();
    return signedInWithCart();
  },
  play: async ({ canvas }) => {
    await fillAddress(canvas);
    await expect(await canvas.findByRole("button", { name: "Pay with Apple Pay" })).toBeEnabled();
  },
};

/** Review: the price with its renewal terms, the tax note, the terms' links and Submit payment. */
export const Review: Story = {
  beforeEach: () => signedInWithCart(),
  play: async ({ canvas }) => {
    await fillAddress(canvas);
    await fillCard(canvas, "4242424242424242");
    const review = await canvas.findByRole("form", { name: "Review" });
    await expect(within(review).getByText(/^Automatic renewal:/)).toBeInTheDocument();
    await expect(within(review).getByRole("button", { name: "Submit payment" })).toBeEnabled();
  },
};

/** A declined card: the provider's reason in the payment error, the button back, the order kept. */
export const DeclinedCard: Story = {
  beforeEach: () => signedInWithCart(),
  parameters: { expectedConsoleErrors: ["[checkout-block] the payment failed"] },
  play: async ({ canvas }) => {
    await fillAddress(canvas);
    await fillCard(canvas, "4000000000000002");
    await userEvent.click(await canvas.findByRole("button", { name: "Submit payment" }));
    await expect(await canvas.findByText(/Your card was declined\./)).toBeInTheDocument();
  },
};

/** Sales did not answer: a phrased error and a retry, never an empty space. */
export const LoadError: Story = {
  beforeEach: async () => {
    const cleanup = await signedInWithCart();
    commerceApi.sales.fail("v1/cart", 500, "999999", "Sales is down");
    return cleanup;
  },
  parameters: { expectedConsoleErrors: ["[checkout-block] checkout could not be loaded"] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We could not load your order.")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  },
};
