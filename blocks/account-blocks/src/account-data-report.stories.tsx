import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import getProperties from "fusion:properties";
import { configureIdentity, forgetPage, requestGdprReport } from "@broadsheet/arc-client";
import { FIXTURE_PASSWORD, createFakeArc } from "@broadsheet/fake-arc";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AccountDataReport } from "./account-data-report";

/** The demo site's identity origin is the page's own ("/"): the fake Identity API answers there. */
const identityApi = createFakeArc({ origin: window.location.origin });
const SITE = "the-daily";
const ANA = "ana.reader@example.test";
const identity = () => configureIdentity(SITE, getProperties(SITE));

const meta = {
  title: "Blocks/Account Data Report",
  ...blockStoryMeta(AccountDataReport),
  parameters: { msw: { handlers: { identityApi: identityApi.handlers } } },
  // A fresh fake and session, signed in as the fixture reader; reports wait for the story's say-so.
  beforeEach: async () => {
    identityApi.reset();
    forgetPage();
    identityApi.identity.setGdprReportDelay(60 * 60 * 1000);
    await (await identity()).login(ANA, FIXTURE_PASSWORD, { rememberMe: true });
  },
} satisfies Meta<BlockArgs<typeof AccountDataReport>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No report asked for yet. */
export const NoReport: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Request a copy of my data" })).toBeInTheDocument();
  },
};

/** Asked for: the status takes focus, and the reader can check again. */
export const Requested: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Request a copy of my data" }));
    await expect(await canvas.findByText(/We are preparing it/)).toHaveFocus();
  },
};

/** Prepared: the file to download, made in the browser from the report. */
export const Ready: Story = {
  beforeEach: async () => {
    await requestGdprReport(await identity());
    identityApi.identity.prepareGdprReports(ANA);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Download my data (JSON)" })).toBeInTheDocument();
  },
};

export const Editor: Story = { parameters: { host: { isAdmin: true } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm", isAdmin: true } } };
