import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { resetConfigProblemReports } from "@broadsheet/arc-client";
import { createFakeArc } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Login } from "./login";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });

const meta = {
  title: "Blocks/Identity/Login",
  ...blockStoryMeta(Login),
  parameters: { msw: { handlers: { identityApi: identityApi.handlers } } },
  // Each story is a new page: a site property at fault is named in the console once per page.
  beforeEach: () => resetConfigProblemReports(),
} satisfies Meta<BlockArgs<typeof Login>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form a signed-out reader sees, with the links to the other account pages. */
export const Default: Story = {};

/** Sent empty: each field says what it needs beside it. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
  },
};

/** In PageBuilder's editor: no login check, no redirect. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** A site without api.identity.origin: readers get a clear message, and the console names the property. */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm" },
    expectedConsoleErrors: ["api.identity.origin is missing or invalid"],
  },
};
