import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ResetPassword } from "./reset-password";
import { identityMsw, newPage } from "./test-stories";

const meta = {
  title: "Blocks/Account Recovery/Reset Password",
  ...blockStoryMeta(ResetPassword),
  parameters: identityMsw,
  beforeEach: newPage,
} satisfies Meta<BlockArgs<typeof ResetPassword>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A reader without a reset link in the address: the error and a way to ask for a new link. (With `?nonce=` from
 * the fake's outbox the form shows, as on the preview's /account/reset-password/.)
 */
export const Default: Story = {};

/** In PageBuilder's editor: the form with the password rules of the fake's config, which cannot submit. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** The editor's view, right to left, in Arabic (a site without an identity origin: the property is named). */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm", isAdmin: true },
    expectedConsoleErrors: ["api.identity.origin is missing or invalid"],
  },
};
