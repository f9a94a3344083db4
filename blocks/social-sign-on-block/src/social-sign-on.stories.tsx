import type { Meta, StoryObj } from "@storybook/react-vite";
import { createFakeArc } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { SocialSignOn } from "./social-sign-on";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });
// The story runner (jsdom) loads no script: Facebook is left out of the config, and Google's button waits for
// its script, so there the stories show its space, Apple and the OIDC client. In Storybook itself the demo
// site's identityScripts load the preview's stand-ins from /pf/resources, and Google's button shows.
identityApi.identity.store.setConfig({ facebookAppId: "" });

const meta = {
  title: "Blocks/Social Sign On",
  ...blockStoryMeta(SocialSignOn),
  parameters: { msw: { handlers: { identityApi: identityApi.handlers } } },
} satisfies Meta<BlockArgs<typeof SocialSignOn>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button for each provider the identity config of the fake names (Google and Facebook load their scripts). */
export const Default: Story = {};

/** The sign-up page's wording on Google's button. */
export const SignUp: Story = { args: { googleText: "signup_with" } };

/** In PageBuilder's editor: no One Tap, no redirect after signing in, the legacy notice shown. */
export const Editor: Story = {
  args: { legacyGoogleSignIn: true },
  parameters: { host: { isAdmin: true }, expectedConsoleErrors: ["Legacy Google Sign In will be deprecated"] },
};

/** A site without api.identity.origin: readers get a clear message, and the console names the property. */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm" },
    expectedConsoleErrors: ["api.identity.origin is missing or invalid"],
  },
};
