import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { createFakeArc } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AccountHeader } from "./account-header";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });

const meta = {
  title: "Blocks/Account Header",
  ...blockStoryMeta(AccountHeader),
  parameters: { msw: { handlers: { identityApi: identityApi.handlers } } },
} satisfies Meta<BlockArgs<typeof AccountHeader>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-out reader: Sign up and Log in on desktop, Login options on mobile. */
export const SignedOut: Story = {};

/** The mobile dropdown, open. */
export const LoginOptionsOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Login options" }));
  },
};

/** In PageBuilder's editor it reads as signed out and asks Arc nothing. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
