import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ForgotPassword } from "./forgot-password";
import { identityMsw, newPage } from "./test-stories";

const meta = {
  title: "Blocks/Account Recovery/Forgot Password",
  ...blockStoryMeta(ForgotPassword),
  parameters: identityMsw,
  beforeEach: newPage,
} satisfies Meta<BlockArgs<typeof ForgotPassword>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email form; submitting it asks the fake Identity API for a reset link and confirms. */
export const Default: Story = {};

/** Right to left, in the Arabic demo site, which has no identity origin: readers get a clear message. */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm" },
    expectedConsoleErrors: ["api.identity.origin is missing or invalid"],
  },
};

/** In PageBuilder's editor: the same form (a reset request may be sent from the preview). */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };
