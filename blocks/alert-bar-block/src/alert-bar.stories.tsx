import type { Meta, StoryObj } from "@storybook/react-vite";
import { alertBarCollections } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { AlertBar } from "./alert-bar";

/** The real source: in Storybook and under jest it reads the fake Arc's `alert-bar` collection of each site. */
const ALERT_SOURCE = { "alert-bar-collections": alertBarCollections };

const meta = {
  title: "Blocks/Alert Bar",
  ...blockStoryMeta(AlertBar),
  parameters: { host: { content: ALERT_SOURCE } },
} satisfies Meta<BlockArgs<typeof AlertBar>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Daily's breaking-news alert, fetched in the browser. Close it and it stays closed for two days. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("navigation", undefined, { timeout: 3000 });
  },
};

/** The editor's own name for the bar. */
export const OwnLabel: Story = { args: { ariaLabel: "Urgent news" } };

/** Le Quotidien's alert, in French, its date in Paris time. */
export const French: Story = { parameters: { host: { arcSite: "le-quotidien", content: ALERT_SOURCE } } };

/** A long headline wraps; the close button keeps its place at the inline end. */
export const LongHeadline: Story = {
  parameters: {
    host: {
      content: {
        "alert-bar-collections": () => ({
          content_elements: [
            {
              headlines: {
                basic:
                  "Assembly recalled for an emergency session after the overnight vote on the regional budget collapsed in disorder",
              },
              display_date: "2026-11-20T22:07:00Z",
              websites: { "the-daily": { website_url: "/politics/2026/11/20/assembly-recalled/" } },
            },
          ],
        }),
      },
    },
  },
};

/** On a right-to-left site the close button sits on the left, the inline end. */
export const RightToLeft: Story = {
  parameters: {
    host: {
      arcSite: "al-yawm",
      content: {
        "alert-bar-collections": () => ({
          content_elements: [{ headlines: { basic: "عاجل: انعقاد جلسة طارئة" }, website_url: "/politics/urgent/" }],
        }),
      },
    },
  },
};
