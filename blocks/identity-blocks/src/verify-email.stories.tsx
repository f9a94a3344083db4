import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { resetConfigProblemReports } from "@broadsheet/arc-client";
import { createFakeArc } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { VerifyEmail } from "./verify-email";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });

const meta = {
  title: "Blocks/Identity/Verify Email",
  ...blockStoryMeta(VerifyEmail),
  parameters: {
    msw: { handlers: { identityApi: identityApi.handlers } },
    host: { requestUri: "/account/verify-email/" },
  },
  beforeEach: () => resetConfigProblemReports(),
} satisfies Meta<BlockArgs<typeof VerifyEmail>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the email's link: where the link is, and a form that sends a new one. */
export const Default: Story = {};

/** A new link asked for: the fake "emails" it and the page says where it went. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "ana.reader@example.test");
    await userEvent.click(canvas.getByRole("button", { name: "Send the verification email again" }));
    await expect(await canvas.findByText(/We sent a new verification link/)).toBeInTheDocument();
  },
};

/** In PageBuilder's editor: no code spent, the form cannot send. */
export const Editor: Story = { parameters: { host: { isAdmin: true, requestUri: "/account/verify-email/?nonce=x" } } };

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm", requestUri: "/account/verify-email/" } },
};
