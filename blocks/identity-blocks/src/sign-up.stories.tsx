import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { resetConfigProblemReports } from "@broadsheet/arc-client";
import { createFakeArc } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SignUp } from "./sign-up";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });

const meta = {
  title: "Blocks/Identity/Sign Up",
  ...blockStoryMeta(SignUp),
  parameters: { msw: { handlers: { identityApi: identityApi.handlers } } },
  // Each story is a new page: a site property at fault is named in the console once per page.
  beforeEach: () => resetConfigProblemReports(),
} satisfies Meta<BlockArgs<typeof SignUp>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form, with the identity config's password rules under the password once they load. */
export const Default: Story = {};

/** Sent empty: each field says what it needs beside it. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
  },
};

/** In PageBuilder's editor. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** A right-to-left site without api.identity.origin: readers get a clear message. */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm" },
    expectedConsoleErrors: ["api.identity.origin is missing or invalid"],
  },
};
