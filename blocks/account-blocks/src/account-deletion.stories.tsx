import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AccountDeletion } from "./account-deletion";

// The editor's view: no login check and nothing sent, so the story needs no signed-in reader.
const meta = {
  title: "Blocks/Account Deletion",
  ...blockStoryMeta(AccountDeletion),
  parameters: { host: { isAdmin: true } },
} satisfies Meta<BlockArgs<typeof AccountDeletion>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};

/** The confirmation step before the request is sent. */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete my account" }));
  },
};

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
