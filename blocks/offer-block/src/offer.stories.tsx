import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { Offer } from "./offer";
import { commerceApi, commerceMsw } from "./test-stories";

const meta = {
  title: "Blocks/Offer",
  ...blockStoryMeta(Offer),
  parameters: commerceMsw,
  beforeEach: () => commerceApi.reset(),
} satisfies Meta<BlockArgs<typeof Offer>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default campaign's plans, read from the fake Retail API. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Subscribe to The Daily")).toBeInTheDocument();
  },
};

/** Another campaign, priced in euros. */
export const Europe: Story = {
  args: { campaignCode: "europe" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Subscribe from Europe")).toBeInTheDocument();
  },
};

/** Retail did not answer: a phrased error and a retry, never an empty space. */
export const LoadError: Story = {
  beforeEach: () => {
    commerceApi.sales.failRetail("v1/offer/live/default", 500, "999999", "Retail is down");
  },
  parameters: { expectedConsoleErrors: ["Error in fetching retail offers"] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("We could not load the subscription offers.");
  },
};

/**
 * The Daily sells through Subscribe with Google (its `subscribeWithGoogle` property; Storybook serves the
 * preview's offline stand-in of Google's client): a button under the plans starts Google's purchase of this SKU.
 */
export const SubscribeWithGoogle: Story = { args: { swgSku: "thedaily.example:basic" } };

/** In PageBuilder's editor: the plans, and choosing one sends nothing. */
export const Editor: Story = { parameters: { host: { isAdmin: true } } };

/** Right to left, in the Arabic demo site, which names no retail API: the error says the offers did not load. */
export const RightToLeft: Story = {
  parameters: {
    host: { arcSite: "al-yawm" },
    expectedConsoleErrors: ["Origin or endpoint properties not set in api.retail"],
  },
};
