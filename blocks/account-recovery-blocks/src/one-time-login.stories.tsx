import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { OneTimeLogin } from "./one-time-login";
import { identityMsw, newPage } from "./test-stories";

const meta = {
  title: "Blocks/Account Recovery/One-Time Login",
  ...blockStoryMeta(OneTimeLogin),
  parameters: identityMsw,
  beforeEach: newPage,
} satisfies Meta<BlockArgs<typeof OneTimeLogin>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form; submitting it asks the fake Identity API for a link and names the address. */
export const Default: Story = {};

/** In PageBuilder's editor: the request form; an opened link is not redeemed there. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** Right to left, in the Arabic demo site, which has no identity origin: readers get a clear message. */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm" },
    expectedConsoleErrors: ["api.identity.origin is missing or invalid"],
  },
};
