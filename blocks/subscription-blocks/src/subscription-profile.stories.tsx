import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SubscriptionProfile } from "./subscription-profile";
import { DORA, freshStory, signInAs, subscriptionsApi, subscriptionsMsw } from "./test-stories";

const meta = {
  title: "Blocks/Subscription Profile",
  ...blockStoryMeta(SubscriptionProfile),
  parameters: subscriptionsMsw,
  beforeEach: async () => {
    await freshStory();
    await signInAs(DORA);
  },
} satisfies Meta<BlockArgs<typeof SubscriptionProfile>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture subscriber's Active, Canceled (with its notice) and Terminated subscriptions. */
export const Subscriber: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Digital + Sunday print")).toBeInTheDocument();
    await expect(canvas.getByText("ending in 4242")).toBeInTheDocument();
  },
};

/** Cancel asked: the confirmation, with the config's reasons. */
export const ConfirmingCancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Cancel subscription" }));
    await expect(canvas.getByRole("group", { name: "Yes, cancel" })).toBeInTheDocument();
  },
};

/** Resubscribe asked: the confirmation gives the next charge date. */
export const ConfirmingResubscribe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Resubscribe" }));
    await expect(canvas.getByRole("group", { name: "Yes, resubscribe" })).toHaveTextContent(/next charge is on/);
  },
};

/** The billing address form, opened on the active subscription: prefilled, the state a select of the US states. */
export const ChangingAddress: Story = {
  play: async ({ canvas }) => {
    const buttons = await canvas.findAllByRole("button", { name: "Change billing address" });
    await userEvent.click(buttons[0] as HTMLElement);
    const form = canvas.getByRole("form", { name: /^Billing address of / });
    await expect(within(form).getByRole("textbox", { name: /^Address/ })).toHaveValue("1 Press Row");
    await expect(within(form).getByRole("combobox", { name: /^State/ })).toHaveValue("OR");
  },
};

/** Save refused for a blank street and postal code: each field says what is wrong. */
export const AddressInvalid: Story = {
  play: async ({ canvas }) => {
    const buttons = await canvas.findAllByRole("button", { name: "Change billing address" });
    await userEvent.click(buttons[0] as HTMLElement);
    const form = canvas.getByRole("form", { name: /^Billing address of / });
    await userEvent.clear(within(form).getByRole("textbox", { name: /^Address/ }));
    await userEvent.clear(within(form).getByRole("textbox", { name: /^ZIP or postal code/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Save address" }));
    await expect(within(form).getByRole("textbox", { name: /^Address/ })).toHaveAccessibleDescription(
      "Enter your street address.",
    );
  },
};

/** Cancel and resubscribe disabled by their fields: only the offer link for the terminated one. */
export const NoActions: Story = { args: { showCancelLink: false, showResubscribeLink: false } };

/** Sales did not answer: a phrased error and a retry, never an empty space. */
export const LoadError: Story = {
  beforeEach: () => {
    subscriptionsApi.sales.fail("v1/subscription/all", 500, "999999", "Sales is down");
  },
  parameters: { expectedConsoleErrors: ["subscriptions could not be loaded"] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We could not load your subscriptions.");
  },
};

/** In PageBuilder's editor: sample subscriptions, nothing sent. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** Right to left, in the editor of the Arabic demo site. */
export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
