import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { UpdatePaymentMethod } from "./update-payment-method";
import { commerceApi, commerceMsw } from "./test-stories";

/*
 * A reader's form needs a signed-in reader, a stored card and the card provider's script, and a signed-out
 * reader would be sent away to log in: the states after submitting (processing, success, error, 3-D Secure)
 * are the jest tests' (update-flow.test.tsx, on the real Stripe.js stand-in). Stories show what needs none.
 */
const meta = {
  title: "Blocks/Update Payment Method",
  ...blockStoryMeta(UpdatePaymentMethod),
  parameters: commerceMsw,
  beforeEach: () => commerceApi.reset(),
} satisfies Meta<BlockArgs<typeof UpdatePaymentMethod>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In PageBuilder's editor: the card form, idle; nothing is asked of Sales and the button cannot send. */
export const Editor: Story = {
  parameters: { host: { isAdmin: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /^Name on card/ })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Update card" })).toBeDisabled();
  },
};

/** The editor's form with a name typed: what the reader types stays in the fields. */
export const EditorTyping: Story = {
  parameters: { host: { isAdmin: true } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: /^Name on card/ });
    await userEvent.type(name, "Ana Reader");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^Country/ }), "SE");
    await expect(name).toHaveValue("Ana Reader");
  },
};

/** A page without the paymentMethodID parameter (§5): the spec's message and no form. */
export const MissingPaymentMethod: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("paymentMethodID is required");
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
