import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AccountManagement } from "./account-management";

// A reader's story would redirect a signed-out visitor to log in, so every story shows the editor's view: the
// rows without a login check, nothing sent to Arc.
const meta = {
  title: "Blocks/Account Management",
  ...blockStoryMeta(AccountManagement),
  parameters: { host: { isAdmin: true } },
} satisfies Meta<BlockArgs<typeof AccountManagement>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};

/** The password row open for editing. */
export const EditingPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Change password" }));
  },
};

/** The email row, open, with its validation message. */
export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit email address" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Email address/ }), "not-an-address");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
  },
};

export const EmailOnly: Story = { args: { showPassword: false, showSocialProfile: false } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
